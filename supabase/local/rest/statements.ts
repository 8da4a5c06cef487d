import { PgrstError } from './errors.ts';
import type { Media } from './media.ts';
import type { QueryParts } from './parse.ts';
import type { Table } from './schema.ts';
import {
  aggregate,
  ident,
  limits,
  orderBy,
  Params,
  projection,
  qualified,
  type Relation,
  type Statement,
  tableRelation,
  where,
} from './sql.ts';

/** GET: the page of rows in the negotiated media type, with `n` its row count. */
export function selectStatement(table: Table, q: QueryParts, media: Media): Statement {
  const params = new Params();
  const rel = tableRelation(table);
  const inner = `select ${projection(rel, q.select, rel.from)} from ${rel.from}${where(rel, q.filters, params)}${orderBy(rel, q.order, rel.from)}${limits(q)}`;
  return { sql: aggregate([], inner, media, 'rows'), params: params.values };
}

/**
 * The rows a count covers, without limit (PostgREST's readPlanToCountQuery: `SELECT 1 FROM … WHERE …`).
 * `count=exact` counts them; `count=planned` asks EXPLAIN how many the planner expects.
 */
export function countSource(rel: Relation, q: QueryParts, params: Params, from = rel.from): string {
  return `select 1 from ${from}${where(rel, q.filters, params)}`;
}

export function countStatement(table: Table, q: QueryParts, cap?: number): Statement {
  const params = new Params();
  const source = countSource(tableRelation(table), q, params);
  return {
    sql: `select count(*)::int as n from (${source}${cap !== undefined ? ` limit ${cap}` : ''}) _pgrst_c`,
    params: params.values,
  };
}

export function plannedCountStatement(table: Table, q: QueryParts): Statement {
  const params = new Params();
  return {
    sql: `explain (format json) ${countSource(tableRelation(table), q, params)}`,
    params: params.values,
  };
}

interface MutationOptions {
  returning: boolean;
  media: Media;
  /** Insert with resolution=merge-duplicates: count which rows were inserted (xmax = 0), not updated. */
  countInserted?: boolean;
}

/**
 * Wraps a mutation: the changed rows come back projected through `select` when a representation is
 * wanted; `n` is the number of rows changed and `inserted` how many of them are new.
 */
function mutation(table: Table, q: QueryParts, dml: string, o: MutationOptions): string {
  const rel = tableRelation(table);
  const flag = o.countInserted ? '(xmax = 0)' : 'true';
  const source = `_pgrst_source as (${dml} returning ${qualified(table.name)}.*, ${flag} as _pgrst_inserted)`;
  const counts = `(select count(*) from _pgrst_source)::int as n,
                  (select count(*) from _pgrst_source where _pgrst_inserted)::int as inserted`;
  if (!o.returning) return `with ${source} select null::text as body, ${counts}`;
  // `*` is spelled out so the bookkeeping column never reaches the answer.
  const select = q.select.flatMap((item) =>
    item.column === '*' ? (rel.columns ?? []).map((column) => ({ column })) : [item],
  );
  const inner = `select ${projection(rel, select, '_pgrst_source')} from _pgrst_source${orderBy(rel, q.order, '_pgrst_source')}`;
  return aggregate([source], inner, o.media, 'rows').replace(
    'count(*)::int as n from _pgrst_page _pgrst_t',
    `${counts} from _pgrst_page _pgrst_t`,
  );
}

export function insertStatement(
  table: Table,
  q: QueryParts,
  rows: Record<string, unknown>[],
  opts: MutationOptions & {
    missingDefault: boolean;
    resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  },
): Statement {
  const params = new Params();
  const rel = tableRelation(table);
  const columns = q.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const c of columns) rel.column(c);
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
    const target = conflict.map((c) => rel.column(c)).join(', ');
    const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
    dml +=
      opts.resolution === 'ignore-duplicates' || updates === ''
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${updates}`;
  }
  const countInserted = opts.resolution === 'merge-duplicates' && conflict.length > 0;
  return { sql: mutation(table, q, dml, { ...opts, countInserted }), params: params.values };
}

export function updateStatement(
  table: Table,
  q: QueryParts,
  patch: Record<string, unknown>,
  opts: MutationOptions,
): Statement {
  const params = new Params();
  const rel = tableRelation(table);
  const columns = Object.keys(patch);
  for (const c of columns) rel.column(c);
  if (q.filters.length === 0) throw new PgrstError(400, '21000', 'UPDATE requires a WHERE clause');
  const src = qualified(table.name);
  const p = params.add(JSON.stringify(patch));
  const cols = columns.map(ident).join(', ');
  const dml = `update ${src} set (${cols}) = (select ${cols} from json_populate_record(null::${src}, ${p}::json))${where(rel, q.filters, params)}`;
  return { sql: mutation(table, q, dml, opts), params: params.values };
}

export function deleteStatement(table: Table, q: QueryParts, opts: MutationOptions): Statement {
  const params = new Params();
  const rel = tableRelation(table);
  if (q.filters.length === 0) throw new PgrstError(400, '21000', 'DELETE requires a WHERE clause');
  const dml = `delete from ${qualified(table.name)}${where(rel, q.filters, params)}`;
  return { sql: mutation(table, q, dml, opts), params: params.values };
}
