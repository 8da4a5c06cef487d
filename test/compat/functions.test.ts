import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localApiKeys } from '../../supabase/local/keys.ts';
import type { LocalBackend } from '../../supabase/local/server.ts';
import { call, client, fixtures, startCompat, uniqueEmail } from './support.ts';

// Edge functions as the edge runtime serves them: each function's index.ts under Deno, with the
// variables Supabase sets (https://supabase.com/docs/guides/functions/secrets) and the edge runtime's
// answers when one fails (supabase/cli internal/functions/serve/templates/main.ts, SB_SPECIFIC_ERROR_*).

/** Deno processes whose parent is this test process. */
function denoChildren(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => /\bdeno run\b/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('functions run under Deno (fixtures)', () => {
  let b: LocalBackend;
  beforeAll(async () => {
    b = await startCompat({
      functionsDir: `${fixtures}functions`,
      functionsEnv: { EXTRA_SETTING: 'from-options' },
    });
  });
  afterAll(() => b?.stop());

  it('gives a function the variables Supabase sets and nothing of the developer shell', async () => {
    const { data, error } = await client(b.url, b.anonKey).functions.invoke('env-probe');
    expect(error).toBeNull();
    expect(data).toEqual({
      runtime: 'object', // the Deno global: this is Deno, not Node
      authorization: `Bearer ${b.anonKey}`,
      env: {
        SUPABASE_URL: b.url,
        SUPABASE_ANON_KEY: b.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: b.serviceRoleKey,
        SUPABASE_PUBLISHABLE_KEYS: null,
        SUPABASE_SECRET_KEYS: null,
        SUPABASE_DB_URL: null, // PGlite takes no connections; set with a real PostgreSQL (DATABASE_URL)
        EXTRA_SETTING: 'from-options',
        HOME: null,
      },
    });
  });

  it('fails a function that uses a Node-only API, as the edge runtime would (503 BOOT_ERROR)', async () => {
    const res = await call(b, '/functions/v1/node-only', { body: {} });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
  });

  it('gives a function no file access (the sandbox has none)', async () => {
    const res = await call(b, '/functions/v1/fs-read', { body: {} });
    expect(res.status).toBe(500);
    expect(res.text).toBe('NotCapable');
  });

  it('leaves no Deno process behind when the backend stops', async () => {
    const other = await startCompat({ functionsDir: `${fixtures}functions` });
    const before = new Set(denoChildren());
    expect((await call(other, '/functions/v1/env-probe', { body: {} })).status).toBe(200);
    const started = denoChildren().filter((pid) => !before.has(pid));
    expect(started).toHaveLength(1);
    await other.stop();
    expect(started.filter(alive)).toEqual([]);
  });
});

describe('the new API keys (sb_publishable_…, sb_secret_…)', () => {
  // https://supabase.com/docs/guides/api/api-keys and, for functions,
  // https://supabase.com/docs/guides/functions/auth-headers ("The new API keys are not JWTs. The
  // platform check can't validate them").
  let b: LocalBackend;
  beforeAll(async () => {
    b = await startCompat({
      apiKeys: 'new',
      configPath: undefined, // the project's own config.toml: its functions and verify_jwt settings
      confirmEmail: false,
      functionsEnv: { AI_API_KEY: '', STRIPE_SECRET_KEY: '' },
    });
  });
  afterAll(() => b?.stop());

  it('issues the Supabase CLI keys and refuses the legacy ones', async () => {
    expect(b.anonKey).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
    expect(b.serviceRoleKey).toBe('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz');
    const legacy = await call(b, '/rest/v1/plans?select=id', {
      headers: { apikey: (await localApiKeys()).anonKey },
    });
    expect(legacy.status).toBe(401);
    expect(legacy.body.message).toBe('Legacy API keys are disabled');
  });

  it('serves REST and auth to supabase-js holding the publishable or the secret key', async () => {
    const publicClient = client(b.url, b.anonKey);
    expect((await publicClient.from('plans').select('id').order('rank')).data).toEqual([
      { id: 'free' },
      { id: 'gold' },
      { id: 'diamond' },
    ]);
    expect((await publicClient.from('contact_messages').select('id')).error?.code).toBe('42501');
    expect((await client(b.url, b.serviceRoleKey).from('contact_messages').select('id')).error).toBeNull();
  });

  it('lets functions with verify_jwt = false serve signed-out callers; the JWT check refuses the key', async () => {
    const signedOut = client(b.url, b.anonKey);
    const chat = await signedOut.functions.invoke('chat-with-ai', {
      body: { messages: [{ role: 'user', content: 'What is 2 + 2?' }] },
    });
    expect(chat.error).toBeNull();
    expect(chat.data).toMatchObject({ demo: true, usage: { plan: 'anonymous' } });
    const contact = await signedOut.functions.invoke('contact-form', {
      body: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' },
    });
    expect(contact.data).toEqual({ ok: true });
    const gated = await call(b, '/functions/v1/payment-status', {
      body: {},
      headers: { apikey: b.anonKey, Authorization: `Bearer ${b.anonKey}` },
    });
    expect(gated.status).toBe(401);
    expect(gated.body).toEqual({ msg: 'Invalid JWT' });
  });

  it('passes a signed-in user to every function, which checks the user itself', async () => {
    const user = client(b.url, b.anonKey);
    const { data, error } = await user.auth.signUp({
      email: uniqueEmail('new-keys'),
      password: 'correct horse 1',
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull(); // --no-email-confirm / confirmEmail: false
    const status = await user.functions.invoke('payment-status', { body: {} });
    expect(status.error).toBeNull();
    expect(status.data).toEqual({ available: false });
    const chat = await user.functions.invoke('chat-with-ai', {
      body: { messages: [{ role: 'user', content: 'What is 3 + 3?' }] },
    });
    expect(chat.data).toMatchObject({ demo: true, usage: { plan: 'free', used: 1 } });
  });
});

describe('the new keys reach functions as Supabase passes them', () => {
  let b: LocalBackend;
  beforeAll(async () => {
    b = await startCompat({ apiKeys: 'new', functionsDir: `${fixtures}functions` });
  });
  afterAll(() => b?.stop());

  it('sets SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS as JSON dictionaries, not the legacy keys', async () => {
    const res = await call(b, '/functions/v1/env-probe', { body: {}, headers: { apikey: b.anonKey } });
    expect(res.body.env).toMatchObject({
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: b.anonKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: b.serviceRoleKey }),
      SUPABASE_ANON_KEY: null,
      SUPABASE_SERVICE_ROLE_KEY: null,
    });
  });
});
