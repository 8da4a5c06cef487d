import { randomUUID } from 'node:crypto';
import { type Actor, anon, asUser, serviceRole } from '../support/db.ts';
import type { AttackFixture } from './attack-fixture.ts';

export type Expect = 'refused' | 'allowed';

export interface AttackCase {
  caller: string;
  actor: Actor;
  target: string;
  action: string;
  expect: Expect;
  sql: string;
  params: unknown[];
}

type Op = 'select' | 'insert' | 'update' | 'delete';
const ops: Op[] = ['select', 'insert', 'update', 'delete'];

/** Each table's statements against one owner's rows; writes try to grant plans, questions or money. */
function statements(f: AttackFixture, owner: string): Record<string, Record<Op, [string, unknown[]]>> {
  const chat = f.chatOf[owner];
  return {
    plans: {
      select: ['select * from public.plans', []],
      insert: [
        "insert into public.plans (id, name, daily_limit, price_cents, rank) values ('free', 'x', 99999, 0, 9)",
        [],
      ],
      update: ["update public.plans set daily_limit = 99999 where id = 'free'", []],
      delete: ["delete from public.plans where id = 'diamond'", []],
    },
    profiles: {
      select: ['select * from public.profiles where id = $1', [owner]],
      insert: [
        `insert into public.profiles (id, email, plan_type) values ($1, 'x@example.test', 'diamond')
         on conflict (id) do update set plan_type = 'diamond'`,
        [owner],
      ],
      update: ["update public.profiles set plan_type = 'diamond' where id = $1", [owner]],
      delete: ['delete from public.profiles where id = $1', [owner]],
    },
    monthly_usage: {
      select: ['select * from public.monthly_usage where user_id = $1', [owner]],
      insert: [
        `insert into public.monthly_usage (user_id, date, questions_asked, plan_type)
         values ($1, current_date + 1, 0, 'free')`,
        [owner],
      ],
      update: ['update public.monthly_usage set questions_asked = 0 where user_id = $1', [owner]],
      delete: ['delete from public.monthly_usage where user_id = $1', [owner]],
    },
    usage_reservations: {
      select: ['select * from public.usage_reservations where user_id = $1', [owner]],
      insert: [
        "insert into public.usage_reservations (request_id, user_id, date, status) values ($2, $1, current_date, 'refunded')",
        [owner, randomUUID()],
      ],
      update: ["update public.usage_reservations set status = 'refunded' where user_id = $1", [owner]],
      delete: ['delete from public.usage_reservations where user_id = $1', [owner]],
    },
    subscriptions: {
      select: ['select * from public.subscriptions where user_id = $1', [owner]],
      insert: [
        `insert into public.subscriptions (user_id, status, plan) values ($1, 'active', 'diamond')
         on conflict (user_id) do update set plan = 'diamond'`,
        [owner],
      ],
      update: [
        "update public.subscriptions set scheduled_plan = null, plan = 'diamond' where user_id = $1",
        [owner],
      ],
      delete: ['delete from public.subscriptions where user_id = $1', [owner]],
    },
    purchases: {
      select: ['select * from public.purchases where user_id = $1', [owner]],
      insert: [
        "insert into public.purchases (user_id, plan, kind, amount_cents, status) values ($1, 'diamond', 'payment', 0, 'succeeded')",
        [owner],
      ],
      update: [
        "update public.purchases set status = 'succeeded', plan = 'diamond' where user_id = $1",
        [owner],
      ],
      delete: ['delete from public.purchases where user_id = $1', [owner]],
    },
    stripe_events: {
      select: ['select * from public.stripe_events', []],
      insert: [
        "insert into public.stripe_events (id, type) values ('evt_forged', 'payment_intent.succeeded')",
        [],
      ],
      update: ["update public.stripe_events set type = 'forged'", []],
      delete: ['delete from public.stripe_events', []],
    },
    contact_messages: {
      select: ['select * from public.contact_messages where user_id = $1', [owner]],
      insert: [
        "insert into public.contact_messages (user_id, name, email, subject, message) values ($1, 'n', 'n@x.io', 's', 'm')",
        [owner],
      ],
      update: ["update public.contact_messages set message = 'edited' where user_id = $1", [owner]],
      delete: ['delete from public.contact_messages where user_id = $1', [owner]],
    },
    anon_usage: {
      select: ['select * from public.anon_usage', []],
      insert: [
        "insert into public.anon_usage (ip_hash, date, count) values ('forged', current_date + 1, 0)",
        [],
      ],
      update: ['update public.anon_usage set count = 0', []],
      delete: ['delete from public.anon_usage', []],
    },
    chats: {
      select: ['select * from public.chats where user_id = $1', [owner]],
      insert: [
        "insert into public.chats (id, user_id, title) values ($2, $1, 'New chat')",
        [owner, randomUUID()],
      ],
      update: ["update public.chats set title = 'Renamed' where user_id = $1", [owner]],
      delete: ['delete from public.chats where user_id = $1', [owner]],
    },
    chat_messages: {
      select: ['select * from public.chat_messages where user_id = $1', [owner]],
      insert: [
        `insert into public.chat_messages (id, chat_id, user_id, role, content)
         values ($3, $2, $1, 'assistant', '"An answer"')`,
        [owner, chat, randomUUID()],
      ],
      update: [`update public.chat_messages set content = '"rewritten"' where user_id = $1`, [owner]],
      delete: ['delete from public.chat_messages where user_id = $1', [owner]],
    },
  };
}

