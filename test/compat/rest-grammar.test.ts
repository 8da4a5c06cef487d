import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../supabase/local/server.ts';
import { call, compatBackend } from './support.ts';

// Media types, filter operators and the features the local backend refuses, as PostgREST v13.0.7
// answers them. Fixture: test/compat/fixtures/compat.sql; config.toml max_rows = 3.
const compat = compatBackend();
let b: LocalBackend;
let db: SupabaseClient;
beforeAll(() => {
  ({ b, db } = compat);
});

const ids = (rows: unknown) => (rows as { id: number }[] | null)?.map((r) => r.id);

describe('Accept: media types', () => {
  // https://docs.postgrest.org/en/v13/references/api/resource_representation.html#csv and asCsvF
  // (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Query/SqlFragment.hs#L187-L199).
  it('answers text/csv with a header line and one line per row', async () => {
    const { data, status } = await db
      .from('compat_items')
      .select('id,name,note')
      .in('id', [1, 2])
      .order('id')
      .csv();
    expect(status).toBe(200);
    expect(data).toBe('id,name,note\n1,apple,\n2,banana,ripe');
    const raw = await call(b, '/rest/v1/compat_items?select=id&id=eq.1', { headers: { Accept: 'text/csv' } });
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });

  // https://docs.postgrest.org/en/v13/references/api/resource_representation.html#stripped-nulls
  it('strips nulls for the nulls=stripped vendor types', async () => {
    const array = await call(b, '/rest/v1/compat_items?select=id,note&id=in.(1,2)&order=id', {
      headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(array.body).toEqual([{ id: 1 }, { id: 2, note: 'ripe' }]);
    expect(array.headers.get('content-type')).toBe(
      'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
    );
    const one = await db.from('compat_items').select('id,note').eq('id', 1).stripNulls().single();
    expect(one.data).toEqual({ id: 1 });
  });

  // The plan media type needs db-plan-enabled, off on Supabase (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Plan.hs#L1105-L1127,
  // mtPlanToNothing); any other type is PGRST107 too (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Error.hs#L121 and #L200).
  it('answers explain() and media types it cannot produce with 406 PGRST107', async () => {
    const plan = await db.from('compat_items').select('id').explain();
    expect(plan.status).toBe(406);
    expect(plan.error?.code).toBe('PGRST107');
    const text = await call(b, '/rest/v1/compat_items?select=id', { headers: { Accept: 'text/plain' } });
    expect(text.status).toBe(406);
    expect(text.body).toEqual({
      code: 'PGRST107',
      message: 'None of these media types are available: text/plain',
      details: null,
      hint: null,
    });
    const xmlOrPlan = await call(b, '/rest/v1/compat_items', {
      headers: { Accept: 'application/xml, application/vnd.pgrst.plan+json' },
    });
    expect(xmlOrPlan.body.message).toBe(
      'None of these media types are available: application/xml, application/vnd.pgrst.plan+json; for="application/json"',
    );
  });

  // A singular response is an object, and anything but one row is PGRST116 (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Query.hs#L241-L246).
  it('answers the object type with one object, else 406 PGRST116', async () => {
    expect((await db.from('compat_items').select('name').eq('id', 3).single()).data).toEqual({
      name: 'cherry',
    });
    const many = await db.from('compat_items').select('name').gte('id', 1).single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
  });
});

describe('filter operators', () => {
  // https://docs.postgrest.org/en/v13/references/api/tables_views.html#operators and pgFmtFilter
  // (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Query/SqlFragment.hs#L385-L430).
  it('runs full-text search, converting a text column with to_tsvector', async () => {
    expect(
      ids((await db.from('compat_items').select('id').textSearch('body', 'fox').order('id')).data),
    ).toEqual([1, 3]);
    const web = await db
      .from('compat_items')
      .select('id')
      .textSearch('body', 'lazy dog', { type: 'websearch', config: 'english' });
    expect(ids(web.data)).toEqual([2]);
  });

  it('runs array and range operators', async () => {
    expect(
      ids((await db.from('compat_items').select('id').contains('tags', ['red']).order('id')).data),
    ).toEqual([1, 3]);
    expect(
      ids((await db.from('compat_items').select('id').overlaps('tags', ['yellow', 'white'])).data),
    ).toEqual([2, 5]);
    expect(ids((await db.from('compat_items').select('id').rangeAdjacent('during', '[40,50)')).data)).toEqual(
      [5],
    );
    expect(
      ids((await db.from('compat_items').select('id').rangeLt('during', '[25,26)').order('id')).data),
    ).toEqual([1, 2, 3]);
  });

  it('runs any/all quantifiers, regular expressions and IS DISTINCT FROM', async () => {
    const any = await call(b, '/rest/v1/compat_items?select=id&name=eq(any).{apple,carrot}&order=id');
    expect(any.body).toEqual([{ id: 1 }, { id: 4 }]);
    const all = await call(b, '/rest/v1/compat_items?select=id&name=like(all).{c*,*t}');
    expect(all.body).toEqual([{ id: 4 }]);
    expect(ids((await db.from('compat_items').select('id').match({ name: 'banana' })).data)).toEqual([2]);
    const regex = await call(b, '/rest/v1/compat_items?select=id&name=match.^b');
    expect(regex.body).toEqual([{ id: 2 }]);
    const distinct = await call(b, '/rest/v1/compat_items?select=id&note=not.isdistinct.ripe');
    expect(distinct.body).toEqual([{ id: 2 }]);
  });
});

describe('what the local backend does not do is refused, never ignored', () => {
  // Supabase leaves db-aggregates-enabled off: PostgREST answers PGRST123 (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Error.hs#L186).
  it('refuses aggregates as Supabase does', async () => {
    const res = await call(b, '/rest/v1/compat_items?select=count()');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PGRST123',
      message: 'Use of aggregate functions is not allowed',
      details: null,
      hint: null,
    });
  });

  // PostgREST's own "Feature not implemented" (PGRST127, 400, https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Error.hs#L190), with details.
  it.each([
    ['resource embedding', '/rest/v1/compat_items?select=id,compat_items(id)', 'GET'],
    ['JSON paths', '/rest/v1/compat_items?select=id,body->>x', 'GET'],
    ['JSON paths', '/rest/v1/compat_items?select=id&body->>x=eq.1', 'GET'],
    ['PUT', '/rest/v1/compat_items?id=eq.1', 'PUT'],
  ])(
    'refuses %s with PGRST127 and says the local backend does not support it',
    async (what, path, method) => {
      const res = await call(b, path, {
        method,
        ...(method === 'PUT' ? { body: { id: 1, name: 'x' } } : {}),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'PGRST127', message: 'Feature not implemented' });
      expect(res.body.details).toContain('The local backend does not support');
      expect(res.body.details.toLowerCase()).toContain(what.toLowerCase().split(' ')[0]);
    },
  );

  it('refuses CSV request bodies with PGRST127', async () => {
    const res = await call(b, '/rest/v1/compat_items', {
      raw: 'id,name\n7,fig',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.body).toMatchObject({ code: 'PGRST127' });
  });

  // Only the schemas in config.toml are exposed: PGRST106 406 (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/ApiRequest.hs#L207-L224).
  it('refuses other schemas as PostgREST does', async () => {
    const res = await call(b, '/rest/v1/users', { headers: { 'Accept-Profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(res.body).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      details: null,
      hint: 'Only the following schemas are exposed: public',
    });
  });

  // https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/ApiRequest.hs#L259: without ?columns every object of a bulk insert has the same keys.
  it('refuses a bulk insert whose objects have different keys', async () => {
    const res = await call(b, '/rest/v1/compat_items', { body: [{ id: 7, name: 'fig' }, { id: 8 }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });
});
