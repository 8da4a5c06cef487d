import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { actAs, asUser, attemptAs, availableBackends, type Sql, serviceRole } from '../support/db.ts';
import { createUser, reserve } from './fixtures.ts';
import { migratedDb } from './setup.ts';

interface PlanState {
  plan: string;
  scheduled_plan: string | null;
  effective_until: Date | null;
}

const asService = async <T>(db: Sql, sql: string, params: unknown[]) =>
  (await actAs(db, serviceRole, (tx) => tx.query<T>(sql, params))).rows;
const downgrade = async (db: Sql, user: string, target: string) =>
  (await asService<PlanState>(db, 'select * from public.schedule_downgrade($1, $2)', [user, target]))[0];
const keep = async (db: Sql, user: string) =>
  (await asService<PlanState>(db, 'select * from public.cancel_scheduled_downgrade($1)', [user]))[0];
const paid = async (db: Sql, user: string, plan: string, periodEnd: string | null) =>
  (
    await asService<PlanState>(
      db,
      "select * from public.apply_paid_plan($1, $2, 'cus_1', $3, 'active', $4)",
      [user, plan, `sub_${randomUUID()}`, periodEnd],
    )
  )[0];
const profilePlan = async (db: Sql, user: string) =>
  (await db.query<{ plan_type: string }>('select plan_type from public.profiles where id = $1', [user]))
    .rows[0]?.plan_type;
const subscription = async (db: Sql, user: string) =>
  (await db.query('select * from public.subscriptions where user_id = $1', [user])).rows[0];

