import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { AuthError, validationFailed } from './errors.ts';

/** How long an issued PKCE auth code (or an unused flow state) stays valid: GoTrue's default, 5 minutes. */
const FLOW_STATE_TTL_MS = 5 * 60 * 1000;

/** Authentication methods as GoTrue names them in flow states and in the amr claim. */
export type FlowMethod = 'email/signup' | 'recovery' | 'magiclink';

export interface PkceParams {
  codeChallenge: string;
  codeChallengeMethod: string;
}

/** GoTrue's validatePKCEParams: both or neither, and a challenge of 43-128 URL-safe characters. */
export function readPkceParams(body: Record<string, unknown>): PkceParams | null {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method : '';
  if ((challenge === '') !== (method === '')) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (challenge === '') return null;
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw validationFailed(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw validationFailed(`code challenge method not supported: ${method}`);
  }
  return { codeChallenge: challenge, codeChallengeMethod: normalized };
}

export async function createFlowState(q: Queryable, userId: string, method: FlowMethod, pkce: PkceParams) {
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
     values ($1::uuid, $2::uuid, $3, $4, $5, $6)`,
    [randomUUID(), userId, randomUUID(), pkce.codeChallenge, pkce.codeChallengeMethod, method],
  );
}

/** At verify time: hands out the auth code of the user's latest flow state for this method. */
export async function issueAuthCode(q: Queryable, userId: string, method: FlowMethod): Promise<string> {
  const { rows } = await q.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state where user_id = $1::uuid and authentication_method = $2
      order by created_at desc limit 1`,
    [userId, method],
  );
  const row = rows[0];
  if (!row) {
    throw new AuthError(
      400,
      'flow_state_not_found',
      'No associated flow state found. No valid flow state found for user.',
    );
  }
  await q.query(`update auth.flow_state set auth_code_issued_at = now() where id = $1::uuid`, [row.id]);
  return row.auth_code;
}

/** grant_type=pkce: checks the code verifier against the stored challenge and consumes the flow state. */
export async function consumeAuthCode(
  q: Queryable,
  authCode: unknown,
  codeVerifier: unknown,
): Promise<{ userId: string; method: string }> {
  if (typeof authCode !== 'string' || typeof codeVerifier !== 'string' || !authCode || !codeVerifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const { rows } = await q.query<{ j: string }>(
    `select to_jsonb(f)::text as j from auth.flow_state f where auth_code = $1 for update`,
    [authCode],
  );
  const flow = rows[0]
    ? (JSON.parse(rows[0].j) as {
        id: string;
        user_id: string | null;
        code_challenge: string;
        code_challenge_method: string;
        authentication_method: string;
        created_at: string;
        auth_code_issued_at: string | null;
      })
    : null;
  if (!flow?.user_id) {
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  const issuedAt = Date.parse(flow.auth_code_issued_at ?? flow.created_at);
  if (Date.now() > issuedAt + FLOW_STATE_TTL_MS) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected =
    flow.code_challenge_method === 'plain'
      ? codeVerifier
      : createHash('sha256').update(codeVerifier).digest('base64url');
  if (expected !== flow.code_challenge) {
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await q.query(`delete from auth.flow_state where id = $1::uuid`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
