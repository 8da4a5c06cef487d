import { PgrstError, parseError, undefinedColumn } from './errors.ts';
import type { Filter, OrderItem, QueryParts, SelectItem } from './parse.ts';
import { API_SCHEMA, type Routine, type Table } from './schema.ts';

/**
 * SQL for PostgREST requests. Identifiers are only ever names found in the schema cache, double-quoted;
 * every value from the request travels as a bind parameter.
 */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (name: string) => `${ident(API_SCHEMA)}.${ident(name)}`;

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Wraps rows into one JSON array text and a row count, as PostgREST's json_agg does. */
const aggregate = (inner: string) =>
  `select coalesce(json_agg(_pgrst_t), '[]')::text as body, count(*)::int as n,
          (json_agg(_pgrst_t) -> 0)::text as first from (${inner}) _pgrst_t`;

function checkColumn(table: Table, column: string): string {
  if (!table.columns.has(column)) throw undefinedColumn(table.name, column);
  return ident(column);
}

function projection(table: Table, items: SelectItem[], source: string): string {
  return items
    .map((item) => {
      if (item.column === '*') return `${source}.*`;
      if (item.cast && !item.castSql)
        throw new PgrstError(400, '42704', `type "${item.cast}" does not exist`);
      const expr = `${source}.${checkColumn(table, item.column)}${item.castSql ? `::${item.castSql}` : ''}`;
      return `${expr} as ${ident(item.alias ?? item.column)}`;
    })
    .join(', ');
}

function condition(table: Table, f: Filter, params: Params): string {
  if (f.kind === 'logic') {
    const inner = f.children.map((c) => condition(table, c, params)).join(f.op === 'and' ? ' and ' : ' or ');
    return `${f.negate ? 'not ' : ''}(${inner || (f.op === 'and' ? 'true' : 'false')})`;
  }
  const col = `${qualified(table.name)}.${checkColumn(table, f.column)}`;
  let sql: string;
  switch (f.op) {
    case 'is': {
      const allowed: Record<string, string> = {
        null: 'null',
        not_null: 'not null',
        true: 'true',
        false: 'false',
        unknown: 'unknown',
      };
      const what = allowed[f.value.toLowerCase()];
      if (!what) throw parseError(`"failed to parse filter (is.${f.value})"`, 'unexpected value for is');
      sql = `${col} is ${what}`;
      break;
    }
    case 'in':
      sql = f.list.length === 0 ? 'false' : `${col} in (${f.list.map((v) => params.add(v)).join(', ')})`;
      break;
    case 'like':
    case 'ilike':
      sql = `${col} ${f.op} ${params.add(f.value.replace(/\*/g, '%'))}`;
      break;
    default: {
      const ops = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
      sql = `${col} ${ops[f.op]} ${params.add(f.value)}`;
    }
  }
  return f.negate ? `not (${sql})` : sql;
}

function where(table: Table, filters: Filter[], params: Params): string {
  return filters.length === 0
    ? ''
    : ` where ${filters.map((f) => condition(table, f, params)).join(' and ')}`;
}

