import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, listMigrations } from '../../supabase/local/db/migrate.ts';
import { availableBackends, type TestDb } from '../support/db.ts';
import { catalogSnapshot } from './catalog-snapshot.ts';

/** Who may execute each public function (INTERFACES.md); anything not listed is a test failure. */
const executeGrants: Record<string, string[]> = {
  reserve_question: ['service_role'],
  reserve_my_question: ['authenticated'],
  refund_question: ['service_role'],
  effective_plan: ['service_role'],
  apply_paid_plan: ['service_role'],
  schedule_downgrade: ['service_role'],
  cancel_scheduled_downgrade: ['service_role'],
  reserve_anon_question: ['service_role'],
  get_usage: ['authenticated'],
  ensure_profile: ['authenticated'],
  billing_state: ['authenticated'],
};
const apiRoles = ['anon', 'authenticated', 'service_role'];

describe.each(availableBackends())('migrations on $name', (backend) => {
  const opened: TestDb[] = [];
  const open = async (db: Promise<TestDb>) => {
    opened.push(await db);
    return opened[opened.length - 1] as TestDb;
  };
  let migrated: TestDb;
  let scratch: TestDb;
  let scratchForFailure: TestDb;
  // Opened up front, so the first (uncached) PGlite initdb counts against the hook's longer timeout.
  beforeAll(async () => {
    migrated = await open(backend.fresh());
    scratch = await open(backend.empty());
    scratchForFailure = await open(backend.empty());
  });
  afterAll(async () => {
    for (const db of opened) await db.close();
    await backend.close();
  });

  it('apply from scratch, and again on top, with the same result', async () => {
    const db = scratch;
    const files = await applyMigrations((sql) => db.exec(sql));
    expect(files.length).toBe((await listMigrations()).length + 1);
    const once = await catalogSnapshot(db);
    await applyMigrations((sql) => db.exec(sql), { seed: true });
    expect(await catalogSnapshot(db)).toEqual(once);
    expect(once).toEqual(await catalogSnapshot(migrated));
    expect(once.data).toHaveLength(3);
  });

  it('turn on row-level security for every public table', async () => {
    const { rows } = await migrated.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });

  it('pin search_path in every function and grant EXECUTE only as INTERFACES.md says', async () => {
    const { rows } = await migrated.query<{
      schema: string;
      name: string;
      definer: boolean;
      config: string[] | null;
      grantees: string[];
    }>(
      `select n.nspname as schema, p.proname as name, p.prosecdef as definer, p.proconfig as config,
              array(select r from unnest($1::text[]) r where has_function_privilege(r, p.oid, 'EXECUTE')) as grantees
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') order by 1, 2`,
      [apiRoles],
    );
    const found = rows.map((f) => ({
      fn: `${f.schema}.${f.name}`,
      definer: f.definer,
      config: f.config,
      grantees: f.grantees,
    }));
    const wanted = rows.map((f) => ({
      fn: `${f.schema}.${f.name}`,
      definer: f.definer,
      config: ['search_path=""'],
      grantees: f.schema === 'public' ? (executeGrants[f.name] ?? ['(not in INTERFACES.md)']) : [],
    }));
    expect(found).toEqual(wanted);
    expect(rows.filter((f) => f.definer).length).toBeGreaterThanOrEqual(Object.keys(executeGrants).length);
  });

  it('apply a migration file whole or not at all', async () => {
    const db = scratchForFailure;
    const broken = join(tmpdir(), `broken-${process.pid}.sql`);
    await writeFile(broken, 'create table public.half_done (id int);\nselect 1 / 0;\n');
    try {
      await expect(applyMigrations((sql) => db.exec(sql), { afterShim: [broken] })).rejects.toThrow(
        /broken-.*division by zero/,
      );
    } finally {
      await rm(broken, { force: true });
    }
    const { rows } = await db.query("select to_regclass('public.half_done') as t");
    expect(rows).toEqual([{ t: null }]);
  });
});
