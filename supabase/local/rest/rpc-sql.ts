import type { Media, RowShape } from './media.ts';
import type { QueryParts } from './parse.ts';
import type { ResolvedRoutine } from './routine.ts';
import {
  aggregate,
  FUNCTION_SOURCE,
  ident,
  limits,
  orderBy,
  Params,
  projection,
  qualified,
  resultRelation,
  where,
} from './sql.ts';
import { countSource } from './statements.ts';

export interface RpcStatement {
  sql: string;
  /** EXPLAIN of the rows a count covers (count=planned). */
  plannedSql: string;
  params: unknown[];
  plannedParams: unknown[];
}

const SHAPES: Record<string, RowShape> = {
  set: 'rows',
  'set-scalar': 'scalar',
  row: 'single-row',
  scalar: 'single-scalar',
  void: 'single-scalar',
};

/**
 * The call as PostgREST's callPlanToQuery writes it (src/PostgREST/Query/QueryBuilder.hs): named
 * arguments converted from JSON by json_to_record (types from the catalogue), the result as the CTE
 * `_pgrst_source` (one column `pgrst_scalar` for scalar results); then select, filters, order and
 * limits over it, the body in the negotiated media type, and the exact total when counted.
 */
export function rpcStatement(
  routine: ResolvedRoutine,
  args: Record<string, unknown>,
  rawBody: string | null,
  q: QueryParts,
  media: Media,
  count: 'exact' | 'planned' | 'estimated' | null,
): RpcStatement {
  const { fn } = routine;
  const params = new Params();
  const scalar = fn.returns === 'scalar' || fn.returns === 'set-scalar' || fn.returns === 'void';
  let call: string;
  let from = '';
  if (routine.wholeBody) {
    call = `${qualified(fn.name)}(${params.add(rawBody ?? '{}')}::${fn.params[0]?.type ?? 'json'})`;
  } else {
    const used = fn.params.filter((p) => p.name !== '' && p.name in args);
    call = `${qualified(fn.name)}(${used
      .map((p) => `${p.variadic ? 'variadic ' : ''}${ident(p.name)} => _pgrst_args.${ident(p.name)}`)
      .join(', ')})`;
    if (used.length > 0) {
      from = ` from json_to_record(${params.add(JSON.stringify(args))}::json) as _pgrst_args(${used
        .map((p) => `${ident(p.name)} ${p.type}`)
        .join(', ')})`;
    }
  }
  const source = scalar
    ? `select ${call} as pgrst_scalar${from}`
    : from === ''
      ? `select _pgrst_call.* from ${call} _pgrst_call`
      : `select _pgrst_call.*${from} cross join lateral ${call} _pgrst_call`;
  const cte = `${FUNCTION_SOURCE} as (${source})`;
  // The call's own parameters come first; each statement numbers its filters after them.
  const fork = () => {
    const p = new Params();
    p.values.push(...params.values);
    return p;
  };
  const rel = resultRelation(fn.name);
  const main = fork();
  const inner = `select ${projection(rel, q.select, FUNCTION_SOURCE)} from ${FUNCTION_SOURCE}${where(rel, q.filters, main)}${orderBy(rel, q.order, FUNCTION_SOURCE)}${limits(q)}`;
  const counted = count === 'exact' || count === 'estimated';
  const total = counted ? `(select count(*) from (${countSource(rel, q, main)}) _pgrst_c)::int` : 'null::int';
  const shape = SHAPES[fn.returns] ?? 'rows';
  const sql = aggregate([cte], inner, media, shape).replace(
    'count(*)::int as n from _pgrst_page _pgrst_t',
    `count(*)::int as n, ${total} as total from _pgrst_page _pgrst_t`,
  );
  const planned = fork();
  const plannedSql = `explain (format json) with ${cte} ${countSource(rel, q, planned)}`;
  return { sql, plannedSql, params: main.values, plannedParams: planned.values };
}
