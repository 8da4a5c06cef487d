import pg from 'pg';
import { inlineParams } from './inline.ts';
import type { Database, Queryable, QueryResult } from './types.ts';

/** A real PostgreSQL server through a pg Pool: one pooled client per request transaction. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A dropped idle client must not crash the server.
  pool.on('error', (error) => console.error('[local] PostgreSQL pool error:', error.message));
  await pool.query('select 1');
  let roundTrips = 0;
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => {
    roundTrips += 1;
    const result = await client.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 } satisfies QueryResult<Row>;
  };
  return {
    kind: 'postgres',
    roundTrips: () => roundTrips,
    query: (sql, params) => run(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await run(client, 'begin');
        const tx: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await fn(tx);
        await run(client, 'commit');
        return result;
      } catch (error) {
        await run(client, 'rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    batch(statements) {
      const texts = statements.map(inlineParams);
      if (texts.some((text) => text === null)) return null;
      roundTrips += 1;
      return pool.query(texts.join(';\n')).then((result) => {
        // pg answers an array for several statements, one result for one.
        const all = (Array.isArray(result) ? result : [result]) as pg.QueryResult[];
        return all.map((r) => ({ rows: r.rows as Record<string, unknown>[], affectedRows: r.rowCount ?? 0 }));
      });
    },
    async exec(sql) {
      roundTrips += 1;
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
