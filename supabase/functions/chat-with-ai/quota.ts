import { type Claimed, unauthorized } from '../_shared/auth.ts';
import type { Usage } from '../_shared/contract/usage.ts';
import { dbFailure, firstRow, rpcRow, usageFromRow } from '../_shared/db.ts';
import { HttpError } from '../_shared/http.ts';
import type { Db } from '../_shared/supabase.ts';

/** Server-side per-IP daily cap for anonymous callers (on top of the browser's own 5 a day). */
export const DEFAULT_ANON_DAILY_CAP = 50;

export interface Reservation {
  usage: Usage;
  /** Gives the question back after a provider failure (signed-in users only; once): the new figures. */
  refund(): Promise<Usage | undefined>;
}

export const dailyLimitExceeded = (usage: Usage): HttpError =>
  new HttpError(429, 'Daily limit exceeded', 'daily_limit', { usage });

/** The clients a reservation uses: the service role's, and the public one that calls as the caller. */
export interface QuotaClients {
  admin: Db;
  /** Made on first use: only signed-in callers need it. */
  asCaller: () => Db;
}

/**
 * The API refused the caller's token: PostgREST's JWT errors (401: bad signature, expired), no
 * EXECUTE for the token's role (42501: a service-role or other non-user token), or
 * reserve_my_question's own refusal (28000: no such user, deleted, banned, or the session is gone).
 */
const sessionRefused = (status: number, code: string | undefined) =>
  status === 401 || code === '28000' || code === '42501';

/**
 * Takes one question from the caller's allowance before the AI is called: reserve_anon_question for
 * an anonymous IP hash; for a signed-in caller, reserve_my_question called with the caller's own token,
 * which verifies it (PostgREST), checks the user and the session in SQL, and reserves (idempotent on
 * the request id) in one request — no separate auth.getUser hop (issue 20).
 */
export async function reserveQuestion(
  clients: QuotaClients,
  caller: Claimed,
  requestId: string,
  anon: { ipHash: string; cap: number },
): Promise<Reservation> {
  const { admin } = clients;
  if (caller.kind === 'anon') {
    const args = { p_ip_hash: anon.ipHash, p_cap: anon.cap };
    const row = await rpcRow(admin, 'reserve_anon_question', args, 'record question');
    const used = Number(row.used ?? 0);
    const cap = Number(row.cap ?? anon.cap);
    const usage: Usage = { used, limit: cap, remaining: Math.max(0, cap - used), plan: 'anonymous' };
    if (row.allowed !== true) throw dailyLimitExceeded({ ...usage, remaining: 0 });
    return { usage, refund: async () => undefined };
  }
  const { data, error, status } = await clients
    .asCaller()
    .rpc('reserve_my_question', { p_request_id: requestId })
    .setHeader('Authorization', `Bearer ${caller.jwt}`);
  if (error?.code === '23505') throw new HttpError(409, 'Request ID already used', 'request_id_conflict');
  if (error && sessionRefused(status, error.code)) throw unauthorized();
  if (error) throw dbFailure('record question', error);
  const row = firstRow(data);
  if (!row) throw dbFailure('record question', { message: 'no row returned' });
  const usage = usageFromRow(row, 'record question');
  if (row.allowed !== true) throw dailyLimitExceeded({ ...usage, remaining: 0 });
  const args = { p_user_id: row.user_id, p_request_id: requestId };
  return {
    usage,
    refund: async () => {
      const { data, error } = await admin.rpc('refund_question', args);
      // The answer already failed; a failed refund is logged, not shown.
      if (error) {
        dbFailure('refund a question', error);
        return undefined;
      }
      const refunded = firstRow(data);
      return refunded ? usageFromRow(refunded, 'refund a question') : undefined;
    },
  };
}
