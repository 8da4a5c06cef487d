import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { actAs, asUser, attemptAs, availableBackends, type Sql, serviceRole } from '../support/db.ts';
import { createUser } from './fixtures.ts';
import { migratedDb } from './setup.ts';

interface BillingStateRow {
  plan: string;
  scheduled_plan: string | null;
  period_end: Date | null;
  status: string | null;
  period_running: boolean;
}

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** billing_state() as the signed-in user (what the plans page and change-plan call). */
async function stateOf(db: Sql, user: string): Promise<BillingStateRow> {
  const rows = (
    await actAs(db, asUser(user), (tx) => tx.query<BillingStateRow>('select * from public.billing_state()'))
  ).rows;
  expect(rows).toHaveLength(1);
  return rows[0] as BillingStateRow;
}

/** A subscriptions row in a given Stripe state, written as the verified-payment path does. */
async function subscribe(db: Sql, user: string, plan: string, status: string, end: Date | null) {
  await actAs(db, serviceRole, (tx) =>
    tx.query('select * from public.apply_paid_plan($1, $2, $3, $4, $5, $6)', [
      user,
      plan,
      'cus_1',
      `sub_${randomUUID()}`,
      status,
      end?.toISOString() ?? null,
    ]),
  );
}

const downgrade = async (db: Sql, user: string, target: string) =>
  (
    await actAs(db, serviceRole, (tx) =>
      tx.query<{ plan: string; scheduled_plan: string | null }>(
        'select * from public.schedule_downgrade($1, $2)',
        [user, target],
      ),
    )
  ).rows[0];

describe.each(availableBackends())('billing_state() on $name', (backend) => {
  const db = migratedDb(backend);

  it('knows whether a paid period still runs: a billed status and an end still ahead', async () => {
    const cases: [string, Date | null, boolean][] = [
      ['active', inDays(17), true],
      ['trialing', inDays(17), true],
      ['past_due', inDays(17), true],
      ['canceled', inDays(17), false],
      ['active', inDays(-14), false],
      ['active', null, false],
    ];
    for (const [status, end, running] of cases) {
      const user = await createUser(db);
      await subscribe(db, user, 'gold', status, end);
      const state = await stateOf(db, user);
      expect({ status, end, running: state.period_running }).toEqual({ status, end, running });
    }
  });

  it('answers for the caller: the plan, no period, nothing scheduled without a subscription', async () => {
    const user = await createUser(db, { plan: 'gold' });
    expect(await stateOf(db, user)).toEqual({
      plan: 'gold',
      scheduled_plan: null,
      period_end: null,
      status: null,
      period_running: false,
    });
  });

  it('shows a scheduled downgrade with its period, and applies it once the period has ended', async () => {
    const user = await createUser(db);
    const end = inDays(10);
    await subscribe(db, user, 'diamond', 'active', end);
    await downgrade(db, user, 'gold');
    expect(await stateOf(db, user)).toEqual({
      plan: 'diamond',
      scheduled_plan: 'gold',
      period_end: end,
      status: 'active',
      period_running: true,
    });
    await db.query('update public.subscriptions set current_period_end = $2 where user_id = $1', [
      user,
      inDays(-1).toISOString(),
    ]);
    expect(await stateOf(db, user)).toMatchObject({
      plan: 'gold',
      scheduled_plan: null,
      period_running: false,
    });
  });

  it('creates a missing profile (free), and refuses a caller who is not signed in', async () => {
    const user = await createUser(db);
    await db.query('delete from public.profiles where id = $1', [user]);
    expect(await stateOf(db, user)).toMatchObject({ plan: 'free', period_running: false });
    expect(await attemptAs(db, serviceRole, 'select * from public.billing_state()')).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it('schedule_downgrade waits only for a running period: a canceled subscription lowers at once', async () => {
    const running = await createUser(db);
    await subscribe(db, running, 'gold', 'past_due', inDays(5));
    expect(await downgrade(db, running, 'free')).toMatchObject({ plan: 'gold', scheduled_plan: 'free' });
    const canceled = await createUser(db);
    await subscribe(db, canceled, 'gold', 'canceled', inDays(5));
    expect(await downgrade(db, canceled, 'free')).toMatchObject({ plan: 'free', scheduled_plan: null });
  });
});
