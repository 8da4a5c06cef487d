import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../supabase/local/config.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import { asRole } from '../../supabase/local/rest/auth.ts';
import type { LocalBackend } from '../../supabase/local/server.ts';
import { call, configWith, start } from './support.ts';

// Issue 22 items 1, 8 and 11 (REST part): the attacks that worked, sent as they were.
let b: LocalBackend;
beforeAll(async () => {
  b = await start({ confirmEmail: false, configPath: configWith([[/max_rows = 1000/, 'max_rows = 2']]) });
});
afterAll(() => b?.stop());

describe('select casts (item 1)', () => {
  it('refuses the union injection through a cast and leaks no role names', async () => {
    const select = 'name::text as x from plans union all select rolname from pg_roles union all select name';
    const res = await call(b, `/rest/v1/plans?select=${encodeURIComponent(select)}`);
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('postgres');
    expect(res.text).not.toContain('service_role');
  });

  it('refuses a cast that is not a type, and still serves PostgREST casts', async () => {
    expect((await call(b, '/rest/v1/plans?select=name::nosuchtype')).status).toBe(400);
    expect((await call(b, '/rest/v1/plans?select=name::text;select')).status).toBe(400);
    const ok = await call(b, '/rest/v1/plans?select=id,rank::text,names:name::varchar&id=eq.free');
    expect((await call(b, '/rest/v1/plans?select=id::text[]&id=eq.free')).status).toBe(400); // valid type, impossible cast
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual([expect.objectContaining({ id: 'free', rank: '0' })]);
    const arr = await call(b, '/rest/v1/plans?select=daily_limit::int4&id=eq.free');
    expect(arr.body).toEqual([{ daily_limit: 5 }]);
  });
});

describe('max_rows (item 8)', () => {
  it('reads max_rows from config.toml', () => {
    expect(loadConfig().maxRows).toBe(1000);
  });

  it('never returns more rows than max_rows, whatever limit is asked', async () => {
    const all = await call(b, '/rest/v1/plans?select=id', { headers: { prefer: 'count=exact' } });
    expect(all.body).toHaveLength(2);
    expect(all.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
    expect((await call(b, '/rest/v1/plans?select=id&limit=100')).body).toHaveLength(2);
  });
});

describe('malformed requests get a 4xx JSON with a fixed message (item 11)', () => {
  it('a broken %-escape in the path', async () => {
    const res = await call(b, '/rest/v1/pla%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PGRST125', message: 'Invalid path specified in request URL' });
  });

  it('or= nested 2,000 deep', async () => {
    const deep = `${'or('.repeat(2000)}id.eq.free${')'.repeat(2000)}`;
    const res = await call(b, `/rest/v1/plans?or=(${deep.slice(3, -1)})`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PGRST100');
  });

  it('a deeply nested JSON body', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const rest = await call(b, '/rest/v1/contact_messages', { raw: `{"message":${deep}}` });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'PGRST102', message: 'JSON nested too deeply' });
    const auth = await call(b, '/auth/v1/signup', {
      raw: `{"email":"a@b.co","password":"x","data":${deep}}`,
    });
    expect(auth.status).toBe(400);
    expect(auth.body.code).toBe('bad_json');
  });

  it('a 13 MB function body', async () => {
    const res = await call(b, '/functions/v1/contact-form', {
      raw: new Uint8Array(13 * 1024 * 1024).fill(97),
      headers: { authorization: `Bearer ${b.anonKey}` },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' });
  });
});

describe('statement timeout on PostgreSQL (item 1)', () => {
  // The machine's PostgreSQL (TEST_DATABASE_URL's server when set); a throwaway database on it.
  const server = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = new URL('/postgres', server).toString();
  const name = `sec_timeout_${process.pid}`;
  const dbUrl = new URL(`/${name}`, server).toString();
  beforeAll(async () => {
    const c = new pg.Client(admin);
    await c.connect();
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
    await c.end();
  });
  afterAll(async () => {
    const c = new pg.Client(admin);
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

  it('cancels a request statement that runs past the timeout, freeing the connection', async () => {
    const db = await openPostgres(dbUrl);
    try {
      const who = { role: 'service_role' as const, claims: {} };
      await db.query(
        `do $$ begin create role service_role; exception when duplicate_object then null; end $$`,
      );
      await db.query('grant execute on function pg_sleep(double precision) to service_role');
      const req = { method: 'GET', headers: {} } as Parameters<typeof asRole>[2];
      const started = Date.now();
      const slow = asRole(db, who, req, '/rest/v1/x', 300, (tx) => tx.query('select pg_sleep(5)'));
      await expect(slow).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await db.close();
    }
  });
});
