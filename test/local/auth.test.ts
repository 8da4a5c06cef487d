import { createHash, randomBytes } from 'node:crypto';
import { AuthApiError, type AuthChangeEvent, AuthWeakPasswordError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/keys.ts';
import { LIFTED_RATE_LIMITS, type LocalBackend, startLocalBackend } from '../../supabase/local/server.ts';
import { uniqueEmail } from '../support/users.ts';
import { followLink, latestMail, newClient, refreshGrant } from './helpers.ts';

// The real supabase-js against the local GoTrue, with e-mail confirmation on (config.toml's setting).
let backend: LocalBackend;

beforeAll(async () => {
  // Many sign-ups from 127.0.0.1: the per-IP limits are tested in test/security.
  backend = await startLocalBackend({ port: 0, confirmEmail: true, rateLimits: LIFTED_RATE_LIMITS });
});
afterAll(async () => {
  await backend?.stop();
});

async function signUpAndConfirm(email: string, password: string) {
  const client = newClient(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { firstName: 'Ada', lastName: 'Lovelace' }, emailRedirectTo: `${backend.url}/#/login` },
  });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  const mail = await latestMail(backend.url, email);
  const landing = await followLink(mail.verify_url);
  const code = landing.searchParams.get('code');
  expect(code).toBeTruthy();
  const exchanged = await client.auth.exchangeCodeForSession(code ?? '');
  expect(exchanged.error).toBeNull();
  return { client, signUp: data, mail, landing, session: exchanged.data.session };
}

