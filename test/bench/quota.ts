import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createUser } from '../db/fixtures.ts';
import { postgresBackend, postgresReachable, testPool } from '../support/db.ts';
import type { Bench, BenchFigure } from './types.ts';

/**
 * reserve_question throughput on the PostgreSQL server named by TEST_DATABASE_URL (default: this
 * machine's server at 127.0.0.1:5432), called the way chat-with-ai's PostgREST request runs it: one
 * transaction with the service role and its claims.
 */

const clients = 32;

interface Run {
  perSecond: number;
  p50: number;
  p95: number;
  allowed: number;
}

async function run(pool: pg.Pool, total: number, userFor: (i: number) => string): Promise<Run> {
  let next = 0;
  let allowed = 0;
  const latencies: number[] = [];
  const worker = async () => {
    const client = await pool.connect();
    try {
      for (let i = next++; i < total; i = next++) {
        const started = performance.now();
        await client.query(
          `begin; set local role service_role; set local request.jwt.claims = '{"role":"service_role"}'`,
        );
        const { rows } = await client.query<{ allowed: boolean }>(
          'select allowed from public.reserve_question($1, $2)',
          [userFor(i), randomUUID()],
        );
        await client.query('commit');
        latencies.push(performance.now() - started);
        if (rows[0]?.allowed) allowed++;
      }
    } finally {
      client.release();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(2));
  return { perSecond: Math.round(total / seconds), p50: at(0.5), p95: at(0.95), allowed };
}

const quota: Bench = async () => {
  const name = `Question reservations per second (PostgreSQL, ${clients} clients)`;
  // The server only hosts throwaway databases (created and dropped by postgresBackend).
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await postgresReachable(url))) {
    return [{ name, value: Number.NaN, unit: 'reservations/s', note: `skipped: no PostgreSQL at ${url}` }];
  }
  const backend = postgresBackend(url);
  try {
    const db = await backend.fresh();
    const pool = testPool({ connectionString: db.connectionString, max: clients });
    try {
      const users: string[] = [];
      for (let i = 0; i < 64; i++) users.push(await createUser(db, { plan: 'diamond' }));
      await run(pool, 500, (i) => users[i % users.length] as string); // warm-up
      const spread = await run(pool, 8000, (i) => users[i % users.length] as string);
      const hotUser = await createUser(db, { plan: 'diamond' });
      const hot = await run(pool, 2000, () => hotUser);
      const figures: BenchFigure[] = [
        {
          name,
          value: spread.perSecond,
          unit: 'reservations/s',
          note: `8000 reservations over 64 users; latency p50 ${spread.p50} ms, p95 ${spread.p95} ms`,
        },
        {
          name: `Question reservations per second, one user (PostgreSQL, ${clients} clients)`,
          value: hot.perSecond,
          unit: 'reservations/s',
          note: `2000 for one diamond user, ${hot.allowed} allowed (limit 500); p50 ${hot.p50} ms, p95 ${hot.p95} ms`,
        },
      ];
      return figures;
    } finally {
      await pool.end();
      await db.close();
    }
  } finally {
    await backend.close();
  }
};

export default quota;
