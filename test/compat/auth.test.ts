import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../supabase/local/server.ts';
import { call, client, startCompat, uniqueEmail } from './support.ts';

// GoTrue v2.180.0 (what the Supabase CLI runs) for the features this project leaves off in
// supabase/config.toml, and e-mail OTP sign-in, through the real supabase-js. Routes:
// https://github.com/supabase/auth/blob/v2.180.0/internal/api/api.go#L191-L330
let b: LocalBackend;
let anon: SupabaseClient;
let user: SupabaseClient;
let email: string;

beforeAll(async () => {
  b = await startCompat();
  anon = client(b.url, b.anonKey);
  user = client(b.url, b.anonKey);
  email = uniqueEmail('compat-auth');
  const { error } = await user.auth.signUp({ email, password: 'correct horse 1' });
  expect(error).toBeNull();
});
afterAll(() => b?.stop());

describe('sign-in methods this project has off', () => {
  // https://github.com/supabase/auth/blob/v2.180.0/internal/api/api.go#L211-L214: /signup with neither e-mail nor phone is an anonymous sign-in.
  it('answers an anonymous sign-in with 422 anonymous_provider_disabled', async () => {
    const { error } = await anon.auth.signInAnonymously();
    expect(error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
  });

  // https://github.com/supabase/auth/blob/v2.180.0/internal/api/signup.go#L152 and https://github.com/supabase/auth/blob/v2.180.0/internal/api/token.go#L100.
  it('answers phone sign-up and sign-in with phone_provider_disabled', async () => {
    const signUp = await anon.auth.signUp({ phone: '+15555550100', password: 'correct horse 1' });
    expect(signUp.error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone signups are disabled',
    });
    const signIn = await anon.auth.signInWithPassword({ phone: '+15555550100', password: 'correct horse 1' });
    expect(signIn.error).toMatchObject({
      status: 422,
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    });
  });

  // https://github.com/supabase/auth/blob/v2.180.0/internal/api/mfa.go#L339-L370 (EnrollFactor) and loadFactor: no factor can exist.
  it('answers MFA enrolment with mfa_*_enroll_not_enabled and unknown factors with 404', async () => {
    const totp = await user.auth.mfa.enroll({ factorType: 'totp' });
    expect(totp.error).toMatchObject({
      status: 422,
      code: 'mfa_totp_enroll_not_enabled',
      message: 'MFA enroll is disabled for TOTP',
    });
    const phone = await user.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    const challenge = await user.auth.mfa.challenge({ factorId: crypto.randomUUID() });
    expect(challenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  // https://github.com/supabase/auth/blob/v2.180.0/internal/api/middleware.go#L291-L296; passkeys: requirePasskeyEnabled (middleware.go on GoTrue main).
  it('answers SSO and passkeys as disabled', async () => {
    const sso = await anon.auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
    const passkey = await call(b, '/auth/v1/passkeys/authentication/options', { body: {} });
    expect(passkey.status).toBe(404);
    expect(passkey.body).toEqual({ code: 'passkey_disabled', message: 'Passkeys are disabled' });
  });

  // https://github.com/supabase/auth/blob/v2.180.0/internal/api/token_oidc.go#L135 and https://github.com/supabase/auth/blob/v2.180.0/internal/api/web3.go#L29.
  it('answers ID-token and Web3 sign-in with the providers-disabled errors', async () => {
    const google = await anon.auth.signInWithIdToken({ provider: 'google', token: 'not-checked' });
    expect(google.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const web3 = await call(b, '/auth/v1/token?grant_type=web3', { body: { chain: 'solana' } });
    expect(web3.body).toEqual({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
  });

  // https://github.com/supabase/auth/blob/v2.180.0/internal/api/middleware.go#L299-L305: /user/identities needs enable_manual_linking.
  it('answers identity linking with manual_linking_disabled', async () => {
    const { error } = await user.auth.linkIdentity({ provider: 'github' });
    expect(error).toMatchObject({
      status: 404,
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    });
  });
});

describe('the admin API', () => {
  // https://github.com/supabase/auth/blob/v2.180.0/internal/api/auth.go#L60: a token without an admin role is 403 not_admin.
  it('refuses non-admin tokens as GoTrue does and says it is not implemented for the service key', async () => {
    const asAnon = await anon.auth.admin.listUsers();
    expect(asAnon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const asService = await client(b.url, b.serviceRoleKey).auth.admin.listUsers();
    expect(asService.error).toMatchObject({ status: 422, code: 'not_implemented' });
    expect(asService.error?.message).toContain('The local backend does not support the admin API');
  });
});

describe('e-mail OTP and magic links', () => {
  // https://github.com/supabase/auth/blob/v2.180.0/internal/api/otp.go#L83 and magic_link.go: an existing address gets a magic link whose 6-digit code
  // verifyOtp takes (type "email"); an unknown one with create_user false is 422 otp_disabled.
  it('signs in with the code from the magic-link e-mail', async () => {
    const sent = await anon.auth.signInWithOtp({ email });
    expect(sent.error).toBeNull();
    const mail = await call(b, `/_mailbox/messages.json?to=${encodeURIComponent(email)}`);
    const latest = mail.body.messages[0] as { kind: string; otp: string };
    expect(latest.kind).toBe('magiclink');
    const { data, error } = await anon.auth.verifyOtp({ email, token: latest.otp, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const nobody = await anon.auth.signInWithOtp({
      email: uniqueEmail('nobody'),
      options: { shouldCreateUser: false },
    });
    expect(nobody.error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
  });
});

describe('a config.toml that turns on what the local backend does not have', () => {
  it('starts with a warning per setting and keeps answering as GoTrue does with the feature off', async () => {
    const config = join(mkdtempSync(join(tmpdir(), 'compat-config-')), 'config.toml');
    writeFileSync(
      config,
      '[auth]\nenable_anonymous_sign_ins = true\n\n[auth.mfa.totp]\nenroll_enabled = true\n',
    );
    const warned = await startCompat({ configPath: config });
    try {
      expect(warned.warnings).toEqual([
        expect.stringContaining('[auth] enable_anonymous_sign_ins'),
        expect.stringContaining('[auth.mfa.totp] enroll_enabled'),
      ]);
      expect(warned.warnings[0]).toContain('which the local backend does not support');
      const { error } = await client(warned.url, warned.anonKey).auth.signInAnonymously();
      expect(error?.code).toBe('anonymous_provider_disabled');
    } finally {
      await warned.stop();
    }
  });
});
