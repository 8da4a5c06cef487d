import { randomBytes, randomUUID } from 'node:crypto';
import type { LocalConfig } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import type { JwtKeys } from '../keys.ts';
import { AuthError, OAuthError } from './errors.ts';
import { findUserById, type UserRow, userJson } from './users.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface SessionMeta {
  issuer: string;
  jwt: JwtKeys;
  userAgent: string | null;
  ip: string | null;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: AmrEntry[];
}

const newRefreshToken = () => randomBytes(16).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An access token with GoTrue's claims for this user and session. */
export async function accessToken(
  user: UserRow,
  session: SessionRow,
  config: LocalConfig,
  meta: SessionMeta,
): Promise<{ token: string; expiresAt: number }> {
  const iat = nowSeconds();
  const exp = iat + config.jwtExpiry;
  const token = await meta.jwt.sign({
    iss: meta.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous ?? false,
  });
  return { token, expiresAt: exp };
}

async function tokenResponse(
  q: Queryable,
  userId: string,
  session: SessionRow,
  refreshToken: string,
  config: LocalConfig,
  meta: SessionMeta,
) {
  const user = await findUserById(q, userId);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const { token, expiresAt } = await accessToken(user, session, config, meta);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Starts a session (sign-in): a sessions row, its first refresh token and an access token. */
export async function issueSession(
  q: Queryable,
  user: UserRow,
  method: string,
  config: LocalConfig,
  meta: SessionMeta,
) {
  const session: SessionRow = {
    id: randomUUID(),
    user_id: user.id,
    aal: 'aal1',
    amr: [{ method, timestamp: nowSeconds() }],
  };
  await q.query(
    `insert into auth.sessions (id, user_id, aal, amr, user_agent, ip) values ($1::uuid, $2::uuid, $3, $4::jsonb, $5, $6)`,
    [session.id, user.id, session.aal, JSON.stringify(session.amr), meta.userAgent, meta.ip],
  );
  const refresh = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2::uuid, $3::uuid)`,
    [refresh, user.id, session.id],
  );
  await q.query(`update auth.users set last_sign_in_at = now() where id = $1::uuid`, [user.id]);
  return tokenResponse(q, user.id, session, refresh, config, meta);
}

interface RefreshRow {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  updated_at: string;
  session: SessionRow | null;
}

/**
 * grant_type=refresh_token with rotation: the used token is revoked and replaced by its child. A revoked
 * token that is the parent of the active one gets that active child again (a client that lost the
 * answer); any other reuse revokes the whole session's tokens and fails with refresh_token_already_used
 * (so a stolen, already rotated token never yields a session, however often it is replayed).
 * Returns an error instead of throwing it when the revocation must still be committed.
 */
export async function refreshGrant(
  q: Queryable,
  refreshToken: unknown,
  config: LocalConfig,
  meta: SessionMeta,
): Promise<{ ok: true; body: unknown } | { ok: false; error: AuthError }> {
  if (typeof refreshToken !== 'string' || refreshToken === '') {
    throw new OAuthError('invalid_request', 'refresh_token required');
  }
  const { rows } = await q.query<{ j: string }>(
    `select (to_jsonb(rt) || jsonb_build_object('session', to_jsonb(s)))::text as j
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
      where rt.token = $1 for update of rt`,
    [refreshToken],
  );
  const row = rows[0] ? (JSON.parse(rows[0].j) as RefreshRow) : null;
  if (!row)
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (!row.session)
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const alreadyUsed = {
    ok: false as const,
    error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  };
  let issued: string | null = null;
  if (row.revoked) {
    const active = await q.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens where session_id = $1::uuid and not revoked
        order by id desc limit 1`,
      [row.session_id],
    );
    // The client lost the answer to its last refresh: hand the same child out again (no new token).
    if (active.rows[0]?.parent === row.token) issued = active.rows[0].token;
    else {
      // Any other reuse of a revoked token means it leaked: end the family, never issue a session.
      await revokeFamily(q, row.session_id);
      return alreadyUsed;
    }
  }
  if (issued === null) {
    // Conditional: of two concurrent uses of one token only one can swap it for a child.
    const swapped = await q.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1 and not revoked`,
      [row.token],
    );
    if (swapped.affectedRows !== 1) {
      await revokeFamily(q, row.session_id);
      return alreadyUsed;
    }
    issued = newRefreshToken();
    await q.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2::uuid, $3::uuid, $4)`,
      [issued, row.user_id, row.session_id, row.token],
    );
  }
  await q.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1::uuid`, [
    row.session_id,
  ]);
  return { ok: true, body: await tokenResponse(q, row.user_id, row.session, issued, config, meta) };
}

/** Revokes every token of a session (GoTrue's RevokeTokenFamily); revoked ones keep their updated_at. */
async function revokeFamily(q: Queryable, sessionId: string): Promise<void> {
  await q.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid and not revoked`,
    [sessionId],
  );
}

/** Ends sessions: global = all of the user's, local = this one, others = all but this one. */
export async function logout(
  q: Queryable,
  userId: string,
  sessionId: string | null,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (sessionId && scope === 'local') {
    await q.query(`delete from auth.sessions where id = $1::uuid`, [sessionId]);
  } else if (sessionId && scope === 'others') {
    await q.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [
      userId,
      sessionId,
    ]);
  } else {
    await q.query(`delete from auth.sessions where user_id = $1::uuid`, [userId]);
  }
}
