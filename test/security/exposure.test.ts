import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectAllowed } from '../../supabase/local/auth/redirect.ts';
import { HostPolicy } from '../../supabase/local/hosts.ts';
import { DEMO_JWT, localApiKeys } from '../../supabase/local/keys.ts';
import type { LocalBackend } from '../../supabase/local/server.ts';
import { uniqueEmail } from '../support/users.ts';
import { call, mails, signUp, start } from './support.ts';

// Issue 22 items 3, 5 and 6, and the headers: each attack as it was sent.
const LAN_ADDRESS = '192.0.2.2'; // this machine's non-loopback address (eth0)

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with a chosen Host header, to a chosen address of the server (so from that source IP). */
function raw(
  address: string,
  port: number,
  path: string,
  opts: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: address,
        port,
        path,
        method: opts.method ?? (opts.body ? 'POST' : 'GET'),
        headers: { host: opts.host ?? `${address}:${port}`, ...opts.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const portOf = (b: LocalBackend) => Number(new URL(b.url).port);

describe('loopback server', () => {
  let b: LocalBackend;
  beforeAll(async () => {
    b = await start({ confirmEmail: false });
  });
  afterAll(() => b?.stop());

  it('item 3: the e-mail link never redirects to http://localhost:54321@evil.example/', async () => {
    const email = uniqueEmail('redirect');
    await signUp(b, email);
    const attack = 'http://localhost:54321@evil.example/';
    const res = await call(b, `/auth/v1/recover?redirect_to=${encodeURIComponent(attack)}`, {
      body: { email },
    });
    expect(res.status).toBe(200);
    // GoTrue's verify link carries redirect_to (our template links to the app, but an attacker can
    // still call /verify with the token hash): it must never lead to the attacker's host.
    const link = (await mails(b, email))[0]?.verify_url ?? '';
    const answer = await fetch(link, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    expect(new URL(location).hostname).not.toBe('evil.example');
    expect(
      location.startsWith(`${b.url}#access_token=`) || location.startsWith(`${b.url}/#access_token=`),
    ).toBe(true);
  });

  it('item 3: other loopback ports are not allowed; this server and the allow-list are', () => {
    const hosts = new HostPolicy('127.0.0.1', 5555, 'http://localhost:54321');
    const list = ['http://127.0.0.1:54321', 'https://*.example.com/app', 'http://localhost:3000/**'];
    const ok = (u: string) => redirectAllowed(u, 'http://localhost:54321', list, hosts);
    expect(ok('http://localhost:54321@evil.example/')).toBe(false);
    expect(ok('http://127.0.0.1:9999/')).toBe(false);
    expect(ok('http://localhost:1234/')).toBe(false);
    expect(ok('http://[::1]:7777/')).toBe(false);
    expect(ok('http://127.0.0.1:5555/reset')).toBe(true); // this server
    expect(ok('http://localhost:54321/any/path')).toBe(true); // site_url's origin
    expect(ok('http://127.0.0.1:54321/reset')).toBe(true); // listed origin
    expect(ok('http://127.0.0.1:543210/')).toBe(false);
    expect(ok('https://a.example.com/app')).toBe(true);
    expect(ok('https://a.b.example.com/app')).toBe(false); // * stops at a dot
    expect(ok('https://evil.com/.example.com/app')).toBe(false);
    expect(ok('http://localhost:3000/a/b?c=d')).toBe(true); // ** crosses slashes
    expect(ok('javascript:alert(1)//localhost:54321')).toBe(false);
  });

  it('item 5: refuses a Host it does not answer for (poisoned reset mail, DNS rebinding)', async () => {
    const port = portOf(b);
    const email = uniqueEmail('host');
    await signUp(b, email);
    const poisoned = await raw('127.0.0.1', port, '/auth/v1/recover', {
      host: 'evil.example',
      headers: { apikey: b.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(poisoned.status).toBe(421);
    expect(await mails(b, email)).toHaveLength(0);
    const rebound = await raw('127.0.0.1', port, '/_mailbox/messages.json', {
      host: `rebind.example:${port}`,
    });
    expect(rebound.status).toBe(421);
    // A Host it does answer for still never feeds the link: links use the public URL.
    const viaLocalhost = await raw('127.0.0.1', port, '/auth/v1/recover', {
      host: `localhost:${port}`,
      headers: { apikey: b.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(viaLocalhost.status).toBe(200);
    const [mail] = await mails(b, email);
    expect(mail?.link.startsWith(`${b.url}/?token_hash=`)).toBe(true);
    expect(mail?.verify_url.startsWith(`${b.url}/auth/v1/verify?`)).toBe(true);
  });

  it('item 6: CORS only on API paths, never on the mailbox; nosniff everywhere; the mailbox page cannot be framed', async () => {
    const origin = { origin: 'https://evil.example' };
    const mailbox = await fetch(`${b.url}/_mailbox/messages.json`, { headers: origin });
    expect(mailbox.status).toBe(200);
    expect(mailbox.headers.get('access-control-allow-origin')).toBeNull();
    expect(mailbox.headers.get('x-content-type-options')).toBe('nosniff');
    const preflight = await fetch(`${b.url}/_mailbox/messages.json`, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const page = await fetch(`${b.url}/_mailbox`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const api = await fetch(`${b.url}/rest/v1/plans?select=id`, {
      headers: { ...origin, apikey: b.anonKey },
    });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('bound beyond loopback (item 6)', () => {
  let b: LocalBackend;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'sec-bind-')), 'nested', '.local', 'db');
    b = await start({ host: '0.0.0.0', dataDir, confirmEmail: false });
  });
  afterAll(() => b?.stop());

  it('signs with a fresh secret kept next to the data folder, and warns', async () => {
    const demo = await localApiKeys();
    expect(b.anonKey).not.toBe(demo.anonKey);
    expect(b.serviceRoleKey).not.toBe(demo.serviceRoleKey);
    const file = `${dataDir}.jwt-secret`;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(b.jwtSecret);
    expect(b.warnings.join('\n')).toContain(b.serviceRoleKey);
    expect(b.url).toBe(`http://127.0.0.1:${portOf(b)}`); // usable here, and by its own functions
    expect((await call(b, '/rest/v1/plans?select=id&id=eq.free')).body).toEqual([{ id: 'free' }]);
  });

  it('refuses the public demo service-role key, and tokens minted with the demo secret', async () => {
    const demo = await localApiKeys();
    const port = portOf(b);
    const withDemoKey = await raw(LAN_ADDRESS, port, '/rest/v1/profiles?select=*', {
      headers: { apikey: demo.serviceRoleKey, authorization: `Bearer ${demo.serviceRoleKey}` },
    });
    expect(withDemoKey.status).toBe(401);
    const forged = await DEMO_JWT.sign({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 });
    const withForged = await raw(LAN_ADDRESS, port, '/rest/v1/profiles?select=*', {
      headers: { apikey: b.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(withForged.status).toBe(401);
  });

  it('keeps the mailbox (and DELETE on it) to this machine', async () => {
    const port = portOf(b);
    expect((await raw(LAN_ADDRESS, port, '/_mailbox/messages.json')).status).toBe(403);
    expect((await raw(LAN_ADDRESS, port, '/_mailbox/messages.json', { method: 'DELETE' })).status).toBe(403);
    expect((await raw(LAN_ADDRESS, port, '/_mailbox')).status).toBe(403);
    expect((await raw('127.0.0.1', port, '/_mailbox/messages.json')).status).toBe(200);
  });

  it('item 2: limits typed codes per address across IPs (30 per 5 minutes)', async () => {
    const port = portOf(b);
    const email = uniqueEmail('per-address');
    const verify = (address: string) =>
      raw(address, port, '/auth/v1/verify', {
        headers: {
          apikey: b.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ type: 'recovery', email, token: '123456' }),
      });
    for (let i = 0; i < 20; i += 1) expect((await verify('127.0.0.1')).status).toBe(403);
    const fromLan: number[] = [];
    for (let i = 0; i < 11; i += 1) fromLan.push((await verify(LAN_ADDRESS)).status);
    // The LAN client sent only 11, but the address had 30: the 31st is refused.
    expect(fromLan).toEqual([...Array(10).fill(403), 429]);
  });

  it('keeps its keys across restarts of the same data folder', async () => {
    const { anonKey } = b;
    await b.stop();
    b = await start({ host: '0.0.0.0', dataDir, confirmEmail: false });
    expect(b.anonKey).toBe(anonKey);
  });
});

describe('Host policy', () => {
  it('answers for the bound names and an https site URL (a proxy), builds links from the right origin', () => {
    const local = new HostPolicy('127.0.0.1', 54321, 'http://localhost:54321');
    expect(local.publicUrl).toBe('http://localhost:54321');
    expect(local.allows('127.0.0.1:54321')).toBe(true);
    expect(local.allows('localhost:54321')).toBe(true);
    expect(local.allows('evil.example')).toBe(false);
    expect(local.allows('localhost:54322')).toBe(false);
    const test = new HostPolicy('127.0.0.1', 40000, 'http://localhost:54321');
    expect(test.publicUrl).toBe('http://127.0.0.1:40000');
    expect(test.allows('localhost:54321')).toBe(false);
    const proxied = new HostPolicy('127.0.0.1', 54321, 'https://study.example');
    expect(proxied.publicUrl).toBe('https://study.example');
    expect(proxied.allows('study.example:443')).toBe(true);
    expect(proxied.allows('study.example')).toBe(true); // as a proxy forwards it
    expect(proxied.allows('other.example')).toBe(false);
  });
});
