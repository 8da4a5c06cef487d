import { mkdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './types.ts';

/** PGlite (embedded Postgres in WASM): in memory without a data folder, persisted with one. */
export async function openPglite(dataDir?: string, options: { reset?: boolean } = {}): Promise<Database> {
  if (dataDir && options.reset) rmSync(dataDir, { recursive: true, force: true });
  // PGlite creates only the last folder of the path: a fresh clone has no .local/ yet.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  // In-process: a "round trip" is one statement handed to PGlite (its BEGIN/COMMIT are not counted).
  let roundTrips = 0;
  const run = async <Row>(
    q: Pick<PGlite, 'query'>,
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<Row>> => {
    roundTrips += 1;
    const result = await q.query<Row>(sql, params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  };
  return {
    kind: 'pglite',
    roundTrips: () => roundTrips,
    query: (sql, params) => run(db, sql, params),
    // One round trip is no gain in the same process.
    batch: () => null,
    async transaction(fn) {
      // PGlite is one connection; its transaction() holds a lock so other queries wait their turn.
      return db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) } as Queryable));
    },
    async exec(sql) {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
