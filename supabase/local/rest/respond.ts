import type { IncomingMessage } from 'node:http';
import type { Database, Queryable } from '../db/types.ts';
import { jsonTooDeep } from '../http.ts';
import type { JwtKeys } from '../keys.ts';
import { PgrstError, singularityError } from './errors.ts';
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

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export const wantsObject = (req: IncomingMessage) =>
  (req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');

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

type AggRow = { body: string; n: number; first: string | null };

/** Runs an aggregate statement; with an object Accept header anything but one row is PGRST116. */
export async function runAggregate(tx: Queryable, stmt: Statement, singular: boolean) {
  const row = (await tx.query<AggRow>(stmt.sql, stmt.params)).rows[0] ?? { body: '[]', n: 0, first: null };
  if (singular && row.n !== 1) throw singularityError(row.n);
  return { body: singular ? (row.first ?? 'null') : row.body, n: row.n, first: row.first ?? 'null' };
}
