import type { Queryable } from '../db/types.ts';

/** The exposed schema (config.toml [api] schemas). */
export const API_SCHEMA = 'public';

export interface Table {
  name: string;
  /** Column name → its type as format_type prints it (used in casts). */
  columns: Map<string, string>;
  primaryKey: string[];
}

export interface RoutineParam {
  /** '' for an unnamed parameter (only callable as a single unnamed json/text/xml/bytea parameter). */
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  name: string;
  params: RoutineParam[];
  /**
   * set: rows (an array of objects); set-scalar: an array of values; row: one composite row (an
   * object); scalar: one value; void: no content (204).
   */
  returns: 'set' | 'set-scalar' | 'row' | 'scalar' | 'void';
  /** Volatile functions run in a read-write transaction (POST only); others read-only, as in PostgREST. */
  volatile: boolean;
}

/** PostgREST's schema cache, for the exposed schema: tables/views with columns, and functions. */
export class SchemaCache {
  private tables = new Map<string, Table>();
  private routines = new Map<string, Routine[]>();
  private loaded = false;

  constructor(private readonly db: Queryable) {}

  async table(name: string): Promise<Table | undefined> {
    if (!this.loaded || !this.tables.has(name)) await this.reload();
    return this.tables.get(name);
  }

  async routine(name: string): Promise<Routine[]> {
    if (!this.loaded || !this.routines.has(name)) await this.reload();
    return this.routines.get(name) ?? [];
  }

  async tableNames(): Promise<string[]> {
    if (!this.loaded) await this.reload();
    return [...this.tables.keys()].sort();
  }

  /** Reads the catalog again (on a miss, so tables created after start are found). */
  async reload(): Promise<void> {
    const tables = await this.db.query<{ name: string; columns: string; pk: string | null }>(
      `select c.relname as name,
              (select json_agg(json_build_array(a.attname, format_type(a.atttypid, a.atttypmod)) order by a.attnum)
                 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)::text as columns,
              (select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
                 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                where i.indrelid = c.oid and i.indisprimary)::text as pk
         from pg_class c
        where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
      [API_SCHEMA],
    );
    this.tables = new Map(
      tables.rows.map((t) => [
        t.name,
        {
          name: t.name,
          columns: new Map(JSON.parse(t.columns ?? '[]') as [string, string][]),
          primaryKey: t.pk ? (JSON.parse(t.pk) as string[]) : [],
        },
      ]),
    );
    const procs = await this.db.query<{
      name: string;
      info: string;
      returns: Routine['returns'];
      volatile: boolean;
    }>(
      `select p.proname as name,
              json_build_object(
                'names', p.proargnames, 'modes', p.proargmodes::text[], 'ndefaults', p.pronargdefaults,
                'all', (select json_agg(format_type(x.t, null) order by x.o)
                          from unnest(p.proallargtypes) with ordinality x(t, o)),
                'in', (select json_agg(format_type(x.t, null) order by x.o)
                         from unnest(p.proargtypes::oid[]) with ordinality x(t, o)))::text as info,
              case when p.prorettype = 'void'::regtype then 'void'
                   when p.proretset and (t.typtype = 'c' or p.prorettype = 'record'::regtype) then 'set'
                   when p.proretset then 'set-scalar'
                   when t.typtype = 'c' or p.prorettype = 'record'::regtype then 'row'
                   else 'scalar' end as returns,
              p.provolatile = 'v' as volatile
         from pg_proc p join pg_type t on t.oid = p.prorettype
        where p.pronamespace = $1::regnamespace and p.prokind = 'f'
        order by p.oid`,
      [API_SCHEMA],
    );
    this.routines = new Map();
    for (const p of procs.rows) {
      const list = this.routines.get(p.name) ?? [];
      list.push({
        name: p.name,
        params: inputParams(JSON.parse(p.info) as ProcInfo),
        returns: p.returns,
        volatile: p.volatile,
      });
      this.routines.set(p.name, list);
    }
    this.loaded = true;
  }
}

interface ProcInfo {
  names: string[] | null;
  modes: string[] | null;
  ndefaults: number;
  all: string[] | null;
  in: string[] | null;
}

/** The input parameters (modes in, inout, variadic) in order; the last `ndefaults` have defaults. */
function inputParams(info: ProcInfo): RoutineParam[] {
  const types = info.modes ? (info.all ?? []) : (info.in ?? []);
  const params = types
    .map((type, i) => ({ type, name: info.names?.[i] ?? '', mode: info.modes?.[i] ?? 'i' }))
    .filter((p) => p.mode === 'i' || p.mode === 'b' || p.mode === 'v');
  return params.map((p, i) => ({
    name: p.name,
    type: p.type,
    hasDefault: i >= params.length - info.ndefaults,
    variadic: p.mode === 'v',
  }));
}
