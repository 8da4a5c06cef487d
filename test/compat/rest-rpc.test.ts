import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../supabase/local/server.ts';
import { call, compatBackend } from './support.ts';

// Functions through /rpc as PostgREST v13 answers them. Fixture: test/compat/fixtures/compat.sql
// (five compat_items with scores 10…50), config.toml max_rows = 3.
const compat = compatBackend();
let b: LocalBackend;
let db: SupabaseClient;
beforeAll(() => {
  ({ b, db } = compat);
});

describe('rpc() results are a relation: select, filters, order, range, count', () => {
  // Docs: https://docs.postgrest.org/en/v13/references/api/functions.html#table-valued-functions ("A function that returns a
  // table type can be filtered using the same filters as tables and views"); source: the read plan
  // over the call, https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Plan.hs#L175-L199 (callReadPlan).
  it('projects, renames, casts, filters, orders and limits the rows of a table function', async () => {
    const { data, error, status } = await db
      .rpc('compat_items_over', { min: 20 })
      .select('id, label:name, score::text')
      .gt('score', 20)
      .order('score', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 5, label: 'daikon', score: '50' },
      { id: 4, label: 'carrot', score: '40' },
    ]);
  });

  // https://docs.postgrest.org/en/v13/references/api/pagination_count.html#exact-count and rangeStatusHeader
  // (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/RangeQuery.hs#L96-L110): fewer rows than the total is 206 Partial Content.
  it('counts the whole result and pages it (max_rows 3 caps the page, as db-max-rows does)', async () => {
    const { data, count, status } = await db.rpc('compat_items_over', { min: 10 }, { count: 'exact' });
    expect(data?.map((r: { id: number }) => r.id)).toEqual([1, 2, 3]);
    expect(count).toBe(5);
    expect(status).toBe(206);
    const page = await db.rpc('compat_items_over', { min: 10 }, { count: 'exact' }).range(3, 4);
    expect(page.data?.map((r: { id: number }) => r.id)).toEqual([4, 5]);
    expect(page.count).toBe(5);
    expect(page.status).toBe(206); // two of five rows is still partial content
  });

  // The Range header is honoured on GET: getRanges, https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/ApiRequest.hs#L226-L241.
  // On GET a parameter whose value has an operator is a filter, any other is an argument
  // (pRequestFilter with isRpcRead, https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/ApiRequest/QueryParams.hs#L229-L238).
  it('tells GET arguments from filters by their operator', async () => {
    const res = await call(b, '/rest/v1/rpc/compat_items_over?min=20&score=lt.40&select=id');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('takes a Range header on GET /rpc and answers Content-Range', async () => {
    const res = await call(b, '/rest/v1/rpc/compat_items_over?min=10&select=id', {
      headers: { Range: '1-2' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: 2 }, { id: 3 }]);
    expect(res.headers.get('content-range')).toBe('1-2/*');
  });

  // count=planned: the planner's estimate of the count query (resultSetWTotal,
  // https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Query.hs#L216-L235), so a page shorter than the estimate is 206.
  it('answers count=planned with the planner estimate and 206 when the page is shorter', async () => {
    const res = await call(b, '/rest/v1/rpc/compat_items_over?min=10&select=id', {
      headers: { Prefer: 'count=planned' },
    });
    const total = Number(res.headers.get('content-range')?.split('/')[1]);
    expect(Number.isInteger(total) && total > 0).toBe(true);
    expect(res.headers.get('content-range')).toBe(`0-2/${total}`);
    expect(res.status).toBe(total > 3 ? 206 : 200);
    expect(res.headers.get('preference-applied')).toBe('count=planned');
  });

  // Scalars and single rows: asJsonSingleF / asJsonF, https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Query/SqlFragment.hs#L205-L221.
  it('returns a scalar as a value, a set of scalars as an array and an OUT-parameter row as an object', async () => {
    expect((await db.rpc('compat_scalar', { a: 4 })).data).toBe(8);
    expect((await db.rpc('compat_numbers', { upto: 5 })).data).toEqual([1, 2, 3]); // max_rows
    expect((await db.rpc('compat_pair', { a: 7 })).data).toEqual({ x: 7, y: 'v7' });
    const none = await db.rpc('compat_nothing');
    expect(none.status).toBe(204);
    expect(none.data).toBeNull();
  });
});