describe('sign-up, confirmation and sessions', () => {
  it('signs up → confirms from the mailbox → signs in → refreshes → changes password → signs out', async () => {
    const email = uniqueEmail('ada');
    const { signUp, mail, landing, session } = await signUpAndConfirm(email, 'first-pass');
    expect(signUp.user?.email).toBe(email);
    expect(signUp.user?.email_confirmed_at).toBeUndefined();
    expect(signUp.user?.user_metadata).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(mail.subject).toBe('Confirm your StudyMate account'); // config.toml's template subject
    expect(mail.verify_url).toContain(`${backend.url}/auth/v1/verify?token=pkce_`);
    // PKCE: the code arrives in the query and the app's hash route survives.
    expect(`${landing.origin}${landing.pathname}${landing.hash}`).toBe(`${backend.url}/#/login`);
    expect(session?.user.email_confirmed_at).toBeTruthy();

    const client = newClient(backend.url, backend.anonKey);
    const signIn = await client.auth.signInWithPassword({ email, password: 'first-pass' });
    expect(signIn.error).toBeNull();
    const claims = decodeJwt(signIn.data.session?.access_token ?? '');
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      iss: `${backend.url}/auth/v1`,
      user_metadata: expect.objectContaining({ firstName: 'Ada', email_verified: true }),
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.sub).toBe(signIn.data.user?.id);
    expect(claims.session_id).toEqual(expect.any(String));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);

    const oldRefresh = signIn.data.session?.refresh_token;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(oldRefresh);
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').session_id).toBe(claims.session_id);

    const updated = await client.auth.updateUser({ password: 'second-pass' });
    expect(updated.error).toBeNull();
    const same = await client.auth.updateUser({ password: 'second-pass' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const { data: userData } = await client.auth.getUser();
    expect(userData.user?.email).toBe(email);
    expect((await client.auth.signOut()).error).toBeNull();

    const old = await newClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'first-pass',
    });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const fresh = await newClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'second-pass',
    });
    expect(fresh.error).toBeNull();
  });

  it('answers a wrong password, an unconfirmed e-mail and a weak password as GoTrue does', async () => {
    const client = newClient(backend.url, backend.anonKey);
    const email = uniqueEmail('unconfirmed');
    await client.auth.signUp({ email, password: 'right-pass' });

    const unconfirmed = await client.auth.signInWithPassword({ email, password: 'right-pass' });
    expect(unconfirmed.error).toBeInstanceOf(AuthApiError);
    expect(unconfirmed.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    // The password is checked first, so a wrong one never tells whether the account exists.
    const wrong = await client.auth.signInWithPassword({ email, password: 'wrong-pass' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const nobody = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever',
    });
    expect(nobody.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const weak = await client.auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');

    const raw = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'wrong-pass' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('resends the confirmation, limited to one e-mail per max_frequency', async () => {
    const client = newClient(backend.url, backend.anonKey);
    const email = uniqueEmail('resend');
    await client.auth.signUp({ email, password: 'resend-pass' });
    const first = await latestMail(backend.url, email);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // config.toml: max_frequency = "1s"
    // Two at once: the first sends, the second is within max_frequency of it.
    const clients = [client, newClient(backend.url, backend.anonKey)];
    const results = await Promise.all(clients.map((c) => c.auth.resend({ type: 'signup', email })));
    const errors = results.map((r) => r.error).filter((e) => e !== null);
    expect(errors).toHaveLength(1);
    // Either may win the race; the link's PKCE verifier lives in the storage of the one that did.
    const sender = clients[results.findIndex((r) => r.error === null)] ?? client;
    expect(errors[0]).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const second = await latestMail(backend.url, email);
    expect(second.verify_url).not.toBe(first.verify_url);
    // The older link no longer works; the newer one does (in the browser that asked for it).
    const stale = await followLink(first.verify_url);
    expect(new URLSearchParams(stale.hash.slice(1)).get('error_code')).toBe('otp_expired');
    const landing = await followLink(second.verify_url);
    expect(
      (await sender.auth.exchangeCodeForSession(landing.searchParams.get('code') ?? '')).error,
    ).toBeNull();
  });

  it('redirects a bad or used link back to the app with the error, as GoTrue does', async () => {
    const target = `${backend.url}/#/reset-password`;
    const bad = await followLink(
      `${backend.url}/auth/v1/verify?token=pkce_nope&type=recovery&redirect_to=${encodeURIComponent(target)}`,
    );
    expect(bad.searchParams.get('error_code')).toBe('otp_expired');
    const fragment = new URLSearchParams(bad.hash.slice(1));
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
    // A redirect target that is not allowed falls back to the site (the origin we were reached on).
    const elsewhere = await followLink(
      `${backend.url}/auth/v1/verify?token=x&type=signup&redirect_to=https://evil.example/`,
    );
    expect(elsewhere.origin).toBe(backend.url);
  });
});

describe('password recovery and tokens', () => {
  it('exchanges the recovery code for a session and emits PASSWORD_RECOVERY', async () => {
    const email = uniqueEmail('recover');
    await signUpAndConfirm(email, 'before-reset');
    const client = newClient(backend.url, backend.anonKey);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const sent = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${backend.url}/#/reset-password`,
    });
    expect(sent.error).toBeNull();
    const mail = await latestMail(backend.url, email);
    expect(mail.subject).toBe('Reset your StudyMate password'); // config.toml's template subject
    const landing = await followLink(mail.verify_url);
    expect(landing.hash).toBe('#/reset-password');
    const exchanged = await client.auth.exchangeCodeForSession(landing.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'after-reset' })).error).toBeNull();
    const again = await newClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'after-reset',
    });
    expect(again.error).toBeNull();
    // Unknown addresses get the same empty answer (no account enumeration).
    expect((await client.auth.resetPasswordForEmail(uniqueEmail('ghost'))).error).toBeNull();
  });

  it('checks the PKCE verifier and accepts each code once', async () => {
    const email = uniqueEmail('pkce');
    await signUpAndConfirm(email, 'pkce-pass');
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const post = (path: string, body: object) =>
      fetch(`${backend.url}/auth/v1${path}`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify(body),
      });
    expect(
      (await post('/recover', { email, code_challenge: challenge, code_challenge_method: 's256' })).status,
    ).toBe(200);
    const code = (await followLink((await latestMail(backend.url, email)).verify_url)).searchParams.get(
      'code',
    );
    const wrong = await post('/token?grant_type=pkce', { auth_code: code, code_verifier: `${verifier}x` });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' });
    const right = await post('/token?grant_type=pkce', { auth_code: code, code_verifier: verifier });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ token_type: 'bearer', user: { email } });
    const again = await post('/token?grant_type=pkce', { auth_code: code, code_verifier: verifier });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('signs out one device, the others, or everywhere', async () => {
    const email = uniqueEmail('scopes');
    await signUpAndConfirm(email, 'scope-pass');
    const deviceA = newClient(backend.url, backend.anonKey);
    const deviceB = newClient(backend.url, backend.anonKey);
    await deviceA.auth.signInWithPassword({ email, password: 'scope-pass' });
    await deviceB.auth.signInWithPassword({ email, password: 'scope-pass' });
    expect((await deviceA.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await deviceB.auth.refreshSession()).error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await deviceA.auth.refreshSession()).error).toBeNull();
    expect((await deviceA.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await deviceA.auth.getSession()).data.session).toBeNull();
    // Signing up again with a confirmed address reveals nothing: a made-up user, no e-mail.
    const before = await latestMail(backend.url, email);
    const again = await newClient(backend.url, backend.anonKey).auth.signUp({
      email,
      password: 'other-pass',
    });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
    expect((await latestMail(backend.url, email)).verify_url).toBe(before.verify_url);
  });

  it('answers GET /user for a live session only: the user and its session read in one query', async () => {
    const email = uniqueEmail('whoami');
    const { session } = await signUpAndConfirm(email, 'whoami-pass');
    const token = session?.access_token ?? '';
    const claims = decodeJwt(token);
    const getUser = async (bearer: string) => {
      const res = await fetch(`${backend.url}/auth/v1/user`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${bearer}` },
      });
      return {
        status: res.status,
        body: (await res.json()) as { id?: string; error_code?: string; msg?: string },
      };
    };
    expect(await getUser(token)).toMatchObject({ status: 200, body: { id: claims.sub } });
    // GoTrue skips a nil session_id (a token minted without a session); an unknown user is refused first.
    const nil = await signJwt({ ...claims, session_id: '00000000-0000-0000-0000-000000000000' });
    expect((await getUser(nil)).status).toBe(200);
    const ghost = await signJwt({ ...claims, sub: crypto.randomUUID(), session_id: 'not-a-uuid' });
    expect(await getUser(ghost)).toMatchObject({ status: 403, body: { error_code: 'user_not_found' } });
    const badSession = await signJwt({ ...claims, session_id: 'not-a-uuid' });
    expect(await getUser(badSession)).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });

    const client = newClient(backend.url, backend.anonKey);
    await client.auth.setSession({ access_token: token, refresh_token: session?.refresh_token ?? '' });
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await getUser(token)).toMatchObject({
      status: 403,
      body: { error_code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' },
    });
  });

  it('rotates refresh tokens and refuses invalid, reused and signed-out ones', async () => {
    const email = uniqueEmail('rotate');
    const { client } = await signUpAndConfirm(email, 'rotate-pass');
    const invalid = await newClient(backend.url, backend.anonKey).auth.refreshSession({
      refresh_token: 'not-a-token',
    });
    expect(invalid.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(invalid.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');

    const first = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const refresh = (token: string) => refreshGrant(backend.url, backend.anonKey, token);
    const a = await refresh(first);
    expect(a.status).toBe(200);
    const second = a.body.refresh_token ?? '';
    // The client lost that answer and retries with the old token: it gets the same child back.
    const retry = await refresh(first);
    expect(retry.body.refresh_token).toBe(second);

    const local = newClient(backend.url, backend.anonKey);
    await local.auth.setSession({
      access_token: (await client.auth.getSession()).data.session?.access_token ?? '',
      refresh_token: second,
    });
    expect((await local.auth.signOut({ scope: 'global' })).error).toBeNull();
    const afterLogout = await refresh(second);
    expect(afterLogout.status).toBe(400);
    expect(afterLogout.body).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const user = await client.auth.getUser();
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });
});
