import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackend, testPool } from '../support/db.ts';
import { requireResource } from '../support/resources.ts';
import { createUser, type ReserveRow } from './fixtures.ts';
import { formatTable } from './format-table.ts';
import { migratedDb } from './setup.ts';

/**
 * Races on a real PostgreSQL server (PGlite has one connection, so it cannot race): many connections
 * reserve questions for one user at the same moment, and no interleaving may exceed the daily limit.
 */

const url = process.env.TEST_DATABASE_URL;
const hasServer = requireResource(Boolean(url), 'PostgreSQL (TEST_DATABASE_URL)');

/** Fires every request id at once through `connections` connections, each call as service_role. */
async function race(pool: pg.Pool, userId: string, requestIds: string[]): Promise<ReserveRow[]> {
  // Open every connection first, so the race is between connections and not against connecting.
  const clients = await Promise.all(Array.from({ length: pool.options.max ?? 1 }, () => pool.connect()));
  for (const client of clients) client.release();
  return Promise.all(
    requestIds.map(async (requestId) => {
      const client = await pool.connect();
      try {
        await client.query(
          'begin; set local role service_role; set local request.jwt.claims = \'{"role":"service_role"}\'',
        );
        const { rows } = await client.query<ReserveRow>('select * from public.reserve_question($1, $2)', [
          userId,
          requestId,
        ]);
        await client.query('commit');
        return rows[0] as ReserveRow;
      } finally {
        client.release();
      }
    }),
  );
}

describe.skipIf(!hasServer)('concurrent reservations on PostgreSQL', () => {
  const backend = postgresBackend(url ?? '');
  const report: Record<string, string | number>[] = [];
  const db = migratedDb(backend);
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = testPool({ connectionString: db.connectionString, max: 50 });
  });
  afterAll(async () => {
    if (report.length > 0)
      console.log(`\nConcurrent reservations (50 connections)\n${formatTable(report)}\n`);
    await pool?.end();
  });

  const stored = async (userId: string) => {
    const usage = await db.query<{ n: number }>(
      'select coalesce(sum(questions_asked), 0)::int as n from public.monthly_usage where user_id = $1',
      [userId],
    );
    const reservations = await db.query<{ n: number }>(
      'select count(*)::int as n from public.usage_reservations where user_id = $1',
      [userId],
    );
    return { count: usage.rows[0]?.n, reservations: reservations.rows[0]?.n };
  };

  it.each([
    ['free', 5],
    ['gold', 150],
  ] as const)('200 reservations for one %s user allow exactly %i', async (plan, limit) => {
    const user = await createUser(db, { plan });
    const started = performance.now();
    const results = await race(
      pool,
      user,
      Array.from({ length: 200 }, () => randomUUID()),
    );
    const ms = Math.round(performance.now() - started);
    const allowed = results.filter((row) => row.allowed).length;
    const { count, reservations } = await stored(user);
    report.push({
      case: `${plan}: 200 new requests`,
      limit,
      allowed,
      refused: 200 - allowed,
      stored: count ?? 0,
      ms,
    });
    expect(allowed).toBe(limit);
    expect(count).toBe(limit);
    expect(reservations).toBe(limit);
    expect(Math.max(...results.map((row) => row.used))).toBe(limit);
  });

  it('a gold user already at the limit gets none of 200', async () => {
    const user = await createUser(db, { plan: 'gold' });
    await db.query(
      `insert into public.monthly_usage (user_id, date, questions_asked, plan_type)
       values ($1, (now() at time zone 'utc')::date, 150, 'gold')`,
      [user],
    );
    const started = performance.now();
    const results = await race(
      pool,
      user,
      Array.from({ length: 200 }, () => randomUUID()),
    );
    const allowed = results.filter((row) => row.allowed).length;
    const { count } = await stored(user);
    const ms = Math.round(performance.now() - started);
    report.push({
      case: 'gold at its limit: 200 new requests',
      limit: 150,
      allowed,
      refused: 200 - allowed,
      stored: count ?? 0,
      ms,
    });
    expect(allowed).toBe(0);
    expect(count).toBe(150);
  });

  it('20 request ids each retried 10 times at once are counted once each', async () => {
    const user = await createUser(db, { plan: 'diamond' });
    const ids = Array.from({ length: 20 }, () => randomUUID());
    const started = performance.now();
    const results = await race(
      pool,
      user,
      ids.flatMap((id) => Array.from({ length: 10 }, () => id)),
    );
    const allowed = results.filter((row) => row.allowed).length;
    const { count } = await stored(user);
    const ms = Math.round(performance.now() - started);
    report.push({
      case: 'diamond: 20 ids x 10 retries',
      limit: 500,
      allowed,
      refused: 200 - allowed,
      stored: count ?? 0,
      ms,
    });
    expect(count).toBe(20);
    // Each id is admitted at most 3 times (the replay cap), so 60 admissions and 140 refusals.
    expect(allowed).toBe(60);
  });
});
