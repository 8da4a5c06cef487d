import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Runs one SQL script (several statements) on the database: PGlite's `exec`, or pg's `query`. */
export type ExecSql = (sql: string) => Promise<unknown>;

export interface ApplyMigrationsOptions {
  /** Run supabase/local/sql/auth-shim.sql first (default true; false on a real Supabase database). */
  shim?: boolean;
  /** Extra SQL files to run after the shim and before the migrations (e.g. the local GoTrue tables). */
  afterShim?: string[];
  /** Run supabase/seed.sql after the migrations (default false). */
  seed?: boolean;
  /** Called before each file runs, with its path. */
  onFile?: (path: string) => void;
}

const supabaseDir = fileURLToPath(new URL('../../', import.meta.url));
export const authShimPath = `${supabaseDir}local/sql/auth-shim.sql`;
export const migrationsDir = `${supabaseDir}migrations`;
export const seedPath = `${supabaseDir}seed.sql`;

/** The migration files in the order the Supabase CLI applies them (by name: timestamp first). */
export async function listMigrations(): Promise<string[]> {
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  return names.map((name) => `${migrationsDir}/${name}`);
}

/**
 * Brings a database to the schema of supabase/migrations: the auth shim, any extra files, every
 * migration in name order, then optionally the seed. Each file runs as one script, so a file is
 * applied whole or not at all. The migrations are written to be re-runnable, so calling this on an
 * already migrated database is safe (that is how the local backend starts on an existing data folder).
 * Returns the files that ran, in order.
 */
export async function applyMigrations(
  exec: ExecSql,
  options: ApplyMigrationsOptions = {},
): Promise<string[]> {
  const files = [
    ...(options.shim === false ? [] : [authShimPath]),
    ...(options.afterShim ?? []),
    ...(await listMigrations()),
    ...(options.seed ? [seedPath] : []),
  ];
  for (const file of files) {
    options.onFile?.(file);
    const sql = await readFile(file, 'utf8');
    try {
      await exec(sql);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`applying ${file} failed: ${reason}`, { cause: error });
    }
  }
  return files;
}
