import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';
import { isPlanId, type PlanId } from './plans.ts';
import { isRecord } from './validate.ts';

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

/** One row out of an rpc answer (a set-returning function gives an array, a scalar one a value). */
export function firstRow(data: unknown): Record<string, unknown> | undefined {
  const row = Array.isArray(data) ? data[0] : data;
  return isRecord(row) ? row : undefined;
}

/** Calls a SQL function and returns its first row; throws the mapped failure on error. */
export async function rpcRow(
  client: SupabaseClient,
  fn: string,
  args: Record<string, unknown>,
  what = `call ${fn}`,
): Promise<Record<string, unknown>> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw dbFailure(what, error);
  const row = firstRow(data);
  if (!row) throw dbFailure(what, { message: 'no row returned' });
  return row;
}

/** The usage figures every chat answer and confirm-payment carries. */
export interface Usage {
  used: number;
  limit: number;
  remaining: number;
  plan: PlanId | 'anonymous';
}

export function toUsage(row: Record<string, unknown>): Usage {
  const limit = Number(row.daily_limit ?? row.limit ?? row.cap ?? 0);
  const used = Number(row.used ?? 0);
  const remaining = row.remaining === undefined ? Math.max(0, limit - used) : Number(row.remaining);
  const plan = isPlanId(row.plan) ? row.plan : 'anonymous';
  return { used, limit, remaining, plan };
}