/** What each caller may do to a table (everything else must be refused). */
const ownRowsAllowed: Record<string, Op[]> = {
  plans: ['select'],
  profiles: ['select'],
  monthly_usage: ['select'],
  subscriptions: ['select'],
  purchases: ['select'],
  chats: ['select', 'insert', 'update', 'delete'],
  chat_messages: ['select', 'insert', 'delete'],
};
const othersAllowed: Record<string, Op[]> = { plans: ['select'] };

function tableCases(f: AttackFixture): AttackCase[] {
  const perspectives = [
    { caller: 'anon', actor: anon, owner: f.b, who: "B's rows", allowed: othersAllowed },
    { caller: 'user A', actor: asUser(f.a), owner: f.b, who: "B's rows", allowed: othersAllowed },
    { caller: 'user A', actor: asUser(f.a), owner: f.a, who: 'own rows', allowed: ownRowsAllowed },
  ];
  return perspectives.flatMap(({ caller, actor, owner, who, allowed }) =>
    Object.entries(statements(f, owner)).flatMap(([table, byOp]) =>
      ops.map((op) => ({
        caller,
        actor,
        target: ['plans', 'stripe_events', 'anon_usage'].includes(table) ? table : `${table} (${who})`,
        action: op,
        expect: (allowed[table]?.includes(op) ? 'allowed' : 'refused') as Expect,
        sql: byOp[op][0],
        params: byOp[op][1],
      })),
    ),
  );
}

