import { randomUUID } from 'node:crypto';
import { type AuthRequest, checkPasswordStrength, resolveRedirect, str, validateEmail } from './context.ts';
import { AuthError, badRequest, validationFailed } from './errors.ts';
import { createFlowState, readPkceParams } from './flow.ts';
import { sendAuthMail } from './mail.ts';
import { issueSession } from './tokens.ts';
import {
  confirmEmail,
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  type UserRow,
  userJson,
} from './users.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** POST /signup: a session at once when confirmations are off, otherwise the user and a confirmation e-mail. */
export async function signup(r: AuthRequest, body: Record<string, unknown>): Promise<unknown> {
  const { ctx } = r;
  // Neither e-mail nor phone is an anonymous sign-in, off in config.toml; GoTrue decides this before
  // anything else (api.go, the /signup route).
  if (str(body, 'email') === '' && str(body, 'phone') === '')
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!ctx.config.enableSignup)
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const password = str(body, 'password');
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password, ctx.config.minPasswordLength);
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone');
  if (rawEmail && phone)
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  const pkce = readPkceParams(body);
  if (!rawEmail) {
    throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  }
  const email = validateEmail(rawEmail);
  const data = isObject(body.data) ? body.data : {};
  const redirectTo = resolveRedirect(r, r.url.searchParams.get('redirect_to'));
  const passwordHash = await hashPassword(password); // slow: outside the transaction

  return ctx.db.transaction(async (q) => {
    const existing = await findUserByEmail(q, email);
    if (existing?.email_confirmed_at) {
      if (ctx.autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      return obfuscatedUser(existing, data);
    }
    // An unconfirmed existing user is not updated (their identity is unproven); the e-mail goes out again.
    const user = existing ?? (await createUser(q, { email, passwordHash, data, confirmed: ctx.autoconfirm }));
    if (!user.email_confirmed_at) {
      if (ctx.autoconfirm) {
        await confirmEmail(q, user.id);
      } else {
        if (pkce) await createFlowState(q, user.id, 'email/signup', pkce);
        await sendAuthMail(q, user, 'signup', {
          pkce: pkce !== null,
          redirectTo,
          origin: r.origin,
          config: ctx.config,
        });
        const fresh = await findUserById(q, user.id);
        return userJson(fresh ?? user);
      }
    }
    const confirmed = (await findUserById(q, user.id)) ?? user;
    return issueSession(q, confirmed, 'password', ctx.config, r.meta);
  });
}

/**
 * GoTrue answers a sign-up for an already confirmed address with a made-up user, so that sign-up
 * cannot be used to find out who has an account.
 */
function obfuscatedUser(user: UserRow, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    ...userJson(user),
    id: randomUUID(),
    role: '',
    phone: '',
    email_confirmed_at: undefined,
    confirmed_at: undefined,
    last_sign_in_at: undefined,
    confirmation_sent_at: now,
    created_at: now,
    updated_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
  };
}

/** POST /recover: always `{}` (no account enumeration); a reset e-mail when the address has an account. */
export async function recover(r: AuthRequest, body: Record<string, unknown>): Promise<unknown> {
  const rawEmail = str(body, 'email');
  if (rawEmail === '') throw validationFailed('Password recovery requires an email');
  const email = validateEmail(rawEmail);
  const pkce = readPkceParams(body);
  const redirectTo = resolveRedirect(r, r.url.searchParams.get('redirect_to'));
  checkRecoverFrequency(r, email);
  await r.ctx.db.transaction(async (q) => {
    const user = await findUserByEmail(q, email);
    if (!user) return;
    if (pkce) await createFlowState(q, user.id, 'recovery', pkce);
    await sendAuthMail(q, user, 'recovery', {
      pkce: pkce !== null,
      redirectTo,
      origin: r.origin,
      config: r.ctx.config,
    });
  });
  return {};
}

/**
 * max_frequency for every address, known or not: otherwise a second /recover within a second would be
 * 429 only for addresses that have an account.
 */
function checkRecoverFrequency(r: AuthRequest, email: string): void {
  const times = r.ctx.recoverTimes;
  const now = Date.now();
  const windowMs = r.ctx.config.emailMaxFrequency * 1000;
  if (times.size > 10_000) for (const [k, t] of times) if (now - t >= windowMs) times.delete(k);
  const last = times.get(email);
  if (last !== undefined && now - last < windowMs) {
    const left = Math.floor((last + windowMs - now) / 1000);
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    );
  }
  times.set(email, now);
}

/** POST /resend: type signup sends the confirmation again to an unconfirmed address. */
export async function resend(r: AuthRequest, body: Record<string, unknown>): Promise<unknown> {
  const type = str(body, 'type');
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const pkce = type === 'signup' || type === 'email_change' ? readPkceParams(body) : null;
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone');
  if (rawEmail === '' && type === 'signup') throw validationFailed('Type provided requires an email address');
  if (phone === '' && type === 'sms') throw validationFailed('Type provided requires a phone number');
  if (rawEmail && phone) throw validationFailed('Only an email address or phone number should be provided.');
  if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (rawEmail === '') throw validationFailed('Missing email address or phone number');
  const email = validateEmail(rawEmail);
  const redirectTo = resolveRedirect(r, r.url.searchParams.get('redirect_to'));
  await r.ctx.db.transaction(async (q) => {
    const user = await findUserByEmail(q, email);
    // Unknown address, already confirmed, or no pending e-mail change: nothing to send, same answer.
    if (!user || type !== 'signup' || user.email_confirmed_at) return;
    if (pkce) await createFlowState(q, user.id, 'email/signup', pkce);
    await sendAuthMail(q, user, 'signup', {
      pkce: pkce !== null,
      redirectTo,
      origin: r.origin,
      config: r.ctx.config,
    });
  });
  return {};
}

/**
 * POST /otp and /magiclink with an e-mail address (signInWithOtp): an address with an account gets a
 * magic link with a 6-digit code; an unknown one is signed up first (unless create_user is false) and
 * gets the confirmation e-mail, as GoTrue's MagicLink does. Always `{}`. Phones are not supported.
 */
export async function otp(r: AuthRequest, body: Record<string, unknown>): Promise<unknown> {
  const { ctx } = r;
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone');
  if (rawEmail && phone) throw validationFailed('Only an email address or phone number should be provided.');
  if (phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (rawEmail === '') throw validationFailed('An email address or phone number is required');
  const email = validateEmail(rawEmail);
  const pkce = readPkceParams(body);
  const data = isObject(body.data) ? body.data : {};
  const redirectTo = resolveRedirect(r, r.url.searchParams.get('redirect_to'));
  const mayCreate = body.create_user !== false && ctx.config.enableSignup;
  const passwordHash = await hashPassword(randomUUID()); // slow: outside the transaction
  await ctx.db.transaction(async (q) => {
    let user = await findUserByEmail(q, email);
    if (!user) {
      if (!mayCreate) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      user = await createUser(q, { email, passwordHash, data, confirmed: ctx.autoconfirm });
    }
    const kind = user.email_confirmed_at ? 'magiclink' : 'signup';
    if (pkce) await createFlowState(q, user.id, kind === 'signup' ? 'email/signup' : 'magiclink', pkce);
    await sendAuthMail(q, user, kind, {
      pkce: pkce !== null,
      redirectTo,
      origin: r.origin,
      config: ctx.config,
    });
  });
  return {};
}
