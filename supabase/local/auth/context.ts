import type { IncomingMessage } from 'node:http';
import type { LocalConfig } from '../config.ts';
import type { Database, Queryable } from '../db/types.ts';
import { clientIp } from '../http.ts';
import { verifyJwt } from '../keys.ts';
import { AuthError, badRequest, validationFailed } from './errors.ts';
import type { SessionMeta } from './tokens.ts';
import { sessionExists } from './tokens.ts';
import { findUserById, type UserRow } from './users.ts';

export interface AuthContext {
  db: Database;
  config: LocalConfig;
  /** E-mail confirmation off: sign-up signs in at once (GoTrue's MAILER_AUTOCONFIRM). */
  autoconfirm: boolean;
  /** The server's own URL, used when a request carries no Host header. */
  serverUrl: string;
}

/** What one auth request needs besides its body. */
export interface AuthRequest {
  ctx: AuthContext;
  req: IncomingMessage;
  url: URL;
  /** Origin the client reached us on: e-mail links and the default redirect point back to it. */
  origin: string;
  meta: SessionMeta;
}

export function authRequest(ctx: AuthContext, req: IncomingMessage, url: URL): AuthRequest {
  const host = req.headers.host;
  const origin = host ? `http://${host}` : ctx.serverUrl;
  const ua = req.headers['user-agent'];
  return {
    ctx,
    req,
    url,
    origin,
    meta: { issuer: `${origin}/auth/v1`, userAgent: typeof ua === 'string' ? ua : null, ip: clientIp(req) },
  };
}

export function parseJsonBody(raw: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Error('expected a JSON object');
    }
    return value as Record<string, unknown>;
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

/**
 * GoTrue's GetReferrer: redirect_to when it is allowed, else the Referer header when allowed, else the
 * site URL. Allowed: the site's own host (any port on loopback), loopback addresses, and the
 * additional_redirect_urls of config.toml (as prefixes). The site URL is the origin we were reached on.
 */
export function resolveRedirect(r: AuthRequest, candidate: unknown): string {
  for (const value of [candidate, r.req.headers.referer]) {
    if (typeof value === 'string' && redirectAllowed(r, value)) return value;
  }
  return r.origin;
}

function redirectAllowed(r: AuthRequest, value: string): boolean {
  let target: URL;
  try {
    target = new URL(value);
  } catch {
    return false;
  }
  const site = new URL(r.origin);
  if (target.protocol === site.protocol && target.hostname === site.hostname) return true;
  if ((target.protocol === 'http:' || target.protocol === 'https:') && LOOPBACK.test(target.hostname))
    return true;
  return r.ctx.config.additionalRedirectUrls.some(
    (allowed) => value === allowed || value.startsWith(allowed),
  );
}

export function str(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

/** GoTrue's validateEmail (the format check is a simple local@domain.tld test). */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** GoTrue's checkPasswordStrength with config.toml's minimum length. */
export function checkPasswordStrength(password: string, minLength: number): void {
  if (password.length > 72) throw validationFailed('Password cannot be longer than 72 characters');
  if (password.length < minLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, [
      'length',
    ]);
  }
}

export interface Authenticated {
  user: UserRow;
  sessionId: string | null;
}

/** GoTrue's requireAuthentication: a valid bearer access token whose user and session still exist. */
export async function requireUser(q: Queryable, req: IncomingMessage): Promise<Authenticated> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const check = await verifyJwt(match[1]);
  if (!check.ok) {
    const why =
      check.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token is malformed';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  const sub = check.claims.sub;
  if (!sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!/^[0-9a-f-]{36}$/i.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(q, sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof check.claims.session_id === 'string' ? check.claims.session_id : null;
  if (sessionId && !/^[0-9a-f-]{36}$/i.test(sessionId)) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  if (sessionId && !(await sessionExists(q, sessionId))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId };
}
