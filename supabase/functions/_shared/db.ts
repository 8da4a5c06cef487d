import type { Database } from './contract/database.types.ts';
import { readUsage, type Usage } from './contract/usage.ts';
import { HttpError } from './http.ts';
import type { Db } from './supabase.ts';

/** A PostgREST / Postgres error as supabase-js reports it. */
export interface DbError {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

/** Turns a failed database call into our answer: unreachable → 503, anything else → 500 (logged). */
export function dbFailure(what: string, error: DbError): HttpError {
  console.error(`[db] ${what} failed`, error);
  const unreachable = !error.code && /fetch|network|connect|ECONNREFUSED/i.test(error.message);
  if (unreachable) return new HttpError(503, 'Database connection not available', 'db_unavailable');
  return new HttpError(500, `Failed to ${what}`, 'db_error');
}

type SqlFunctions = Database['public']['Functions'];
export type SqlFunction = keyof SqlFunctions;
/** One row of what a SQL function returns (its first row, for a set-returning one). */
export type SqlRow<F extends SqlFunction> = SqlFunctions[F]['Returns'] extends readonly (infer R)[]
  ? R
  : SqlFunctions[F]['Returns'];

/** One row out of an rpc answer (a set-returning function gives an array, a scalar one a value). */
export function firstRow<T>(data: T | readonly T[] | null): T | undefined {
  const row = Array.isArray(data) ? (data as readonly T[])[0] : (data as T | null);
  return row === null ? undefined : row;
}

/** Calls a SQL function and returns its first row; throws the mapped failure on error. */
export async function rpcRow<F extends SqlFunction>(
  client: Db,
  fn: F,
  args: SqlFunctions[F]['Args'],
  what = `call ${fn}`,
): Promise<SqlRow<F>> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw dbFailure(what, error);
  const row = firstRow(data as SqlRow<F> | SqlRow<F>[] | null);
  if (row === undefined) throw dbFailure(what, { message: 'no row returned' });
  return row;
}

/** The figures of a quota row (reserve_question, refund_question, get_usage); a row without them is a bug. */
export function usageFromRow(row: unknown, what: string): Usage {
  const usage = readUsage(row);
  if (!usage) throw dbFailure(what, { message: 'no usage figures returned' });
  return usage;
}
