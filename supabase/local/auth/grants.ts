import type { AuthRequest } from './context.ts';
import { checkPasswordStrength, normalizeEmail, str } from './context.ts';
import { AuthError, badRequest, validationFailed } from './errors.ts';
import { consumeAuthCode } from './flow.ts';
import { issueSession, refreshGrant } from './tokens.ts';
import { findUserByEmail, findUserById, passwordMatches } from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token(r: AuthRequest, body: Record<string, unknown>): Promise<unknown> {
  const grantType = r.url.searchParams.get('grant_type') ?? '';
  switch (grantType) {
    case 'password':
      return passwordGrant(r, body);
    case 'refresh_token':
      return refreshTokenGrant(r, body);
    case 'pkce':
      return pkceGrant(r, body);
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

async function passwordGrant(r: AuthRequest, body: Record<string, unknown>) {
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  if (email && phone)
    throw validationFailed('Only an email address or phone number should be provided on login.');
  if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw validationFailed('missing email or phone');
  const user = await findUserByEmail(r.ctx.db, normalizeEmail(email));
  // GoTrue checks the password before the confirmation, so a wrong password never reveals an account;
  // an unknown address is checked against a dummy hash so it takes as long as a known one.
  const matches = await passwordMatches(user, password);
  if (!user || !matches) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  const weak = weakPassword(password, r.ctx.config.minPasswordLength);
  const session = await r.ctx.db.transaction((q) => issueSession(q, user, 'password', r.ctx.config, r.meta));
  return weak ? { ...session, weak_password: weak } : session;
}

function weakPassword(password: string, minLength: number) {
  try {
    checkPasswordStrength(password, minLength);
    return null;
  } catch (error) {
    if (error instanceof AuthError && error.weakPasswordReasons) {
      return { message: error.message, reasons: error.weakPasswordReasons };
    }
    return null;
  }
}

async function refreshTokenGrant(r: AuthRequest, body: Record<string, unknown>) {
  const result = await r.ctx.db.transaction((q) => refreshGrant(q, body.refresh_token, r.ctx.config, r.meta));
  if (!result.ok) throw result.error; // thrown after the commit, so the revocation of reused tokens sticks
  return result.body;
}

async function pkceGrant(r: AuthRequest, body: Record<string, unknown>) {
  return r.ctx.db.transaction(async (q) => {
    const { userId, method } = await consumeAuthCode(q, body.auth_code, body.code_verifier);
    const user = await findUserById(q, userId);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return issueSession(q, user, method, r.ctx.config, r.meta);
  });
}