function orderBy(table: Table, order: OrderItem[], source: string): string {
  if (order.length === 0) return '';
  const items = order.map(
    (o) =>
      `${source}.${checkColumn(table, o.column)} ${o.desc ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
  );
  return ` order by ${items.join(', ')}`;
}

const limits = (q: QueryParts) =>
  `${q.limit !== undefined ? ` limit ${q.limit}` : ''}${q.offset !== undefined ? ` offset ${q.offset}` : ''}`;

export function selectStatement(table: Table, q: QueryParts): Statement {
  const params = new Params();
  const src = qualified(table.name);
  const inner = `select ${projection(table, q.select, src)} from ${src}${where(table, q.filters, params)}${orderBy(table, q.order, src)}${limits(q)}`;
  return { sql: aggregate(inner), params: params.values };
}

export function countStatement(table: Table, q: QueryParts): Statement {
  const params = new Params();
  return {
    sql: `select count(*)::int as n from ${qualified(table.name)}${where(table, q.filters, params)}`,
    params: params.values,
  };
}

/** Wraps a mutation: with a representation the changed rows come back projected through `select`. */
function mutation(table: Table, q: QueryParts, dml: string, returning: boolean): string {
  if (!returning) return dml;
  const inner = `select ${projection(table, q.select, '_pgrst_source')} from _pgrst_source${orderBy(table, q.order, '_pgrst_source')}`;
  return `with _pgrst_source as (${dml} returning ${qualified(table.name)}.*) ${aggregate(inner)}`;
}

export function insertStatement(
  table: Table,
  q: QueryParts,
  rows: Record<string, unknown>[],
  opts: {
    returning: boolean;
    missingDefault: boolean;
    resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  },
): Statement {
  const params = new Params();
  const columns = q.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const c of columns) checkColumn(table, c);
  const src = qualified(table.name);
  const values = rows.map((row) => {
    const p = params.add(JSON.stringify(row));
    const cells = columns.map((c) =>
      c in row
        ? `(json_populate_record(null::${src}, ${p}::json)).${ident(c)}`
        : opts.missingDefault
          ? 'default'
          : 'null',
    );
    return `(${cells.join(', ')})`;
  });
  let dml =
    columns.length === 0
      ? `insert into ${src} default values`
      : `insert into ${src} (${columns.map(ident).join(', ')}) values ${values.join(', ')}`;
  const conflict = q.onConflict ?? table.primaryKey;
  if (opts.resolution && conflict.length > 0) {
    const target = conflict.map((c) => checkColumn(table, c)).join(', ');
    const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
    dml +=
      opts.resolution === 'ignore-duplicates' || updates === ''
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${updates}`;
  }
  return { sql: mutation(table, q, dml, opts.returning), params: params.values };
}

export function updateStatement(
  table: Table,
  q: QueryParts,
  patch: Record<string, unknown>,
  returning: boolean,
) {
  const params = new Params();
  const columns = Object.keys(patch);
  for (const c of columns) checkColumn(table, c);
  if (q.filters.length === 0) throw new PgrstError(400, '21000', 'UPDATE requires a WHERE clause');
  const src = qualified(table.name);
  const p = params.add(JSON.stringify(patch));
  const cols = columns.map(ident).join(', ');
  const dml = `update ${src} set (${cols}) = (select ${cols} from json_populate_record(null::${src}, ${p}::json))${where(table, q.filters, params)}`;
  return { sql: mutation(table, q, dml, returning), params: params.values };
}

export function deleteStatement(table: Table, q: QueryParts, returning: boolean): Statement {
  const params = new Params();
  if (q.filters.length === 0) throw new PgrstError(400, '21000', 'DELETE requires a WHERE clause');
  const dml = `delete from ${qualified(table.name)}${where(table, q.filters, params)}`;
  return { sql: mutation(table, q, dml, returning), params: params.values };
}

/** Calls a function with named arguments, converting the JSON arguments with json_to_record. */
export function rpcStatement(routine: Routine, args: Record<string, unknown>, q: QueryParts): Statement {
  const params = new Params();
  const used = routine.params.filter((p) => p.name in args);
  const call = `${qualified(routine.name)}(${used.map((p) => `${ident(p.name)} => _pgrst_args.${ident(p.name)}`).join(', ')})`;
  const from =
    used.length === 0
      ? ''
      : ` from json_to_record(${params.add(JSON.stringify(args))}::json) as _pgrst_args(${used
          .map((p) => `${ident(p.name)} ${p.type}`)
          .join(', ')})`;
  if (routine.returns === 'void') return { sql: `select ${call}${from}`, params: params.values };
  if (routine.returns === 'scalar') {
    return {
      sql: `select to_json(${call})::text as body, 1 as n, null as first${from}`,
      params: params.values,
    };
  }
  const source = used.length === 0 ? ` from ${call} _pgrst_r` : `${from} cross join lateral ${call} _pgrst_r`;
  const inner = `select _pgrst_r.*${source}${limits(q)}`;
  return { sql: aggregate(inner), params: params.values };
}
