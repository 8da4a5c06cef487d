import { describe, expect, it } from 'vitest';
import {
  cleanAuthLinkUrl,
  linkRedirectUrl,
  parseAuthLink,
  splitHash,
} from '../../../../src/features/auth/authLink.ts';

const origin = 'http://127.0.0.1:5173';

describe('e-mail link redirect targets', () => {
  it('point at the hash route on the current page, with the flow marker before the hash', () => {
    expect(linkRedirectUrl(`${origin}/#/forgot-password`, 'recovery')).toBe(
      `${origin}/?flow=recovery#/reset-password`,
    );
    expect(linkRedirectUrl(`${origin}/app/index.html?x=1#/signup`, 'signup')).toBe(
      `${origin}/app/index.html?flow=signup#/login`,
    );
  });
});

describe('splitting a hash', () => {
  it('separates the route, its query and a fragment after it', () => {
    expect(splitHash('#/reset-password')).toEqual({ route: '/reset-password', query: '', fragment: '' });
    expect(splitHash('#/forgot-password?step=reset')).toEqual({
      route: '/forgot-password',
      query: 'step=reset',
      fragment: '',
    });
    expect(splitHash('#/reset-password?a=1#access_token=x')).toEqual({
      route: '/reset-password',
      query: 'a=1',
      fragment: 'access_token=x',
    });
    expect(splitHash('#/reset-password#access_token=x')).toEqual({
      route: '/reset-password',
      query: '',
      fragment: 'access_token=x',
    });
    expect(splitHash('#error=access_denied&sb=')).toEqual({
      route: null,
      query: '',
      fragment: 'error=access_denied&sb=',
    });
    expect(splitHash('')).toEqual({ route: null, query: '', fragment: '' });
  });
});

describe('reading an auth link', () => {
  it('finds nothing in an ordinary URL', () => {
    expect(parseAuthLink(`${origin}/#/forgot-password?step=reset`)).toBeNull();
    expect(parseAuthLink(`${origin}/`)).toBeNull();
  });

  it('reads a PKCE code from the query before the hash (GoTrue today)', () => {
    expect(parseAuthLink(`${origin}/?flow=recovery&code=abc#/reset-password`)).toEqual({
      flow: 'recovery',
      code: 'abc',
      tokenHash: null,
      accessToken: null,
      refreshToken: null,
      type: null,
      error: null,
      errorCode: null,
    });
  });

  it('reads the token hash of our e-mail templates and takes the flow from its type', () => {
    expect(parseAuthLink(`${origin}/?token_hash=pkce_abc&type=recovery#/reset-password`)).toMatchObject({
      flow: 'recovery',
      tokenHash: 'pkce_abc',
      type: 'recovery',
      code: null,
    });
    expect(parseAuthLink(`${origin}/?token_hash=h1&type=email#/login`)?.flow).toBe('signup');
    expect(parseAuthLink(`${origin}/?token_hash=h1&type=other#/login`)?.flow).toBeNull();
    expect(cleanAuthLinkUrl(`${origin}/?token_hash=h1&type=recovery#/reset-password`)).toBe(
      `${origin}/#/reset-password`,
    );
  });

  it("reads a code from the hash route's own query", () => {
    expect(parseAuthLink(`${origin}/#/reset-password?code=xyz`)?.code).toBe('xyz');
  });

  it('reads implicit-flow recovery tokens after the route or as the whole hash', () => {
    const after = parseAuthLink(
      `${origin}/#/reset-password#access_token=at&refresh_token=rt&expires_in=3600&type=recovery`,
    );
    expect(after).toMatchObject({ accessToken: 'at', refreshToken: 'rt', type: 'recovery', flow: null });
    const whole = parseAuthLink(`${origin}/?flow=recovery#access_token=at&refresh_token=rt&type=recovery`);
    expect(whole).toMatchObject({ accessToken: 'at', refreshToken: 'rt', flow: 'recovery' });
  });

  it('reads the error of a failed verification, preferring the description', () => {
    const link = parseAuthLink(
      `${origin}/?flow=recovery&error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
    expect(link).toMatchObject({
      flow: 'recovery',
      error: 'Email link is invalid or has expired',
      errorCode: 'otp_expired',
      code: null,
    });
    expect(parseAuthLink(`${origin}/#/login?error_code=otp_expired`)?.error).toBe('otp_expired');
  });

  it('prefers the query before the hash over the hash query, as supabase-js does', () => {
    expect(parseAuthLink(`${origin}/?code=outer#/reset-password?code=inner`)?.code).toBe('outer');
  });
});

describe('cleaning the address after reading a link', () => {
  it('removes the code and marker and keeps the route', () => {
    expect(cleanAuthLinkUrl(`${origin}/?flow=signup&code=abc#/login`)).toBe(`${origin}/#/login`);
    expect(cleanAuthLinkUrl(`${origin}/#/reset-password?code=xyz&keep=1`)).toBe(
      `${origin}/#/reset-password?keep=1`,
    );
  });

  it('restores the route from the marker when a failed redirect replaced the hash', () => {
    expect(
      cleanAuthLinkUrl(
        `${origin}/?flow=recovery&error=access_denied&error_description=expired#error=access_denied&sb=`,
      ),
    ).toBe(`${origin}/#/reset-password`);
    expect(cleanAuthLinkUrl(`${origin}/?flow=signup&error=x#error=x`)).toBe(`${origin}/#/login`);
  });

  it('drops tokens after the route and keeps unrelated query parameters', () => {
    expect(
      cleanAuthLinkUrl(`${origin}/?utm=mail#/reset-password#access_token=a&refresh_token=b&type=recovery`),
    ).toBe(`${origin}/?utm=mail#/reset-password`);
  });
});
