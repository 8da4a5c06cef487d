import { randomUUID } from 'node:crypto';
import type { PlanId } from '../../supabase/functions/_shared/contract/plans.ts';
import { actAs, type Sql, serviceRole } from '../support/db.ts';

export interface NewUser {
  email?: string;
  plan?: PlanId;
  firstName?: string;
  lastName?: string;
}

/** Inserts an account the way GoTrue does (the signup trigger then makes its profile). */
export async function createUser(db: Sql, user: NewUser = {}): Promise<string> {
  const id = randomUUID();
  const email = user.email ?? `user-${id.slice(0, 8)}@example.test`;
  const meta = {
    first_name: user.firstName ?? 'Test',
    last_name: user.lastName ?? 'User',
    full_name: `${user.firstName ?? 'Test'} ${user.lastName ?? 'User'}`,
  };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(),
       '{"provider":"email","providers":["email"]}', $3, now(), now())`,
    [id, email, JSON.stringify(meta)],
  );
  if (user.plan && user.plan !== 'free') {
    await db.query('update public.profiles set plan_type = $2 where id = $1', [id, user.plan]);
  }
  return id;
}

export interface ReserveRow {
  allowed: boolean;
  used: number;
  daily_limit: number;
  remaining: number;
  plan: string;
}

/** reserve_question as the service role (what chat-with-ai does). */
export async function reserve(db: Sql, userId: string, requestId: string, now?: string): Promise<ReserveRow> {
  const { rows } = await actAs(db, serviceRole, (tx) =>
    now
      ? tx.query<ReserveRow>('select * from public.reserve_question($1, $2, $3)', [userId, requestId, now])
      : tx.query<ReserveRow>('select * from public.reserve_question($1, $2)', [userId, requestId]),
  );
  const row = rows[0];
  if (!row) throw new Error('reserve_question returned no row');
  return row;
}

/** refund_question as the service role. */
export async function refund(db: Sql, userId: string, requestId: string): Promise<ReserveRow> {
  const { rows } = await actAs(db, serviceRole, (tx) =>
    tx.query<ReserveRow>('select * from public.refund_question($1, $2)', [userId, requestId]),
  );
  const row = rows[0];
  if (!row) throw new Error('refund_question returned no row');
  return row;
}
