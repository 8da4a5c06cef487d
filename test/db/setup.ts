import { afterAll, beforeAll } from 'vitest';
import type { Backend, TestDb } from '../support/db.ts';

/**
 * The db suites' one setup: a migrated database for the enclosing describe block, opened before its
 * tests and closed after them (with every database the backend made). The handle forwards to that
 * database, so tests use it like any TestDb; register it before hooks that need the database.
 */
export function migratedDb(backend: Backend): TestDb {
  let opened: TestDb | undefined;
  beforeAll(async () => {
    opened = await backend.fresh();
  });
  afterAll(async () => {
    await opened?.close();
    await backend.close();
  });
  const current = (): TestDb => {
    if (!opened) throw new Error('the database opens in beforeAll: use it inside hooks and tests');
    return opened;
  };
  return {
    get backend() {
      return current().backend;
    },
    get connectionString() {
      return current().connectionString;
    },
    query: (text, params) => current().query(text, params),
    exec: (text) => current().exec(text),
    transaction: (fn) => current().transaction(fn),
    // Closed by the afterAll above.
    close: async () => undefined,
  };
}
