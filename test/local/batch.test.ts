import { describe, expect, it } from 'vitest';
import { inlineParams } from '../../supabase/local/db/inline.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import { requireResource } from '../support/resources.ts';

// Issue 20: on a real PostgreSQL, an RPC's statements (role and claims, settings, the call) go in one
// simple-protocol query, with the values as quoted literals (supabase/local/db/inline.ts).
describe('inlining values for one round trip', () => {
  it('replaces each placeholder with its quoted value, and nothing inside quotes, identifiers or comments', () => {
    expect(
      inlineParams({
        sql: `select $1, '$1 it''s', "col$1", $2::int, $$ $1 $$, $tag$ $2 $tag$ -- $1\n, /* $2 */ $10`,
        params: ['a', 7, 3, 4, 5, 6, 7, 8, 9, 'ten'],
      }),
    ).toBe(`select 'a', '$1 it''s', "col$1", '7'::int, $$ $1 $$, $tag$ $2 $tag$ -- $1\n, /* $2 */ 'ten'`);
    expect(inlineParams({ sql: 'select $1, $2, $3', params: [null, true, "O'Brien \\ $2"] })).toBe(
      `select NULL, 'true',  E'O''Brien \\\\ $2'`,
    );
  });

  it('refuses what it cannot quote safely: a missing value, an array, an object, a buffer, NaN', () => {
    for (const params of [[], [[1, 2]], [{ a: 1 }], [Buffer.from('x')], [Number.NaN]])
      expect(inlineParams({ sql: 'select $1', params })).toBeNull();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(requireResource(Boolean(serverUrl), 'PostgreSQL server (TEST_DATABASE_URL)'))(
  'one round trip on a real PostgreSQL',
  () => {
    it('gives what bound parameters give, even for values written to break out of quotes', async () => {
      const db = await openPostgres(serverUrl ?? '');
      try {
        const values = [
          "'; drop table x; --",
          "back\\slash \\' quote",
          '$1 $$ $tag$',
          '日本語 — “quotes” 🙂',
          '{"role":"service_role"}',
          '',
          '42',
        ];
        for (const value of values) {
          const sql = `select $1::text as v, length($1) as n, $1::text = $2 as same`;
          const bound = await db.query(sql, [value, value]);
          const before = db.roundTrips();
          const batch = db.batch([
            { sql: `select set_config('request.x', $1, true)`, params: [value] },
            { sql, params: [value, value] },
          ]);
          expect(batch).not.toBeNull();
          const results = await batch;
          expect(db.roundTrips() - before).toBe(1);
          expect(results?.[1]?.rows).toEqual(bound.rows);
          expect(results?.[1]?.rows[0]).toMatchObject({ v: value, same: true });
        }
      } finally {
        await db.close();
      }
    });

    it('is one transaction: local settings last to its end, and an error keeps nothing', async () => {
      const db = await openPostgres(serverUrl ?? '');
      const table = `batch_probe_${process.pid}_${Date.now()}`;
      try {
        await db.exec(`create table ${table} (v text)`);
        const [, setting] =
          (await db.batch([
            { sql: `select set_config('request.jwt.claim.sub', $1, true)`, params: ['user-1'] },
            { sql: `select current_setting('request.jwt.claim.sub', true) as sub` },
          ])) ?? [];
        expect(setting?.rows).toEqual([{ sub: 'user-1' }]);
        // Not left on the pooled connection for the next request.
        expect((await db.query(`select current_setting('request.jwt.claim.sub', true) as sub`)).rows).toEqual(
          [{ sub: '' }],
        );
        await expect(
          db.batch([{ sql: `insert into ${table} values ($1)`, params: ['kept?'] }, { sql: 'select 1 / 0' }]),
        ).rejects.toMatchObject({ code: '22012' });
        expect((await db.query(`select count(*)::int as n from ${table}`)).rows).toEqual([{ n: 0 }]);
        // Read only for the rest of the transaction, as PostgREST sets it for a stable function.
        await expect(
          db.batch([{ sql: 'set transaction read only' }, { sql: `insert into ${table} values ('x')` }]),
        ).rejects.toMatchObject({ code: '25006' });
      } finally {
        await db.exec(`drop table if exists ${table}`);
        await db.close();
      }
    });
  },
);