function functionCases(f: AttackFixture): AttackCase[] {
  const calls: [string, string, unknown[], string[]][] = [
    [
      'reserve_question',
      'select * from public.reserve_question($1, $2)',
      [f.b, randomUUID()],
      ['service_role'],
    ],
    ['reserve_my_question', 'select * from public.reserve_my_question($1)', [randomUUID()], ['user A']],
    [
      'refund_question',
      'select * from public.refund_question($1, $2)',
      [f.b, f.reservationOf[f.b]],
      ['service_role'],
    ],
    ['effective_plan', 'select public.effective_plan($1)', [f.b], ['service_role']],
    [
      'apply_paid_plan',
      "select * from public.apply_paid_plan($1, 'diamond', 'cus_x', 'sub_x', 'active', now() + interval '1 year')",
      [f.a],
      ['service_role'],
    ],
    ['schedule_downgrade', "select * from public.schedule_downgrade($1, 'free')", [f.b], ['service_role']],
    [
      'cancel_scheduled_downgrade',
      'select * from public.cancel_scheduled_downgrade($1)',
      [f.b],
      ['service_role'],
    ],
    [
      'reserve_anon_question',
      "select * from public.reserve_anon_question('hash-of-ip', 1000000)",
      [],
      ['service_role'],
    ],
    ['get_usage', 'select * from public.get_usage()', [], ['user A']],
    ['ensure_profile', 'select * from public.ensure_profile()', [], ['user A']],
    ['billing_state', 'select * from public.billing_state()', [], ['user A']],
    [
      'private.period_running',
      "select private.period_running('active', now() + interval '1 day', now())",
      [],
      [],
    ],
    ['private.usage_figures', "select * from private.usage_figures($1, current_date, 'diamond')", [f.a], []],
  ];
  const callers: [string, Actor][] = [
    ['anon', anon],
    ['user A', asUser(f.a)],
    ['service_role', serviceRole],
  ];
  return calls.flatMap(([name, sql, params, grantees]) =>
    callers.map(([caller, actor]) => ({
      caller,
      actor,
      target: `${name}()`,
      action: 'execute',
      expect: (grantees.includes(caller) ? 'allowed' : 'refused') as Expect,
      sql,
      params,
    })),
  );
}

/** Attacks that need a particular shape, and the legitimate accesses that sit next to them. */
function specificCases(f: AttackFixture): AttackCase[] {
  const a = asUser(f.a);
  const c = (target: string, action: string, expect: Expect, sql: string, params: unknown[], actor = a) => ({
    caller: actor === a ? 'user A' : actor.kind === 'user' ? 'user C' : actor.kind,
    actor,
    target,
    action,
    expect,
    sql,
    params,
  });
  return [
    c('auth.users', 'select', 'refused', 'select * from auth.users', []),
    c('auth.users', 'select', 'refused', 'select * from auth.users', [], anon),
    c(
      'profiles (own)',
      'update email',
      'refused',
      "update public.profiles set email = 'x@y.z' where id = $1",
      [f.a],
    ),
    c(
      'profiles (as B)',
      'insert free',
      'refused',
      "insert into public.profiles (id, plan_type) values ($1, 'free')",
      [f.b],
    ),
    c(
      'profiles (own, new)',
      'insert diamond',
      'refused',
      "insert into public.profiles (id, email, plan_type) values ($1, 'c@x.io', 'diamond')",
      [f.c],
      asUser(f.c),
    ),
    c(
      'profiles (own, new)',
      'insert free',
      'allowed',
      "insert into public.profiles (id, email, plan_type) values ($1, 'c@x.io', 'free')",
      [f.c],
      asUser(f.c),
    ),
    c('chats (own)', 'give to B', 'refused', 'update public.chats set user_id = $2 where user_id = $1', [
      f.a,
      f.b,
    ]),
    c(
      "chats (B's id)",
      'upsert over',
      'refused',
      "insert into public.chats (id, user_id, title) values ($1, $2, 'mine') on conflict (id) do update set title = 'mine'",
      [f.chatOf[f.b], f.a],
    ),
    c(
      "chat_messages (B's chat)",
      'insert as A',
      'refused',
      "insert into public.chat_messages (id, chat_id, user_id, role, content) values ($1, $2, $3, 'user', '\"hi\"')",
      [randomUUID(), f.chatOf[f.b], f.a],
    ),
    c(
      'contact_messages',
      'insert',
      'allowed',
      "insert into public.contact_messages (client_id, name, email, subject, message) values ($1, 'n', 'n@x.io', 's', 'm')",
      [randomUUID()],
      serviceRole,
    ),
    c(
      'stripe_events',
      'insert',
      'allowed',
      "insert into public.stripe_events (id, type) values ('evt_2', 'invoice.paid')",
      [],
      serviceRole,
    ),
  ];
}

export function attackCases(f: AttackFixture): AttackCase[] {
  return [...tableCases(f), ...functionCases(f), ...specificCases(f)];
}
