import type { FunctionEnv } from './env.ts';
import { HttpError } from './http.ts';
import { publicKeys } from './keys.ts';
import type { Db } from './supabase.ts';

export type Caller =
  | { kind: 'user'; userId: string; email: string | undefined; jwt: string }
  | { kind: 'anon' };

export const unauthorized = (message = 'Invalid or expired session'): HttpError =>
  new HttpError(401, message, 'unauthorized');

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The `role` claim of a JWT, read without verifying it (only used to recognise anon keys). */
export function jwtRole(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (typeof claims === 'object' && claims !== null && 'role' in claims) {
      const role = (claims as { role: unknown }).role;
      return typeof role === 'string' ? role : undefined;
    }
  } catch {
    // not a JWT: fall through
  }
  return undefined;
}

/** What the request claims, read without asking anyone: signed out, or a token still to be verified. */
export type Claimed = { kind: 'anon' } | { kind: 'token'; jwt: string };

/**
 * Signed out: one of the project's public keys (anon or publishable; supabase-js sends the key as the
 * bearer when signed out), or any anon-role token (it grants nothing an anon key does not). Otherwise
 * the bearer token, unverified: the caller must verify it (auth.getUser, or PostgREST when the token
 * is sent on, as chat-with-ai's reservation does). No credentials at all is 401.
 */
export function claimedCaller(request: Request, env: FunctionEnv): Claimed {
  const keys = publicKeys(env);
  const token = bearerToken(request);
  if (!token) {
    if (keys.includes(request.headers.get('apikey') ?? '')) return { kind: 'anon' };
    if (request.headers.has('authorization'))
      throw unauthorized("Authorization header is not 'Bearer <token>'");
    throw unauthorized('Missing authorization header');
  }
  if (keys.includes(token) || jwtRole(token) === 'anon') return { kind: 'anon' };
  return { kind: 'token', jwt: token };
}

/**
 * Who is calling: a signed-in user (their access token, verified with auth.getUser) or an anonymous
 * visitor (see claimedCaller).
 */
export async function identifyCaller(request: Request, env: FunctionEnv, admin: Db): Promise<Caller> {
  const claimed = claimedCaller(request, env);
  if (claimed.kind === 'anon') return claimed;
  const token = claimed.jwt;
  const { data, error } = await admin.auth.getUser(token);
  if (error || !data.user) {
    const status = error && 'status' in error && typeof error.status === 'number' ? error.status : 401;
    if (status === 0 || status >= 500) {
      throw new HttpError(503, 'Authentication service is not available.', 'auth_unavailable');
    }
    throw unauthorized();
  }
  return { kind: 'user', userId: data.user.id, email: data.user.email, jwt: token };
}

/** Like identifyCaller, but anonymous callers are refused. */
export async function requireUser(
  request: Request,
  env: FunctionEnv,
  admin: Db,
  anonymousMessage = 'Sign in required',
): Promise<Extract<Caller, { kind: 'user' }>> {
  const caller = await identifyCaller(request, env, admin);
  if (caller.kind !== 'user') throw unauthorized(anonymousMessage);
  return caller;
}
