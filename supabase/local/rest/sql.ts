import { PgrstError, parseError, undefinedColumn } from './errors.ts';
import { bodySql, type Media, type RowShape } from './media.ts';
import type { Filter, OrderItem, QueryParts, SelectItem } from './parse.ts';
import { API_SCHEMA, type Table } from './schema.ts';

/**
 * SQL fragments for PostgREST requests. Identifiers are only ever names found in the schema cache (or,
 * over a function's result, names PostgreSQL itself checks), double-quoted; every value from the
 * request travels as a bind parameter.
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

/**
 * Rows that filters, select and order read: a table or view (columns checked against the schema
 * cache), or a function's result (`_pgrst_source`; an unknown column is PostgreSQL's 42703, as with
 * PostgREST, which lets the database check calls too).
 */
export interface Relation {
  name: string;
  from: string;
  column(name: string): string;
  type(name: string): string | undefined;
  /** Every column, where `*` must be spelled out; null where `source.*` will do. */
  columns: string[] | null;
}

export function tableRelation(table: Table): Relation {
  return {
    name: table.name,
    from: qualified(table.name),
    column(name) {
      if (!table.columns.has(name)) throw undefinedColumn(table.name, name);
      return ident(name);
    },
    type: (name) => table.columns.get(name),
    columns: [...table.columns.keys()],
  };
}

export const FUNCTION_SOURCE = '_pgrst_source';

export function resultRelation(name: string): Relation {
  return { name, from: FUNCTION_SOURCE, column: ident, type: () => undefined, columns: null };
}

export function projection(rel: Relation, items: SelectItem[], source: string): string {
  return items
    .map((item) => {
      if (item.column === '*') return `${source}.*`;
      if (item.cast && !item.castSql)
        throw new PgrstError(400, '42704', `type "${item.cast}" does not exist`);
      const expr = `${source}.${rel.column(item.column)}${item.castSql ? `::${item.castSql}` : ''}`;
      return `${expr} as ${ident(item.alias ?? item.column)}`;
    })
    .join(', ');
}

const SIMPLE = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const QUANT = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const FTS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};
/** PostgreSQL's array literal of the values, so the parameter's type is inferred from the column. */
const arrayLiteral = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/** One filter as PostgREST's pgFmtFilter writes it (src/PostgREST/Query/SqlFragment.hs). */
export function condition(rel: Relation, f: Filter, params: Params): string {
  if (f.kind === 'logic') {
    const inner = f.children.map((c) => condition(rel, c, params)).join(f.op === 'and' ? ' and ' : ' or ');
    return `${f.negate ? 'not ' : ''}(${inner || (f.op === 'and' ? 'true' : 'false')})`;
  }
  const col = `${rel.from}.${rel.column(f.column)}`;
  const star = (v: string) => (f.op === 'like' || f.op === 'ilike' ? v.replace(/\*/g, '%') : v);
  let sql: string;
  if (f.op === 'is') {
    const what = IS_VALUES[f.value.toLowerCase()];
    if (!what) throw parseError(`"failed to parse filter (is.${f.value})"`, 'unexpected value for is');
    sql = `${col} is ${what}`;
  } else if (f.op === 'isdistinct') {
    sql = `${col} is distinct from ${params.add(f.value)}`;
  } else if (f.op === 'in') {
    sql = `${col} = any(${params.add(arrayLiteral(f.list))})`;
  } else if (f.op in FTS) {
    // A column that is not a tsvector is converted (to_tsvector), as PostgREST does since v12.
    const type = rel.type(f.column);
    const lang = f.language ? `${params.add(f.language)}::regconfig, ` : '';
    const target = type === undefined || type === 'tsvector' ? col : `to_tsvector(${lang}${col})`;
    sql = `${target} @@ ${FTS[f.op as keyof typeof FTS]}(${lang}${params.add(f.value)})`;
  } else if (f.op in SIMPLE) {
    sql = `${col} ${SIMPLE[f.op as keyof typeof SIMPLE]} ${params.add(f.value)}`;
  } else {
    const op = QUANT[f.op as keyof typeof QUANT];
    sql = f.quantifier
      ? `${col} ${op} ${f.quantifier}(${params.add(arrayLiteral(f.list.map(star)))})`
      : `${col} ${op} ${params.add(star(f.value))}`;
  }
  return f.negate ? `not (${sql})` : sql;
}

export function where(rel: Relation, filters: Filter[], params: Params): string {
  return filters.length === 0 ? '' : ` where ${filters.map((f) => condition(rel, f, params)).join(' and ')}`;
}

export function orderBy(rel: Relation, order: OrderItem[], source: string): string {
  if (order.length === 0) return '';
  const items = order.map(
    (o) =>
      `${source}.${rel.column(o.column)} ${o.desc ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
  );
  return ` order by ${items.join(', ')}`;
}

export const limits = (q: QueryParts) =>
  `${q.limit !== undefined ? ` limit ${q.limit}` : ''}${q.offset !== undefined ? ` offset ${q.offset}` : ''}`;

/**
 * Wraps the page's rows (`inner`, a SELECT) into the body in the negotiated media type and their count,
 * after any CTEs the statement needs first.
 */
export function aggregate(ctes: string[], inner: string, media: Media, shape: RowShape): string {
  return `with ${[...ctes, `_pgrst_page as (${inner})`].join(', ')}
    select ${bodySql(media, shape)} as body, count(*)::int as n from _pgrst_page _pgrst_t`;
}
