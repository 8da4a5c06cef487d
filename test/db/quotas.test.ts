import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { actAs, asUser, attemptAs, availableBackends, serviceRole, type TestDb } from '../support/db.ts';
import { createUser, refund, reserve } from './fixtures.ts';
import { migratedDb } from './setup.ts';

const storedCount = async (db: TestDb, userId: string, day: string) => {
  const { rows } = await db.query<{ questions_asked: number; plan_type: string }>(
    'select questions_asked, plan_type from public.monthly_usage where user_id = $1 and date = $2',
    [userId, day],
  );
  return rows[0];
};
const todayUtc = () => new Date().toISOString().slice(0, 10);

describe.each(availableBackends())('daily quotas on $name', (backend) => {
  const db = migratedDb(backend);

  it.each([
    ['free', 5],
    ['gold', 150],
    ['diamond', 500],
  ] as const)('a %s user gets exactly %i questions a day', async (plan, limit) => {
    const user = await createUser(db, { plan });
    const now = '2026-03-10T12:00:00Z';
    for (let i = 1; i <= limit; i++) {
      const row = await reserve(db, user, randomUUID(), now);
      expect(row).toEqual({ allowed: true, used: i, daily_limit: limit, remaining: limit - i, plan });
    }
    const refused = await reserve(db, user, randomUUID(), now);
    expect(refused).toEqual({ allowed: false, used: limit, daily_limit: limit, remaining: 0, plan });
    expect(await storedCount(db, user, '2026-03-10')).toEqual({ questions_asked: limit, plan_type: plan });
  });

  it('rolls over at midnight UTC, whatever the session time zone', async () => {
    const user = await createUser(db);
    for (let i = 0; i < 5; i++) await reserve(db, user, randomUUID(), '2026-03-01T23:59:59.000Z');
    expect((await reserve(db, user, randomUUID(), '2026-03-01T23:59:59.999Z')).allowed).toBe(false);
    // 00:30 in UTC+14 is still 1 March in UTC: still refused.
    const stillYesterday = await actAs(db, serviceRole, async (tx) => {
      await tx.query("set local timezone = 'Pacific/Kiritimati'");
      const { rows } = await tx.query<{ allowed: boolean }>(
        "select * from public.reserve_question($1, $2, '2026-03-02 00:30:00+14')",
        [user, randomUUID()],
      );
      return rows[0];
    });
    expect(stillYesterday?.allowed).toBe(false);
    const nextDay = await reserve(db, user, randomUUID(), '2026-03-02T00:00:00.000Z');
    expect(nextDay).toMatchObject({ allowed: true, used: 1, remaining: 4 });
    expect(await storedCount(db, user, '2026-03-01')).toMatchObject({ questions_asked: 5 });
    expect(await storedCount(db, user, '2026-03-02')).toMatchObject({ questions_asked: 1 });
  });

  it('counts a retried request id once, and refuses endless replays of it', async () => {
    const user = await createUser(db);
    const request = randomUUID();
    expect(await reserve(db, user, request)).toMatchObject({ allowed: true, used: 1 });
    expect(await reserve(db, user, request)).toMatchObject({ allowed: true, used: 1 });
    expect(await reserve(db, user, request)).toMatchObject({ allowed: true, used: 1 });
    // A fourth admission of one counted request would be a free answer: refused.
    expect(await reserve(db, user, request)).toMatchObject({ allowed: false, used: 1 });
    expect(await storedCount(db, user, todayUtc())).toMatchObject({ questions_asked: 1 });
  });

  it("refuses another user's request id", async () => {
    const [a, b] = [await createUser(db), await createUser(db)];
    const request = randomUUID();
    await reserve(db, a, request);
    await expect(reserve(db, b, request)).rejects.toMatchObject({ code: '23505' });
  });

  it('refunds once; a refunded request id may be reserved again', async () => {
    const user = await createUser(db);
    const [r1, r2] = [randomUUID(), randomUUID()];
    await reserve(db, user, r1);
    await reserve(db, user, r2);
    expect(await refund(db, user, r1)).toEqual({
      allowed: true,
      used: 1,
      daily_limit: 5,
      remaining: 4,
      plan: 'free',
    });
    expect(await refund(db, user, r1)).toMatchObject({ used: 1 });
    expect(await refund(db, user, randomUUID())).toMatchObject({ used: 1 });
    const stranger = await createUser(db);
    expect(await refund(db, stranger, r2)).toMatchObject({ used: 0 });
    expect(await storedCount(db, user, todayUtc())).toMatchObject({ questions_asked: 1 });
    // The retry of the refunded request is a question like any other.
    expect(await reserve(db, user, r1)).toMatchObject({ allowed: true, used: 2 });
    expect(await reserve(db, user, r1)).toMatchObject({ allowed: true, used: 2 });
  });

  it('does not refund a retry of an answered request (no free answers through failed retries)', async () => {
    const user = await createUser(db);
    const request = randomUUID();
    await reserve(db, user, request);
    await reserve(db, user, request);
    expect(await refund(db, user, request)).toMatchObject({ used: 1 });
  });

  it('stores nothing for a refused request, so it can succeed after a refund frees a question', async () => {
    const user = await createUser(db);
    const ids = Array.from({ length: 5 }, () => randomUUID());
    for (const id of ids) await reserve(db, user, id);
    const late = randomUUID();
    expect((await reserve(db, user, late)).allowed).toBe(false);
    const { rows } = await db.query('select 1 from public.usage_reservations where request_id = $1', [late]);
    expect(rows).toHaveLength(0);
    await refund(db, user, ids[0] as string);
    expect(await reserve(db, user, late)).toMatchObject({ allowed: true, used: 5, remaining: 0 });
  });

  it('applies a lower plan at once to what is left today', async () => {
    const user = await createUser(db, { plan: 'diamond' });
    await db.query(
      "insert into public.monthly_usage (user_id, date, questions_asked, plan_type) values ($1, $2, 200, 'diamond')",
      [user, todayUtc()],
    );
    await db.query("update public.profiles set plan_type = 'gold' where id = $1", [user]);
    expect(await reserve(db, user, randomUUID())).toEqual({
      allowed: false,
      used: 200,
      daily_limit: 150,
      remaining: 0,
      plan: 'gold',
    });
  });

  it('creates a missing profile as free, and refuses an unknown user', async () => {
    const user = await createUser(db);
    await db.query('delete from public.profiles where id = $1', [user]);
    expect(await reserve(db, user, randomUUID())).toMatchObject({
      allowed: true,
      plan: 'free',
      daily_limit: 5,
    });
    await expect(reserve(db, randomUUID(), randomUUID())).rejects.toMatchObject({ code: 'P0002' });
  });

  it("get_usage gives the signed-in caller today's figures", async () => {
    const user = await createUser(db, { plan: 'gold' });
    await reserve(db, user, randomUUID());
    await reserve(db, user, randomUUID());
    const mine = await attemptAs(db, asUser(user), 'select * from public.get_usage()');
    expect(mine).toMatchObject({
      ok: true,
      rows: [{ used: 2, daily_limit: 150, remaining: 148, plan: 'gold' }],
    });
  });

  it('caps signed-out callers per hashed IP and UTC day', async () => {
    const call = async (ip: string, cap: number, now: string) => {
      const { rows } = await actAs(db, serviceRole, (tx) =>
        tx.query('select * from public.reserve_anon_question($1, $2, $3)', [ip, cap, now]),
      );
      return rows[0];
    };
    const day = '2026-04-01T08:00:00Z';
    for (let i = 1; i <= 5; i++)
      expect(await call('ip-a', 5, day)).toEqual({ allowed: true, used: i, cap: 5 });
    expect(await call('ip-a', 5, day)).toEqual({ allowed: false, used: 5, cap: 5 });
    expect(await call('ip-b', 5, day)).toEqual({ allowed: true, used: 1, cap: 5 });
    expect(await call('ip-a', 5, '2026-04-02T00:00:00Z')).toEqual({ allowed: true, used: 1, cap: 5 });
    expect(await call('ip-c', 0, day)).toEqual({ allowed: false, used: 0, cap: 0 });
    await expect(call('', 5, day)).rejects.toMatchObject({ code: '22023' });
    await expect(call('ip-a', -1, day)).rejects.toMatchObject({ code: '22023' });
  });
});
