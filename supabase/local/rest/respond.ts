import type { IncomingMessage } from 'node:http';
import type { Database, Queryable } from '../db/types.ts';
import { jsonTooDeep } from '../http.ts';
import type { JwtKeys } from '../keys.ts';
import { PgrstError, singularityError } from './errors.ts';
import type { Preferences } from './prefer.ts';
import type { SchemaCache } from './schema.ts';
import type { Statement } from './sql.ts';

export interface RestContext {
  db: Database;
  schema: SchemaCache;
  jwt: JwtKeys;
  /** [api] max_rows: the most rows one read returns (PostgREST's db-max-rows). */
  maxRows: number | null;
  /** Real PostgreSQL: statement_timeout per request (ms); null on PGlite. */
  statementTimeoutMs: number | null;
}

export const timed = (ctx: RestContext) => ctx.statementTimeoutMs;

/** PostgREST's db-max-rows: a read never returns more than maxRows rows, whatever limit was asked. */
export function capRows<T extends { limit?: number }>(q: T, maxRows: number | null): T {
  if (maxRows === null) return q;
  return { ...q, limit: Math.min(q.limit ?? maxRows, maxRows) };
}

export interface RestResult {
  status: number;
  body: string | null;
  headers?: Record<string, string>;
}

/**
 * The Range header (`Range: 0-9`, items), on GET only, intersected with limit/offset as PostgREST's
 * getRanges does (src/PostgREST/ApiRequest.hs); an empty range is 416 PGRST103.
 */
export function applyRange<T extends { limit?: number; offset?: number }>(q: T, req: IncomingMessage): T {
  const header = req.method === 'GET' ? req.headers.range : undefined;
  const match = typeof header === 'string' ? /^(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return q;
  const lower = Number(match[1]);
  const upper = match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2]);
  if (upper < lower) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  // Intersect [lower, upper] with [offset, offset + limit - 1].
  const qLower = q.offset ?? 0;
  const qUpper = q.limit === undefined ? Number.POSITIVE_INFINITY : qLower + q.limit - 1;
  const from = Math.max(lower, qLower);
  const to = Math.min(upper, qUpper);
  const limit = Number.isFinite(to) ? Math.max(0, to - from + 1) : undefined;
  return { ...q, offset: from, ...(limit === undefined ? {} : { limit }) };
}

/** Content-Range as PostgREST writes it (RangeQuery.hs contentRangeH). */
export function contentRange(lower: number, n: number, total: number | null): string {
  const upper = lower + n - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 200, 206 when the page holds fewer rows than the (exact, planned or estimated) total, 416 past it. */
export function rangeStatus(lower: number, n: number, total: number | null): number {
  if (total === null) return 200;
  if (lower > total) return 416;
  return n < total ? 206 : 200;
}

export function parseJson(raw: Buffer, allowEmpty: boolean): unknown {
  const text = raw.toString('utf8');
  if (text.trim() === '' && allowEmpty) return {};
  if (jsonTooDeep(text)) throw new PgrstError(400, 'PGRST102', 'JSON nested too deeply');
  try {
    return JSON.parse(text);
  } catch {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
}

type AggRow = { body: string | null; n: number; inserted?: number };

/** Runs a statement built by aggregate(); with a singular media type anything but one row is PGRST116. */
export async function runAggregate(tx: Queryable, stmt: Statement, singular: boolean) {
  const row = (await tx.query<AggRow>(stmt.sql, stmt.params)).rows[0] ?? { body: null, n: 0 };
  if (singular && row.n !== 1) throw singularityError(row.n);
  return { body: row.body, n: row.n, inserted: row.inserted ?? 0 };
}

/** `timezone=` applies only when PostgreSQL knows the name; otherwise it is an invalid preference. */
export async function checkTimezone(db: Queryable, prefs: Preferences): Promise<void> {
  if (!prefs.timezone) return;
  const known = await db.query('select 1 from pg_timezone_names where name = $1', [prefs.timezone]);
  if (known.rows.length === 0) {
    prefs.invalid.push(`timezone=${prefs.timezone}`);
    prefs.timezone = null;
  }
}