describe('function resolution', () => {
  // findProc, https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Plan.hs#L222-L268, and AmbiguousRpc, https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Error.hs#L283 (message)
  // and #L315 (hint): two overloads that both take the arguments are 300 Multiple Choices, PGRST203.
  it('answers an ambiguous overloaded call with 300 PGRST203 instead of picking one', async () => {
    const res = await call(b, '/rest/v1/rpc/compat_over', { body: { a: 1 } });
    expect(res.status).toBe(300);
    expect(res.body).toMatchObject({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    expect(res.body.message).toMatch(/^Could not choose the best candidate function between: /);
    expect(res.body.message).toContain('public.compat_over(a => integer)');
    expect(res.body.message).toContain('public.compat_over(a => text)');
    const viaClient = await db.rpc('compat_over', { a: 'x' });
    expect(viaClient.error?.code).toBe('PGRST203');
  });

  // Unnamed parameters never match named arguments; a single unnamed json parameter takes the whole
  // body (hasSingleUnnamedParam in findProc); PGRST202's wording: NoRpc, https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Error.hs#L276-L305.
  it('calls a single unnamed json parameter with the whole body and refuses other unnamed ones', async () => {
    expect((await call(b, '/rest/v1/rpc/compat_whole', { body: { any: ['thing'] } })).body).toEqual({
      any: ['thing'],
    });
    const unnamed = await call(b, '/rest/v1/rpc/compat_unnamed', { body: {} });
    expect(unnamed.status).toBe(404);
    expect(unnamed.body).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.compat_unnamed without parameters in the schema cache',
      details:
        'Searched for the function public.compat_unnamed without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
  });

  // Optional parameters may be left out, named or not (matchesParams: required names plus any optional).
  it('leaves an unnamed parameter with a default to its default', async () => {
    expect((await db.rpc('compat_defaults', { a: 1 })).data).toBe(6);
  });

  // GET runs in a read-only transaction (txMode, https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Plan.hs#L188-L192); a write there is
  // PostgreSQL's 25006, which PostgREST maps to 405 (https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Error.hs#L600).
  it('runs GET /rpc read-only, so a volatile function cannot write through GET', async () => {
    const res = await db.rpc('compat_bump', { by: 1 }, { get: true });
    expect(res.status).toBe(405);
    expect(res.error?.code).toBe('25006');
  });
});

describe('max-affected on functions', () => {
  // https://docs.postgrest.org/en/v13/references/api/preferences.html#max-affected; failExceedsMaxAffectedPref,
  // https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Query.hs#L248-L253, and failMaxAffectedRpcReturnsSingle, https://github.com/PostgREST/postgrest/blob/v13.0.7/src/PostgREST/Plan.hs#L201-L203.
  it('refuses and rolls back a call that touches more rows than max-affected (handling=strict)', async () => {
    const before = (await db.from('compat_items').select('score').eq('id', 1).single()).data;
    const res = await call(b, '/rest/v1/rpc/compat_bump', {
      body: { by: 100 },
      headers: { Prefer: 'handling=strict, max-affected=2' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      // PostgREST counts the rows of the page, which db-max-rows (3 here) has already cut.
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect((await db.from('compat_items').select('score').eq('id', 1).single()).data).toEqual(before);
    const single = await call(b, '/rest/v1/rpc/compat_scalar', {
      body: { a: 1 },
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(single.status).toBe(400);
    expect(single.body.code).toBe('PGRST128');
  });
});
