import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../supabase/local/server.ts';
import { call, client, startCompat } from './support.ts';

// The Prefer header and the status codes that follow from it, as PostgREST v13.0.7 answers them:
// https://docs.postgrest.org/en/v13/references/api/preferences.html and
// https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/ApiRequest/Preferences.hs
let b: LocalBackend;
let db: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  b = await startCompat();
  db = client(b.url, b.anonKey);
  admin = client(b.url, b.serviceRoleKey);
});
afterAll(() => b?.stop());

const noteOf = async (id: number) =>
  (await admin.from('compat_items').select('note').eq('id', id).single()).data?.note as string | null;

describe('Prefer: tx', () => {
  // https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/ApiRequest/Preferences.hs#L135:
  // preferTransaction is only read when db-tx-end allows an override, and the
  // Supabase CLI leaves db-tx-end at its default `commit` (supabase/cli internal/start/start.go sets no
  // PGRST_DB_TX_END). So on Supabase tx=rollback is accepted, not applied, and not in Preference-Applied.
  it('commits as Supabase does and does not report tx=rollback as applied', async () => {
    const res = await call(b, '/rest/v1/compat_items?id=eq.1', {
      method: 'PATCH',
      body: { note: 'kept' },
      headers: { Prefer: 'tx=rollback, return=representation, handling=strict' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('preference-applied')).toBe('return=representation, handling=strict');
    expect(await noteOf(1)).toBe('kept');
  });
});

describe('Prefer: handling=strict', () => {
  // https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Plan.hs#L163 and InvalidPreferences:
  // https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Error.hs#L185 (PGRST122), #L230 (details).
  it('refuses an unknown preference with PGRST122, and ignores it without strict', async () => {
    const strict = await call(b, '/rest/v1/compat_items?select=id&id=eq.1', {
      headers: { Prefer: 'handling=strict, colour=blue, return=minimal' },
    });
    expect(strict.status).toBe(400);
    expect(strict.body).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: colour=blue',
      hint: null,
    });
    const lenient = await call(b, '/rest/v1/compat_items?select=id&id=eq.1', {
      headers: { Prefer: 'colour=blue' },
    });
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get('preference-applied')).toBeNull();
  });
});

describe('Prefer: max-affected', () => {
  // https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Query.hs#L248-L253: more rows than max-affected with handling=strict is PGRST124 and a
  // rollback; without strict it is not applied (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/ApiRequest/Preferences.hs#L173-L189).
  it('refuses a too-wide update or delete with handling=strict and rolls it back', async () => {
    const wide = await call(b, '/rest/v1/compat_items?score=gte.0', {
      method: 'PATCH',
      body: { note: 'everyone' },
      headers: { Prefer: 'handling=strict, max-affected=2' },
    });
    expect(wide.status).toBe(400);
    expect(wide.body).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 5 rows',
      hint: null,
    });
    expect(await noteOf(5)).toBeNull();
    const deleting = await call(b, '/rest/v1/compat_items?id=gte.4', {
      method: 'DELETE',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(deleting.body.code).toBe('PGRST124');
    expect((await admin.from('compat_items').select('id').gte('id', 4)).data).toHaveLength(2);
    const narrow = await call(b, '/rest/v1/compat_items?id=eq.2', {
      method: 'PATCH',
      body: { note: 'ripe' },
      headers: { Prefer: 'handling=strict, max-affected=2' },
    });
    expect(narrow.status).toBe(204);
    expect(narrow.headers.get('preference-applied')).toBe('handling=strict, max-affected=2');
    const lenient = await call(b, '/rest/v1/compat_items?id=eq.3', {
      method: 'PATCH',
      body: { note: null },
      headers: { Prefer: 'max-affected=0' },
    });
    expect(lenient.status).toBe(204);
    expect(lenient.headers.get('preference-applied')).toBeNull();
  });
});

describe('status codes', () => {
  // https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Response.hs#L117-L124: an upsert that inserted no row is 200, anything that inserted
  // is 201.
  it('answers an upsert that only updates with 200 and one that inserts with 201', async () => {
    const merged = await admin.from('compat_items').upsert({ id: 2, name: 'banana', note: 'ripe' });
    expect(merged.status).toBe(200);
    const raw = await call(b, '/rest/v1/compat_items', {
      body: [{ id: 2, name: 'banana' }],
      headers: { Prefer: 'resolution=merge-duplicates', Authorization: `Bearer ${b.serviceRoleKey}` },
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('preference-applied')).toBe('resolution=merge-duplicates');
    const inserted = await admin.from('compat_items').upsert({ id: 9, name: 'elderberry' });
    expect(inserted.status).toBe(201);
    const ignored = await admin.from('compat_items').upsert({ id: 9, name: 'x' }, { ignoreDuplicates: true });
    expect(ignored.status).toBe(201);
    await admin.from('compat_items').delete().eq('id', 9);
  });

  // count=planned asks the planner (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Query.hs#L216-L235) and 206 follows from a page shorter
  // than that total (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/RangeQuery.hs#L96-L110); here max_rows = 3 cuts the page.
  it('answers count=planned with the estimate and 206, and count=exact past the end with 416', async () => {
    const { count, status } = await db.from('compat_items').select('id', { count: 'planned' });
    expect(count).toBeGreaterThan(3);
    expect(status).toBe(206);
    const exact = await db.from('compat_items').select('id', { count: 'exact' }).limit(2);
    expect([exact.count, exact.status]).toEqual([5, 206]);
    const estimated = await call(b, '/rest/v1/compat_items?select=id', {
      headers: { Prefer: 'count=estimated' },
    });
    expect(Number(estimated.headers.get('content-range')?.split('/')[1])).toBeGreaterThanOrEqual(5);
    const past = await call(b, '/rest/v1/compat_items?select=id&offset=10', {
      headers: { Prefer: 'count=exact' },
    });
    expect(past.status).toBe(416);
    expect(past.body).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
      hint: null,
    });
  });

  // db-max-rows (https://docs.postgrest.org/en/v13/references/configuration.html#db-max-rows): no read
  // returns more rows, whatever limit was asked.
  it('never returns more than max_rows rows', async () => {
    expect((await db.from('compat_items').select('id')).data).toHaveLength(3);
    expect((await db.from('compat_items').select('id').limit(50)).data).toHaveLength(3);
    const ranged = await call(b, '/rest/v1/compat_items?select=id&order=id', { headers: { Range: '1-2' } });
    expect(ranged.body).toEqual([{ id: 2 }, { id: 3 }]);
    expect(ranged.headers.get('content-range')).toBe('1-2/*');
  });
});
