import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBackend, startLocalBackend } from '../../supabase/local/server.ts';
import { uniqueEmail } from '../support/users.ts';
import { newClient, refreshGrant } from './helpers.ts';

// Edge functions (fixture handlers), the built app, the mailbox page and the well-known keys.
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({
    port: 0,
    confirmEmail: true,
    configPath: `${fixtures}config.toml`,
    functionsDir: `${fixtures}functions`,
    distDir: `${fixtures}app`,
    functionsEnv: { EXTRA_SETTING: 'from-options' },
  });
});
afterAll(async () => {
  await backend?.stop();
});

describe('keys', () => {
  it('are the Supabase CLI demo keys, so they are stable and can be baked into a build', () => {
    expect(backend.anonKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    expect(backend.serviceRoleKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
    );
  });
});

describe('the gateway', () => {
  it('wants the apikey on auth/v1 except for the links users click', async () => {
    const without = await fetch(`${backend.url}/auth/v1/settings`);
    expect(without.status).toBe(401);
    expect(await without.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: 'nope' } });
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
    const settings = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } });
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: false, external: { email: true } });
    const link = await fetch(`${backend.url}/auth/v1/verify?type=signup&token=nope`, { redirect: 'manual' });
    expect(link.status).toBe(303);
  });
});

describe('functions/v1', () => {
  it('runs a handler with the server URL, keys, extra env and the caller IP', async () => {
    const client = newClient(backend.url, backend.anonKey);
    const { data, error } = await client.functions.invoke('echo', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      env: { SUPABASE_URL: backend.url, ANON: backend.anonKey, EXTRA: 'from-options' },
      method: 'POST',
      forwardedFor: '127.0.0.1',
      authorization: `Bearer ${backend.anonKey}`,
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(new URL((data as { url: string }).url).pathname).toBe('/echo');
  });

  it('refuses calls without a valid JWT where verify_jwt is on, as the Supabase CLI does', async () => {
    const missing = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '6.6.6.6' },
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const forged = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}x` },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ msg: 'Invalid JWT' });
    const spoofed = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'x-forwarded-for': '6.6.6.6' },
    });
    expect(((await spoofed.json()) as { forwardedFor: string }).forwardedFor).toBe('127.0.0.1');
    const open = await fetch(`${backend.url}/functions/v1/open`, { method: 'POST' });
    expect(open.status).toBe(202);
    expect(await open.text()).toBe('open');
  });

  it('answers unknown and broken functions as the edge runtime does', async () => {
    const unknown = await fetch(`${backend.url}/functions/v1/_shared`, {
      headers: { Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Function not found');
    const broken = await fetch(`${backend.url}/functions/v1/broken`, {
      headers: { Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(broken.status).toBe(503);
    expect(await broken.json()).toMatchObject({ code: 'BOOT_ERROR' });
  });
});

describe('the app and the mailbox', () => {
  it('serves the built app with content types and cache rules', async () => {
    const index = await fetch(`${backend.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${backend.url}/assets/index-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await fetch(`${backend.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${backend.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect((await fetch(`${backend.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${backend.url}/..%2f..%2fconfig.toml`)).status).toBe(404);
  });

  it('lists sent e-mails on an accessible page with working links', async () => {
    const email = uniqueEmail('mailbox');
    await newClient(backend.url, backend.anonKey).auth.signUp({ email, password: 'mailbox-pass' });
    const page = await fetch(`${backend.url}/_mailbox`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Local mailbox</h1>');
    expect(html).toContain(email);
    const href = /href="([^"]*\/auth\/v1\/verify[^"]*)"/.exec(html)?.[1]?.replace(/&#38;/g, '&');
    expect(href).toBeTruthy();
    const followed = await fetch(href ?? '', { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const cleared = await fetch(`${backend.url}/_mailbox/messages.json`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    const after = (await (await fetch(`${backend.url}/_mailbox/messages.json`)).json()) as {
      messages: unknown[];
    };
    expect(after.messages).toEqual([]);
  });

  it('takes the jwt expiry from config.toml', async () => {
    const client = newClient(backend.url, backend.anonKey);
    const email = uniqueEmail('expiry');
    await client.auth.signUp({ email, password: 'expiry-pass' });
    const mail = (await (
      await fetch(`${backend.url}/_mailbox/messages.json?to=${encodeURIComponent(email)}`)
    ).json()) as {
      messages: { otp: string }[];
    };
    const verified = await client.auth.verifyOtp({
      email,
      token: mail.messages[0]?.otp ?? '',
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.expires_in).toBe(600);
  });
});

describe('refresh token reuse', () => {
  it('revokes the whole session when an old token comes back after the reuse interval', async () => {
    const client = newClient(backend.url, backend.anonKey);
    const email = uniqueEmail('reuse');
    await client.auth.signUp({ email, password: 'reuse-pass' });
    const mail = (await (
      await fetch(`${backend.url}/_mailbox/messages.json?to=${encodeURIComponent(email)}`)
    ).json()) as {
      messages: { otp: string }[];
    };
    const { data } = await client.auth.verifyOtp({
      email,
      token: mail.messages[0]?.otp ?? '',
      type: 'signup',
    });
    const refresh = (token: string) => refreshGrant(backend.url, backend.anonKey, token);
    const first = data.session?.refresh_token ?? '';
    const second = (await refresh(first)).body.refresh_token ?? '';
    const third = (await refresh(second)).body.refresh_token ?? '';
    expect(third).not.toBe('');
    const stolen = await refresh(first);
    expect(stolen).toEqual({
      status: 400,
      body: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' },
    });
    expect((await refresh(third)).body.code).toBe('refresh_token_already_used');
  });
});

describe('zero functions', () => {
  it('starts and answers 404 when there are no edge functions at all', async () => {
    const bare = await startLocalBackend({ port: 0, functionsDir: `${fixtures}no-such-folder` });
    try {
      const res = await fetch(`${bare.url}/functions/v1/chat-with-ai`, { method: 'POST' });
      expect(res.status).toBe(404);
      expect((await fetch(`${bare.url}/`)).status).toBe(404);
    } finally {
      await bare.stop();
    }
  });
});

describe('database round trips', () => {
  it('are counted per statement, so a load bench can report them per request', async () => {
    const before = backend.dbRoundTrips();
    const res = await fetch(`${backend.url}/rest/v1/plans?select=id`, {
      headers: { apikey: backend.anonKey },
    });
    expect(res.status).toBe(200);
    const used = backend.dbRoundTrips() - before;
    // At least the role's settings and the select itself; a handful, not one per row.
    expect(used).toBeGreaterThanOrEqual(2);
    expect(used).toBeLessThan(10);
  });
});
