import { beforeAll, describe, expect, it } from 'vitest';
import { type Attempt, attemptAs, availableBackends, type TestDb } from '../support/db.ts';
import { type AttackCase, attackCases, type Expect } from './attack-cases.ts';
import { createAttackFixture } from './attack-fixture.ts';
import { formatTable } from './format-table.ts';
import { migratedDb } from './setup.ts';

/**
 * The attack matrix: every table × select/insert/update/delete as anon, as user A against user B's
 * rows and as user A against the protected parts of A's own rows, plus every security-definer
 * function as anon, user and service role. Refusals must be real refusals (privilege or RLS errors,
 * or RLS filtering to zero rows); any other error (a typo, a constraint) fails the test.
 */

const refusalCodes: Record<string, string> = {
  '42501': 'denied',
  '23503': 'no such chat for this user',
};

function verdict(attempt: Attempt<unknown>): { got: Expect | 'error'; outcome: string } {
  if (!attempt.ok) {
    const reason = refusalCodes[attempt.code];
    const message = attempt.message.length > 70 ? `${attempt.message.slice(0, 67)}...` : attempt.message;
    return reason
      ? { got: 'refused', outcome: `${attempt.code} ${message}` }
      : { got: 'error', outcome: message };
  }
  if (attempt.rowCount === 0) return { got: 'refused', outcome: 'RLS: 0 rows' };
  return { got: 'allowed', outcome: `ok, ${attempt.rowCount} row${attempt.rowCount === 1 ? '' : 's'}` };
}

type MatrixRow = {
  caller: string;
  target: string;
  action: string;
  expected: Expect;
  outcome: string;
  pass: string;
};

async function runMatrix(db: TestDb, cases: AttackCase[]): Promise<MatrixRow[]> {
  const rows: MatrixRow[] = [];
  for (const c of cases) {
    const { got, outcome } = verdict(await attemptAs(db, c.actor, c.sql, c.params));
    rows.push({
      caller: c.caller,
      target: c.target,
      action: c.action,
      expected: c.expect,
      outcome,
      pass: got === c.expect ? 'yes' : 'NO',
    });
  }
  return rows;
}

describe.each(availableBackends())('row-level security attack matrix on $name', (backend) => {
  const db = migratedDb(backend);
  let rows: MatrixRow[];
  beforeAll(async () => {
    rows = await runMatrix(db, attackCases(await createAttackFixture(db)));
    console.log(`\nRLS attack matrix on ${backend.name} (${rows.length} attempts)\n${formatTable(rows)}\n`);
  });

  it('refuses every attack and allows every legitimate access', () => {
    const failures = rows.filter((row) => row.pass !== 'yes');
    expect(failures).toEqual([]);
  });

  it('covers every public table and every public function', async () => {
    const tables = await db.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    const functions = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' order by 1`,
    );
    const targets = new Set(rows.map((row) => row.target.split(' ')[0]?.replace('()', '')));
    for (const { name } of [...tables.rows, ...functions.rows]) expect(targets).toContain(name);
    const refused = rows.filter((row) => row.expected === 'refused').length;
    console.log(
      `${backend.name}: ${refused} attacks refused, ${rows.length - refused} legitimate accesses allowed`,
    );
  });
});
