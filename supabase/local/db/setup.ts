import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, listMigrations } from './migrate.ts';
import type { Database } from './types.ts';

/** The local GoTrue's own tables (sessions, refresh tokens, flow state, mailbox, migration log). */
export const gotrueSqlPath = fileURLToPath(new URL('../sql/gotrue.sql', import.meta.url));

/**
 * Brings the database up to date. A new database gets the auth shim, the GoTrue tables and every
 * migration; a known one (it has auth.local_migrations) gets the GoTrue tables' catch-up and only the
 * migrations it has not applied yet. Returns the names of the migrations that ran.
 */
export async function prepareDatabase(
  db: Database,
  log: (line: string) => void = () => {},
): Promise<string[]> {
  const exec = (sql: string) => db.exec(sql);
  const { rows } = await db.query<{ known: boolean }>(
    `select to_regclass('auth.local_migrations') is not null as known`,
  );
  const all = (await listMigrations()).map((path) => ({ path, name: basename(path) }));
  if (!rows[0]?.known) {
    log('new database: applying the auth shim and every migration');
    await applyMigrations(exec, { afterShim: [gotrueSqlPath] });
    await record(
      db,
      all.map((m) => m.name),
    );
    return all.map((m) => m.name);
  }
  await exec(await readFile(gotrueSqlPath, 'utf8'));
  const applied = new Set(
    (await db.query<{ name: string }>('select name from auth.local_migrations')).rows.map((r) => r.name),
  );
  const pending = all.filter((m) => !applied.has(m.name));
  for (const m of pending) {
    log(`applying migration ${m.name}`);
    try {
      await exec(await readFile(m.path, 'utf8'));
    } catch (error) {
      throw new Error(`applying ${m.path} failed: ${(error as Error).message}`, { cause: error });
    }
    await record(db, [m.name]);
  }
  return pending.map((m) => m.name);
}

async function record(db: Database, names: string[]): Promise<void> {
  for (const name of names) {
    await db.query('insert into auth.local_migrations (name) values ($1) on conflict (name) do nothing', [
      name,
    ]);
  }
}
