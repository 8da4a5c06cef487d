import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { applyMigrations, authShimPath, listMigrations } from '../../supabase/local/db/migrate.ts';

/**
 * Database handles for tests: one small interface over PGlite and a PostgreSQL server, migrated
 * templates that are copied per test (never re-migrated), and helpers that run queries the way
 * PostgREST does (role and JWT claims set for one transaction).
 */

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements in one script, no parameters. */
  exec(text: string): Promise<void>;
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
}

export type BackendName = 'PGlite' | 'PostgreSQL';

export interface TestDb extends Sql {
  readonly backend: BackendName;
  /** PostgreSQL only: for tests that open many connections. */
  readonly connectionString?: string;
  close(): Promise<void>;
}

export interface Backend {
  readonly name: BackendName;
  /** A copy of a database with every migration applied. */
  fresh(): Promise<TestDb>;
  /** A database with nothing applied. */
  empty(): Promise<TestDb>;
  /** Closes the template and drops every database this backend created. */
  close(): Promise<void>;
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function pgliteSql(db: PgliteLike, transaction: Sql['transaction']): Sql {
  return {
    async query<T>(text: string, params?: unknown[]) {
      const result = await db.query<T>(text, params);
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
    async exec(text: string) {
      await db.exec(text);
    },
    transaction,
  };
}

function noNesting(): never {
  throw new Error('nested transactions are not supported by this helper');
}

export function wrapPglite(db: PGlite): TestDb {
  const sql = pgliteSql(db, (fn) => db.transaction((tx) => fn(pgliteSql(tx, noNesting))));
  return { ...sql, backend: 'PGlite', close: () => db.close() };
}

type PgQueryable = Pick<pg.Pool, 'query'>;

function pgSql(db: PgQueryable, transaction: Sql['transaction']): Sql {
  return {
    async query<T>(text: string, params?: unknown[]) {
      const result = await db.query(text, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(text: string) {
      await db.query(text);
    },
    transaction,
  };
}

/**
 * A pool for a throwaway test database. pool.end() can resolve while a client is still closing; the
 * database is then dropped `with (force)`, and the server's 57P01 "terminating connection" reaches
 * that client as an error the pool re-emits. Expected then; anything else is reported.
 */
export function testPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('idle PostgreSQL client failed', error);
  });
  return pool;
}

export function wrapPgPool(pool: pg.Pool, connectionString: string): TestDb {
  const transaction: Sql['transaction'] = async (fn) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const value = await fn(pgSql(client, noNesting));
      await client.query('commit');
      return value;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    ...pgSql(pool, transaction),
    backend: 'PostgreSQL',
    connectionString,
    close: () => pool.end(),
  };
}

const localDir = fileURLToPath(new URL('../../.local/', import.meta.url));

