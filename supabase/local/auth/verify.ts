import type { Queryable } from '../db/types.ts';
import { type AuthRequest, resolveRedirect, str, validateEmail } from './context.ts';
import { AuthError, badRequest, validationFailed } from './errors.ts';
import { type FlowMethod, issueAuthCode } from './flow.ts';
import { expired, tokenHash } from './mail.ts';
import { issueSession } from './tokens.ts';
import { confirmEmail, findUserByEmail, findUserByToken, type UserRow } from './users.ts';

type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email';

const LINK_INVALID = 'Email link is invalid or has expired';
const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function methodFor(type: VerifyType): FlowMethod {
  if (type === 'recovery') return 'recovery';
  if (type === 'magiclink') return 'magiclink';
  return 'email/signup';
}

/** Finds the user a link's token belongs to (GoTrue's verifyTokenHash), refusing expired links. */
async function userForTokenHash(q: Queryable, type: string, hash: string, otpExpiry: number) {
  let user: UserRow | null;
  let resolved: VerifyType;
  if (type === 'signup' || type === 'invite') {
    user = await findUserByToken(q, 'confirmation_token', hash);
    resolved = type;
  } else if (type === 'recovery' || type === 'magiclink') {
    user = await findUserByToken(q, 'recovery_token', hash);
    resolved = type;
  } else if (type === 'email') {
    user = await findUserByToken(q, 'confirmation_token', hash);
    resolved = 'signup';
    if (!user) {
      user = await findUserByToken(q, 'recovery_token', hash);
      resolved = 'magiclink';
    }
  } else {
    throw validationFailed('Invalid email verification type');
  }
  if (!user) throw new AuthError(403, 'otp_expired', LINK_INVALID);
  const sentAt =
    resolved === 'signup' || resolved === 'invite' ? user.confirmation_sent_at : user.recovery_sent_at;
  if (expired(sentAt, otpExpiry)) throw new AuthError(403, 'otp_expired', LINK_INVALID);
  return { user, type: resolved };
}

/** Applies what the link proves: a confirmed address, or a used-up recovery token (which also confirms). */
async function applyVerification(q: Queryable, user: UserRow, type: VerifyType): Promise<void> {
  if (type === 'recovery' || type === 'magiclink') {
    await q.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1::uuid`, [
      user.id,
    ]);
  }
  if (!user.email_confirmed_at || type === 'signup' || type === 'invite') await confirmEmail(q, user.id);
}

/**
 * GET /verify — the link in the e-mail. PKCE tokens (prefix `pkce_`) redirect to redirect_to with
 * `?code=`; others with the session in the URL fragment. Failures redirect with the error in the
 * fragment (and, for PKCE, in the query too), as GoTrue does.
 */
export async function verifyGet(r: AuthRequest): Promise<string> {
  const token = r.url.searchParams.get('token') ?? '';
  const type = r.url.searchParams.get('type') ?? '';
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  const redirectTo = resolveRedirect(r, r.url.searchParams.get('redirect_to'));
  const pkce = token.startsWith('pkce_');
  try {
    const outcome = await r.ctx.db.transaction(async (q) => {
      const found = await userForTokenHash(q, type, token, r.ctx.config.otpExpiry);
      await applyVerification(q, found.user, found.type);
      if (pkce) {
        return { code: await issueAuthCode(q, found.user.id, methodFor(found.type)), session: undefined };
      }
      return { code: undefined, session: await issueSession(q, found.user, 'otp', r.ctx.config, r.meta) };
    });
    if (outcome.code !== undefined) {
      const target = new URL(redirectTo);
      target.searchParams.set('code', outcome.code);
      return target.toString();
    }
    const s = outcome.session;
    if (!s) throw new Error('verify produced neither a code nor a session');
    const fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      sb: '',
      token_type: s.token_type,
      type,
    });
    return `${redirectTo}#${fragment.toString()}`;
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return errorRedirect(redirectTo, error, pkce);
  }
}

function errorRedirect(redirectTo: string, error: AuthError, pkce: boolean): string {
  const target = new URL(redirectTo);
  const params: [string, string][] = [];
  const oauth = OAUTH_ERROR[error.status];
  if (oauth) params.push(['error', oauth]);
  params.push(['error_code', error.code], ['error_description', error.message]);
  if (pkce) for (const [k, v] of params) target.searchParams.set(k, v);
  target.hash = new URLSearchParams([...params, ['sb', '']]).toString();
  return target.toString();
}

/** POST /verify — a code typed by the user ({email, token, type}) or a token hash ({token_hash, type}). */
export async function verifyPost(r: AuthRequest, body: Record<string, unknown>): Promise<unknown> {
  const type = str(body, 'type');
  const token = str(body, 'token');
  const hash = str(body, 'token_hash');
  if (type === '') throw validationFailed('Verify requires a verification type');
  if ((token === '') === (hash === ''))
    throw validationFailed('Verify requires either a token or a token hash');
  const email = str(body, 'email');
  if (hash && (email || str(body, 'phone') || str(body, 'redirect_to'))) {
    throw validationFailed('Only the token_hash and type should be provided');
  }
  if (token && !email) {
    if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    throw validationFailed('Only an email address or phone number should be provided on verify');
  }
  // Typed codes are also limited per address, whichever IPs the guesses come from.
  const address = token ? validateEmail(email) : '';
  if (token) r.ctx.limits.check('token_verifications', `address:${address}`);
  const outcome = await r.ctx.db.transaction(async (q) => {
    let found: { user: UserRow; type: VerifyType };
    if (hash) {
      found = await userForTokenHash(q, type, hash, r.ctx.config.otpExpiry);
    } else {
      const user = await findUserByEmail(q, address);
      const ok = user ? otpMatches(user, type, tokenHash(address, token), r.ctx.config.otpExpiry) : null;
      if (!user || !ok) {
        if (user) await countWrongCode(q, user.id);
        return { error: new AuthError(403, 'otp_expired', 'Token has expired or is invalid') };
      }
      found = { user, type: ok };
    }
    await applyVerification(q, found.user, found.type);
    return { session: await issueSession(q, found.user, 'otp', r.ctx.config, r.meta) };
  });
  if ('error' in outcome) throw outcome.error; // after the commit, so the wrong try stays counted
  return outcome.session;
}

/** Wrong codes a pending e-mail code survives; the next wrong one voids it (a new e-mail resets this). */
export const MAX_WRONG_CODES = 5;

async function countWrongCode(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set local_otp_failures = local_otp_failures + 1,
       confirmation_token = case when local_otp_failures + 1 >= $2 then '' else confirmation_token end,
       recovery_token = case when local_otp_failures + 1 >= $2 then '' else recovery_token end
     where id = $1::uuid`,
    [userId, MAX_WRONG_CODES],
  );
}

function otpMatches(user: UserRow, type: string, hash: string, otpExpiry: number): VerifyType | null {
  const same = (stored: string | null) => Boolean(stored) && (stored === hash || stored === `pkce_${hash}`);
  const confirmation = same(user.confirmation_token) && !expired(user.confirmation_sent_at, otpExpiry);
  const recovery = same(user.recovery_token) && !expired(user.recovery_sent_at, otpExpiry);
  if ((type === 'signup' || type === 'invite') && confirmation) return type;
  if ((type === 'recovery' || type === 'magiclink') && recovery) return type;
  if (type === 'email') return confirmation ? 'signup' : recovery ? 'magiclink' : null;
  return null;
}
