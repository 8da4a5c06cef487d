import type { IncomingMessage } from 'node:http';
import type { LocalConfig } from '../config.ts';
import type { Database, Queryable } from '../db/types.ts';
import type { HostPolicy } from '../hosts.ts';
import { clientIp, jsonTooDeep } from '../http.ts';
import type { JwtKeys } from '../keys.ts';
import { AuthError, badRequest, validationFailed } from './errors.ts';
import { passwordTooLong } from './password.ts';
import type { AuthRateLimits } from './ratelimit.ts';
import { redirectAllowed } from './redirect.ts';
import type { SessionMeta } from './tokens.ts';
import { findUserAndSession, type UserRow } from './users.ts';

export interface AuthContext {
  db: Database;
  config: LocalConfig;
  /** E-mail confirmation off: sign-up signs in at once (GoTrue's MAILER_AUTOCONFIRM). */
  autoconfirm: boolean;
  /** The server's own URL (the bound address). */
  serverUrl: string;
  jwt: JwtKeys;
  limits: AuthRateLimits;
  /** Set once the server listens: the Host headers it answers for and its public URL. */
  hosts: HostPolicy | null;
  /** When each address last asked for a reset e-mail (known or not, so the answer reveals nothing). */
  recoverTimes: Map<string, number>;
}

/** What one auth request needs besides its body. */
export interface AuthRequest {
  ctx: AuthContext;
  req: IncomingMessage;
  url: URL;
  /** The server's public URL (site_url when it names this server, else the bound address): e-mail
   * links and the default redirect point to it; never the client's Host header. */
  origin: string;
  meta: SessionMeta;
}

export function authRequest(ctx: AuthContext, req: IncomingMessage, url: URL): AuthRequest {
  const origin = ctx.hosts?.publicUrl ?? ctx.serverUrl;
  const ua = req.headers['user-agent'];
  return {
    ctx,
    req,
    url,
    origin,
    meta: {
      issuer: `${origin}/auth/v1`,
      jwt: ctx.jwt,
      userAgent: typeof ua === 'string' ? ua : null,
      ip: clientIp(req),
    },
  };
}

export function parseJsonBody(raw: Buffer): Record<string, unknown> {
  const text = raw.toString('utf8');
  if (jsonTooDeep(text))
    throw badRequest('bad_json', 'Could not parse request body as JSON: nested too deeply');
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Error('expected a JSON object');
    }
    return value as Record<string, unknown>;
  } catch (error) {
    throw badRequest(
      'bad_json',
      error instanceof SyntaxError ? 'Could not parse request body as JSON' : (error as Error).message,
    );
  }
}

/**
 * GoTrue's GetReferrer: redirect_to when it is allowed, else the Referer header when allowed, else the
 * site URL (see redirect.ts for what is allowed).
 */
export function resolveRedirect(r: AuthRequest, candidate: unknown): string {
  const { config, hosts } = r.ctx;
  for (const value of [candidate, r.req.headers.referer]) {
    if (typeof value !== 'string' || !hosts) continue;
    if (redirectAllowed(value, config.siteUrl, config.additionalRedirectUrls, hosts)) return value;
  }
  return r.origin;
}

export function str(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

const INVALID_EMAIL = 'Unable to validate email address: invalid format';
/** Control characters, zero-width and other invisible format characters (lookalike addresses). */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0]/u;

/** NFKC and lower case, so lookalikes (fullwidth letters, ligatures) are one address; invisible
 * characters and NUL are refused. Used for every lookup and every stored address. */
export function normalizeEmail(email: string): string {
  if (INVISIBLE.test(email)) throw validationFailed(INVALID_EMAIL);
  return email.normalize('NFKC').toLowerCase();
}

/** GoTrue's validateEmail (the format check is a simple local@domain.tld test), after normalizeEmail. */
export function validateEmail(raw: string): string {
  if (raw === '') throw validationFailed('An email address is required');
  const email = normalizeEmail(raw);
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw validationFailed(INVALID_EMAIL);
  return email;
}

/** GoTrue's checkPasswordStrength with config.toml's minimum length. */
export function checkPasswordStrength(password: string, minLength: number): void {
  // bcrypt reads 72 bytes; GoTrue counts bytes too (36 × "é" is already 72).
  if (passwordTooLong(password)) throw validationFailed('Password cannot be longer than 72 characters');
  if (password.length < minLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, [
      'length',
    ]);
  }
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export interface Authenticated {
  user: UserRow;
  sessionId: string | null;
}

/** GoTrue's requireAuthentication: a valid bearer access token whose user and session still exist. */
export async function requireUser(q: Queryable, req: IncomingMessage, jwt: JwtKeys): Promise<Authenticated> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const check = await jwt.verify(match[1]);
  if (!check.ok) {
    const why =
      check.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token is malformed';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  const sub = check.claims.sub;
  if (!sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!/^[0-9a-f-]{36}$/i.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const claimed = typeof check.claims.session_id === 'string' ? check.claims.session_id : '';
  // GoTrue ignores an empty or nil session_id (tokens minted without a session).
  const sessionId = claimed === '' || claimed === NIL_UUID ? null : claimed;
  // GoTrue reads the user first (user_not_found), then checks the claim's form, then the session.
  const malformedSession = sessionId !== null && !/^[0-9a-f-]{36}$/i.test(sessionId);
  // The user and its session in one query (GoTrue makes two).
  const found = await findUserAndSession(q, sub, malformedSession ? null : sessionId);
  if (!found) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (malformedSession) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  if (!found.session) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user: found.user, sessionId };
}