/** A key that changes whenever the schema a template would hold can change. */
async function schemaKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  hash.update(JSON.parse(await readFile(fileURLToPath(pglite), 'utf8')).version as string);
  for (const file of [authShimPath, ...(await listMigrations())]) {
    hash.update(file).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite data folder as a gzip dump, built once and kept in .local/ as `<prefix>-<key>.tar.gz`
 * (older keys are removed), so later test files skip initdb and the migrations.
 */
async function cachedDump(
  prefix: string,
  key: string,
  build: (db: PGlite) => Promise<unknown>,
): Promise<Blob> {
  const path = join(localDir, `${prefix}-${key}.tar.gz`);
  const cached = await readFile(path).catch(() => null);
  if (cached) return new Blob([new Uint8Array(cached)]);
  const db = new PGlite();
  try {
    await db.waitReady;
    await build(db);
    const dump = await db.dumpDataDir('gzip');
    await mkdir(localDir, { recursive: true });
    for (const old of await readdir(localDir)) {
      if (old.startsWith(`${prefix}-`)) await rm(join(localDir, old), { force: true });
    }
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  } finally {
    await db.close();
  }
}

const loadPglite = async (dump: Blob) => {
  const db = new PGlite({ loadDataDir: dump });
  await db.waitReady;
  return wrapPglite(db);
};

/** PGlite: each fresh() loads the migrated template's dump (about as fast as a clone, no initdb). */
export function pgliteBackend(): Backend {
  let migrated: Promise<Blob> | undefined;
  let empty: Promise<Blob> | undefined;
  return {
    name: 'PGlite',
    async fresh() {
      migrated ??= schemaKey().then((key) =>
        cachedDump('pglite-migrated', key, (db) => applyMigrations((sql) => db.exec(sql))),
      );
      return loadPglite(await migrated);
    },
    async empty() {
      empty ??= schemaKey().then((key) => cachedDump('pglite-empty', key, async () => undefined));
      return loadPglite(await empty);
    },
    async close() {
      migrated = undefined;
      empty = undefined;
    },
  };
}

function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * PostgreSQL: throwaway databases on the server named by `serverUrl`. The template is a migrated
 * database; fresh() copies it with CREATE DATABASE … TEMPLATE. Everything is dropped on close().
 */
export function postgresBackend(serverUrl: string): Backend {
  const created: string[] = [];
  let template: Promise<string> | undefined;

  const admin = <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => withServer(serverUrl, fn);
  const createDatabase = async (templateName?: string) => {
    const name = `studymate_test_${process.pid}_${randomUUID().slice(0, 8)}`;
    const from = templateName ? ` template "${templateName}"` : '';
    await admin((client) => client.query(`create database "${name}"${from}`));
    created.push(name);
    return name;
  };
  const open = (name: string) => {
    const url = databaseUrl(serverUrl, name);
    return wrapPgPool(testPool({ connectionString: url, max: 10 }), url);
  };
  const getTemplate = () => {
    template ??= (async () => {
      const name = await createDatabase();
      const db = open(name);
      try {
        await applyMigrations((sql) => db.exec(sql));
      } finally {
        await db.close();
      }
      return name;
    })();
    return template;
  };

  return {
    name: 'PostgreSQL',
    async fresh() {
      return open(await createDatabase(await getTemplate()));
    },
    async empty() {
      return open(await createDatabase());
    },
    async close() {
      const names = created.splice(0);
      template = undefined;
      await admin(async (client) => {
        for (const name of names.reverse()) {
          await client.query(`drop database if exists "${name}" with (force)`);
        }
      });
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function availableBackends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteBackend(), postgresBackend(url)] : [pgliteBackend()];
}

// Acting as an API role ------------------------------------------------------------------------------

export type Actor =
  | { kind: 'anon' }
  | { kind: 'user'; id: string; email?: string }
  | { kind: 'service_role' }
  | { kind: 'postgres' };

export const anon: Actor = { kind: 'anon' };
export const serviceRole: Actor = { kind: 'service_role' };
export const owner: Actor = { kind: 'postgres' };
export const asUser = (id: string, email?: string): Actor => ({ kind: 'user', id, email });

/** The database role and JWT claims PostgREST would use for this caller. */
export function roleAndClaims(actor: Actor): { role: string; claims: Record<string, unknown> } | null {
  switch (actor.kind) {
    case 'anon':
      return { role: 'anon', claims: { role: 'anon', iss: 'supabase-test' } };
    case 'service_role':
      return { role: 'service_role', claims: { role: 'service_role', iss: 'supabase-test' } };
    case 'user':
      return {
        role: 'authenticated',
        claims: {
          sub: actor.id,
          role: 'authenticated',
          aud: 'authenticated',
          email: actor.email ?? `${actor.id}@example.test`,
        },
      };
    case 'postgres':
      return null;
  }
}

/** Runs fn in one transaction as the actor (set local role + request.jwt.claims) and commits. */
export function actAs<T>(db: Sql, actor: Actor, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const identity = roleAndClaims(actor);
    if (identity) {
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
        identity.role,
        JSON.stringify(identity.claims),
      ]);
    }
    return fn(tx);
  });
}

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

export type Attempt<T> =
  | { ok: true; rows: T[]; rowCount: number }
  | { ok: false; code: string; message: string };

/** Runs one statement as the actor and always rolls back: for probing what a caller may do. */
export async function attemptAs<T = Record<string, unknown>>(
  db: Sql,
  actor: Actor,
  text: string,
  params?: unknown[],
): Promise<Attempt<T>> {
  try {
    await actAs(db, actor, async (tx) => {
      const result = await tx.query<T>(text, params);
      throw new Rollback(result);
    });
    throw new Error('unreachable');
  } catch (error) {
    if (error instanceof Rollback) {
      const result = error.value as QueryResult<T>;
      return { ok: true, rows: result.rows, rowCount: result.rowCount };
    }
    const { code, message } = error as { code?: string; message?: string };
    if (!code) throw error;
    return { ok: false, code, message: message ?? '' };
  }
}

/** Whether a PostgreSQL server answers at `url` (benches that need one say so and skip when not). */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One short-lived connection to the server at `serverUrl` (creating and dropping databases). */
export async function withServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
