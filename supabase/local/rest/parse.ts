import { notImplemented, PgrstError, parseError } from './errors.ts';

/**
 * The query-string grammar of PostgREST v13 (docs: references/api/tables_views.html#operators;
 * src/PostgREST/ApiRequest/QueryParams.hs pOpExpr): every operator, `any`/`all` on the quantifiable
 * ones, a language on the full-text ones.
 */
const QUANTIFIABLE_OPS = ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'] as const;
const FULL_TEXT_OPS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
const OTHER_OPS = [
  'neq',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const;
export const OPERATORS = [...QUANTIFIABLE_OPS, ...OTHER_OPS, ...FULL_TEXT_OPS] as const;
export type Operator = (typeof OPERATORS)[number];
/** Operators that take `(any)` / `(all)` and a `{a,b}` list (QuantOperator). */
export const QUANTIFIABLE = new Set<Operator>(QUANTIFIABLE_OPS);
export const FULL_TEXT = new Set<Operator>(FULL_TEXT_OPS);

export type Filter =
  | {
      kind: 'cond';
      column: string;
      op: Operator;
      negate: boolean;
      value: string;
      list: string[];
      quantifier?: 'any' | 'all';
      /** Full-text search configuration, `fts(english)`. */
      language?: string;
    }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export interface SelectItem {
  column: string; // '*' for all columns
  alias?: string;
  cast?: string;
  /** The cast as PostgreSQL spells it, set by resolveCasts (casts.ts); SQL only ever uses this. */
  castSql?: string;
}

export interface OrderItem {
  column: string;
  desc: boolean;
  nulls?: 'first' | 'last';
}

export interface QueryParts {
  select: SelectItem[];
  filters: Filter[];
  order: OrderItem[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
  /** Parameters that are not reserved words (for a GET on /rpc these are the function's arguments). */
  rest: Map<string, string>;
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'and',
  'or',
  'not.and',
  'not.or',
]);

export function parseQuery(params: URLSearchParams, { rpc = false } = {}): QueryParts {
  const parts: QueryParts = { select: [{ column: '*' }], filters: [], order: [], rest: new Map() };
  for (const [key, value] of params) {
    if (key === 'select') parts.select = parseSelect(value);
    else if (key === 'order') parts.order = parseOrder(value);
    else if (key === 'limit') parts.limit = nonNegative(key, value);
    else if (key === 'offset') parts.offset = nonNegative(key, value);
    else if (key === 'on_conflict') parts.onConflict = splitTopLevel(value).map(unquote);
    else if (key === 'columns') parts.columns = splitTopLevel(value).map(unquote);
    else if (RESERVED.has(key)) parts.filters.push(parseLogic(key, value));
    else if (rpc) rpcParam(parts, key, value);
    else parts.filters.push(parseCondition(key, value));
  }
  return parts;
}

/**
 * On GET /rpc a parameter whose value reads as an operator (`score=gt.20`) filters the result; any other
 * value is an argument (PostgREST's pRequestFilter with isRpcRead, QueryParams.hs).
 */
function rpcParam(parts: QueryParts, key: string, value: string): void {
  const head = /^(?:not\.)?([a-z]+)(?:\([^()]*\))?\./.exec(value)?.[1];
  if (head && (OPERATORS as readonly string[]).includes(head)) parts.filters.push(parseCondition(key, value));
  else parts.rest.set(key, value);
}

function nonNegative(key: string, value: string): number {
  if (!/^\d+$/.test(value))
    throw parseError(`"failed to parse ${key} parameter (${value})"`, `unexpected "${value}"`);
  return Number(value);
}

/** Splits on commas that are outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '\\' && quoted) {
      i += 1;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '(' || ch === '{')) depth += 1;
    else if (!quoted && (ch === ')' || ch === '}')) depth -= 1;
    else if (!quoted && depth === 0 && ch === ',') {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

function unquote(text: string): string {
  const t = text.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/\\(.)/g, '$1');
  return t;
}

export function parseSelect(value: string): SelectItem[] {
  const items = splitTopLevel(value);
  if (items.length === 0) return [{ column: '*' }];
  return items.map((raw) => {
    // Aggregates (`count()`, `amount.sum()`): Supabase leaves db-aggregates-enabled off, so PostgREST
    // refuses them with PGRST123, and so does this backend.
    if (
      /(^|\.)(count|sum|avg|min|max)\(\)(::[A-Za-z_][A-Za-z0-9_]*)?$/.test(raw.replace(/^[^:]+:(?!:)/, ''))
    ) {
      throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    if (raw.includes('(')) throw notImplemented('resource embedding (a related table in select)', raw);
    // PostgREST's grammar: a cast is one identifier, optionally an array of it (never words or spaces).
    const match = /^(?:([^:]+):(?!:))?([^:]+?)(?:::([A-Za-z_][A-Za-z0-9_]*(?:\[\])?))?$/.exec(raw);
    if (!match?.[2]) throw parseError(`"failed to parse select parameter (${value})"`, `unexpected "${raw}"`);
    const column = unquote(match[2]);
    if (column.includes('->')) throw notImplemented('JSON paths (->, ->>) in select', raw);
    return { column, alias: match[1] ? unquote(match[1]) : undefined, cast: match[3] };
  });
}

export function parseOrder(value: string): OrderItem[] {
  return splitTopLevel(value).map((raw) => {
    const [column, ...mods] = raw.split('.');
    if (!column) throw parseError(`"failed to parse order (${value})"`, `unexpected "${raw}"`);
    const item: OrderItem = { column: unquote(column), desc: false };
    for (const mod of mods) {
      if (mod === 'asc' || mod === 'desc') item.desc = mod === 'desc';
      else if (mod === 'nullsfirst' || mod === 'nullslast')
        item.nulls = mod === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(`"failed to parse order (${value})"`, `unexpected "${mod}"`);
    }
    return item;
  });
}

/** `column=[not.]op[(any|all)|(language)].value` */
export function parseCondition(column: string, expr: string): Filter {
  if (column.includes('->')) throw notImplemented('JSON paths (->, ->>) in filters', column);
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const head = dot < 0 ? rest : rest.slice(0, dot);
  const modifier = /^([a-z]+)\(([^()]*)\)$/.exec(head);
  const op = (modifier?.[1] ?? head) as Operator;
  if (!OPERATORS.includes(op)) {
    throw parseError(
      `"failed to parse filter (${expr})" (line 1, column 1)`,
      `unexpected "${op}" expecting an operator`,
    );
  }
  const value = dot < 0 ? '' : rest.slice(dot + 1);
  const filter: Filter = {
    kind: 'cond',
    column: unquote(column),
    op,
    negate,
    value: unquote(value),
    list: [],
  };
  if (modifier) {
    const arg = modifier[2] ?? '';
    if (QUANTIFIABLE.has(op) && (arg === 'any' || arg === 'all')) filter.quantifier = arg;
    else if (FULL_TEXT.has(op) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(arg)) filter.language = arg;
    else throw parseError(`"failed to parse filter (${expr})"`, `unexpected "(${arg})"`);
  }
  if (op === 'in' || filter.quantifier) {
    const [open, close] = op === 'in' ? ['(', ')'] : ['{', '}'];
    if (!value.startsWith(open) || !value.endsWith(close)) {
      throw parseError(`"failed to parse filter (${expr})"`, `expecting "${open}" for a list`);
    }
    filter.list = splitTopLevel(value.slice(1, -1)).map(unquote);
  }
  return filter;
}

/** How deep and/or trees may nest (PostgREST has no limit; 2,000 levels crashed the parser here). */
export const MAX_LOGIC_DEPTH = 16;

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` and friends. */
function parseLogic(key: string, value: string, depth = 1): Filter {
  if (depth > MAX_LOGIC_DEPTH) {
    throw parseError(
      '"failed to parse logic tree"',
      `and/or nested more than ${MAX_LOGIC_DEPTH} levels deep`,
    );
  }
  const negate = key.startsWith('not.');
  const op = (negate ? key.slice(4) : key) as 'and' | 'or';
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${value})"`, 'expecting "("');
  }
  const children = splitTopLevel(value.slice(1, -1)).map((item) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/.exec(item);
    if (nested?.[2] && nested[3]) return parseLogic(`${nested[1] ?? ''}${nested[2]}`, nested[3], depth + 1);
    const dot = item.indexOf('.');
    if (dot < 1) throw parseError(`"failed to parse logic tree (${value})"`, `unexpected "${item}"`);
    return parseCondition(item.slice(0, dot), item.slice(dot + 1));
  });
  return { kind: 'logic', op, negate, children };
}

export { type Preferences, parsePrefer } from './prefer.ts';