describe.each(availableBackends())('profiles and plans on $name', (backend) => {
  const db = migratedDb(backend);

  it('gives every new account a free profile, and follows its e-mail', async () => {
    const user = await createUser(db, { email: 'new@example.test' });
    const { rows } = await db.query('select email, plan_type from public.profiles where id = $1', [user]);
    expect(rows).toEqual([{ email: 'new@example.test', plan_type: 'free' }]);
    await db.query("update auth.users set email = 'moved@example.test' where id = $1", [user]);
    const moved = await db.query('select email from public.profiles where id = $1', [user]);
    expect(moved.rows).toEqual([{ email: 'moved@example.test' }]);
  });

  it('ensure_profile() creates a missing profile as free and returns it', async () => {
    const user = await createUser(db, { email: 'lost@example.test' });
    await db.query('delete from public.profiles where id = $1', [user]);
    const result = await attemptAs(
      db,
      asUser(user),
      'select id, email, plan_type from public.ensure_profile()',
    );
    expect(result).toMatchObject({
      ok: true,
      rows: [{ id: user, email: 'lost@example.test', plan_type: 'free' }],
    });
  });

  it("a client's own profile insert takes its e-mail and times from the server", async () => {
    const user = await createUser(db, { email: 'token@example.test' });
    await db.query('delete from public.profiles where id = $1', [user]);
    const inserted = await actAs(db, asUser(user, 'token@example.test'), (tx) =>
      tx.query<{ email: string; created_at: Date }>(
        `insert into public.profiles (id, email, plan_type, created_at)
         values ($1, 'forged@example.test', 'free', '2000-01-01') returning email, created_at`,
        [user],
      ),
    );
    expect(inserted.rows[0]?.email).toBe('token@example.test');
    expect(inserted.rows[0]?.created_at.getFullYear()).toBeGreaterThan(2020);
  });

  it('refuses a paid plan on insert by RLS alone, even with the guard trigger off', async () => {
    const user = await createUser(db);
    await db.query('delete from public.profiles where id = $1', [user]);
    // The insert's error rolls the whole transaction back, trigger switch included.
    const outcome = await db
      .transaction(async (tx) => {
        await tx.query('alter table public.profiles disable trigger guard_profile');
        await tx.query(
          "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
          [JSON.stringify({ sub: user, role: 'authenticated' })],
        );
        await tx.query("insert into public.profiles (id, plan_type) values ($1, 'gold')", [user]);
        throw new Error('the insert was allowed');
      })
      .catch((error: unknown) => error);
    expect(outcome).toMatchObject({ code: '42501', message: expect.stringContaining('row-level security') });
  });

  it('apply_paid_plan records a verified upgrade, and refuses free or an unknown user', async () => {
    const user = await createUser(db);
    const until = '2026-12-31T00:00:00.000Z';
    expect(await paid(db, user, 'gold', until)).toEqual({
      plan: 'gold',
      scheduled_plan: null,
      effective_until: new Date(until),
    });
    expect(await profilePlan(db, user)).toBe('gold');
    expect(await subscription(db, user)).toMatchObject({
      plan: 'gold',
      status: 'active',
      stripe_customer_id: 'cus_1',
    });
    await expect(paid(db, user, 'free', until)).rejects.toMatchObject({ code: '22023' });
    await expect(paid(db, randomUUID(), 'gold', until)).rejects.toMatchObject({ code: 'P0002' });
  });

  it('keeps a paid plan until the period ends, then applies the scheduled downgrade', async () => {
    const user = await createUser(db);
    const periodEnd = new Date(Date.now() + 3 * 86_400_000);
    await paid(db, user, 'diamond', periodEnd.toISOString());
    expect(await downgrade(db, user, 'gold')).toEqual({
      plan: 'diamond',
      scheduled_plan: 'gold',
      effective_until: periodEnd,
    });
    expect(await profilePlan(db, user)).toBe('diamond');
    expect(await reserve(db, user, randomUUID())).toMatchObject({ plan: 'diamond', daily_limit: 500 });

    // The period ends: the next reservation (or any plan read) applies the downgrade.
    const later = new Date(periodEnd.getTime() + 60_000).toISOString();
    expect(await reserve(db, user, randomUUID(), later)).toMatchObject({ plan: 'gold', daily_limit: 150 });
    expect(await profilePlan(db, user)).toBe('gold');
    expect(await subscription(db, user)).toMatchObject({ plan: 'gold', scheduled_plan: null });
  });

  it('a downgrade to free cancels at the period end', async () => {
    const user = await createUser(db);
    const periodEnd = new Date(Date.now() + 86_400_000);
    await paid(db, user, 'gold', periodEnd.toISOString());
    expect(await downgrade(db, user, 'free')).toMatchObject({ plan: 'gold', scheduled_plan: 'free' });
    expect(await subscription(db, user)).toMatchObject({ cancel_at_period_end: true });
    const after = new Date(periodEnd.getTime() + 1000).toISOString();
    const { rows } = await actAs(db, serviceRole, (tx) =>
      tx.query('select public.effective_plan($1, $2) as plan', [user, after]),
    );
    expect(rows).toEqual([{ plan: 'free' }]);
    expect(await subscription(db, user)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      scheduled_plan: null,
    });
  });

  it('lowers at once when no paid period is running', async () => {
    const user = await createUser(db, { plan: 'diamond' });
    expect(await downgrade(db, user, 'gold')).toEqual({
      plan: 'gold',
      scheduled_plan: null,
      effective_until: null,
    });
    expect(await profilePlan(db, user)).toBe('gold');
    const expired = await createUser(db);
    await paid(db, expired, 'gold', new Date(Date.now() - 1000).toISOString());
    expect(await downgrade(db, expired, 'free')).toMatchObject({ plan: 'free', scheduled_plan: null });
  });

  it('refuses a raise, and ignores choosing the plan already held', async () => {
    const user = await createUser(db, { plan: 'gold' });
    await expect(downgrade(db, user, 'diamond')).rejects.toMatchObject({ code: '22023' });
    const free = await createUser(db);
    await expect(downgrade(db, free, 'gold')).rejects.toMatchObject({ code: '22023' });
    expect(await downgrade(db, user, 'gold')).toEqual({
      plan: 'gold',
      scheduled_plan: null,
      effective_until: null,
    });
    expect(await profilePlan(db, user)).toBe('gold');
  });

  it('an upgrade clears a pending downgrade', async () => {
    const user = await createUser(db);
    const periodEnd = new Date(Date.now() + 86_400_000).toISOString();
    await paid(db, user, 'diamond', periodEnd);
    await downgrade(db, user, 'free');
    await paid(db, user, 'diamond', periodEnd);
    expect(await subscription(db, user)).toMatchObject({ scheduled_plan: null, cancel_at_period_end: false });
  });

  it('cancel_scheduled_downgrade keeps the paid plan past the period end', async () => {
    const user = await createUser(db);
    const periodEnd = new Date(Date.now() + 3 * 86_400_000);
    await paid(db, user, 'diamond', periodEnd.toISOString());
    await downgrade(db, user, 'free');
    expect(await keep(db, user)).toEqual({
      plan: 'diamond',
      scheduled_plan: null,
      effective_until: periodEnd,
    });
    expect(await subscription(db, user)).toMatchObject({
      plan: 'diamond',
      scheduled_plan: null,
      cancel_at_period_end: false,
      status: 'active',
    });
    // After the period end nothing is applied: the plan stays diamond (the renewal extends the period).
    const after = new Date(periodEnd.getTime() + 60_000).toISOString();
    const { rows } = await actAs(db, serviceRole, (tx) =>
      tx.query('select public.effective_plan($1, $2) as plan', [user, after]),
    );
    expect(rows).toEqual([{ plan: 'diamond' }]);
  });

  it('cancel_scheduled_downgrade changes nothing without a scheduled downgrade, and refuses an unknown user', async () => {
    const user = await createUser(db, { plan: 'gold' });
    expect(await keep(db, user)).toEqual({ plan: 'gold', scheduled_plan: null, effective_until: null });
    const ended = await createUser(db);
    await paid(db, ended, 'gold', new Date(Date.now() - 1000).toISOString());
    await db.query("update public.subscriptions set scheduled_plan = 'free' where user_id = $1", [ended]);
    // The period is over: the downgrade applies first and there is nothing left to keep.
    expect(await keep(db, ended)).toMatchObject({ plan: 'free', scheduled_plan: null });
    await expect(keep(db, randomUUID())).rejects.toMatchObject({ code: 'P0002' });
  });
});
