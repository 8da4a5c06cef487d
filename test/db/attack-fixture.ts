import { randomUUID } from 'node:crypto';
import type { PaidPlanId } from '../../supabase/functions/_shared/contract/plans.ts';
import type { Sql } from '../support/db.ts';
import { createUser } from './fixtures.ts';

/** Two users with a row in every user-owned table, one user without a profile, and server-only rows. */
export interface AttackFixture {
  a: string;
  b: string;
  /** Has an account but no profile yet (for the legitimate client insert). */
  c: string;
  chatOf: Record<string, string>;
  messageOf: Record<string, string>;
  reservationOf: Record<string, string>;
}

async function giveRows(db: Sql, user: string, plan: PaidPlanId) {
  const chat = randomUUID();
  const message = randomUUID();
  const reservation = randomUUID();
  await db.query(
    `insert into public.monthly_usage (user_id, date, questions_asked, plan_type)
     values ($1, (now() at time zone 'utc')::date, 3, $2)`,
    [user, plan],
  );
  await db.query(
    "insert into public.usage_reservations (request_id, user_id, date, status) values ($1, $2, current_date, 'reserved')",
    [reservation, user],
  );
  await db.query(
    `insert into public.subscriptions (user_id, stripe_customer_id, status, plan, current_period_end)
     values ($1, $3, 'active', $2, now() + interval '20 days')`,
    [user, plan, `cus_${user.slice(0, 8)}`],
  );
  await db.query(
    `insert into public.purchases (user_id, plan, kind, stripe_intent_id, amount_cents, status)
     values ($1, $2, 'payment', $3, 199, 'succeeded')`,
    [user, plan, `pi_${user.slice(0, 8)}`],
  );
  await db.query("insert into public.chats (id, user_id, title) values ($1, $2, 'Photosynthesis')", [
    chat,
    user,
  ]);
  await db.query(
    `insert into public.chat_messages (id, chat_id, user_id, role, content)
     values ($1, $2, $3, 'user', '"What is photosynthesis?"')`,
    [message, chat, user],
  );
  await db.query(
    `insert into public.contact_messages (client_id, user_id, name, email, subject, message)
     values ($1, $2, 'Some One', 'someone@example.test', 'Hello', 'A private message')`,
    [randomUUID(), user],
  );
  await db.query('update public.profiles set plan_type = $2 where id = $1', [user, plan]);
  return { chat, message, reservation };
}

export async function createAttackFixture(db: Sql): Promise<AttackFixture> {
  const a = await createUser(db, { email: 'alice@example.test' });
  const b = await createUser(db, { email: 'bob@example.test' });
  const c = await createUser(db, { email: 'carol@example.test' });
  await db.query('delete from public.profiles where id = $1', [c]);
  const rowsA = await giveRows(db, a, 'gold');
  const rowsB = await giveRows(db, b, 'diamond');
  await db.query("insert into public.stripe_events (id, type) values ('evt_1', 'payment_intent.succeeded')");
  await db.query(
    "insert into public.anon_usage (ip_hash, date, count) values ('hash-of-ip', current_date, 2)",
  );
  return {
    a,
    b,
    c,
    chatOf: { [a]: rowsA.chat, [b]: rowsB.chat },
    messageOf: { [a]: rowsA.message, [b]: rowsB.message },
    reservationOf: { [a]: rowsA.reservation, [b]: rowsB.reservation },
  };
}
