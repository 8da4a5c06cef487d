import { type BillingState, readBillingState } from './contract/billing.ts';
import type { Tables, TablesInsert } from './contract/database.types.ts';
import type { PlanChangeResponse } from './contract/functions.ts';
import { isPlanId, type PaidPlanId, type PlanId } from './contract/plans.ts';
import { type DbError, dbFailure, rpcRow, type SqlRow } from './db.ts';
import { HttpError } from './http.ts';
import type { Db } from './supabase.ts';

/** Table access for billing (service role; tables and functions from the billing migrations). */

export type PlanRow = Tables<'plans'>;
export type SubscriptionRow = Tables<'subscriptions'>;
export type PurchaseRow = Tables<'purchases'>;
/** `purchases.status` (a check constraint in the migration). */
export type PurchaseStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

async function selectFirst<T>(
  what: string,
  query: PromiseLike<{ data: T[] | null; error: DbError | null }>,
): Promise<T | undefined> {
  const { data, error } = await query;
  if (error) throw dbFailure(what, error);
  return data?.[0];
}

export async function getPlan(db: Db, id: PlanId): Promise<PlanRow> {
  const row = await selectFirst('fetch the plan', db.from('plans').select('*').eq('id', id).limit(1));
  if (!row) throw new HttpError(400, 'Invalid plan type', 'invalid_plan');
  return row;
}

export const getSubscriptionRow = (db: Db, userId: string) =>
  selectFirst('fetch the subscription', db.from('subscriptions').select('*').eq('user_id', userId).limit(1));

export const findSubscriptionRow = (db: Db, stripeSubscriptionId: string) =>
  selectFirst(
    'fetch the subscription',
    db.from('subscriptions').select('*').eq('stripe_subscription_id', stripeSubscriptionId).limit(1),
  );

export async function updateSubscriptionRow(
  db: Db,
  userId: string,
  patch: Partial<Pick<SubscriptionRow, 'status' | 'current_period_end' | 'cancel_at_period_end'>>,
): Promise<void> {
  const { error } = await db.from('subscriptions').update(patch).eq('user_id', userId);
  if (error) throw dbFailure('update the subscription', error);
}

export const getPurchase = (db: Db, id: string) =>
  selectFirst('fetch the purchase', db.from('purchases').select('*').eq('id', id).limit(1));

export const findPurchaseByIntent = (db: Db, intentId: string) =>
  selectFirst(
    'fetch the purchase',
    db.from('purchases').select('*').eq('stripe_intent_id', intentId).limit(1),
  );

/** The newest pending purchase of this plan since `sinceIso` (reused instead of a second subscription). */
export const findPendingPurchase = (db: Db, userId: string, plan: PaidPlanId, sinceIso: string) =>
  selectFirst(
    'fetch the purchase',
    db
      .from('purchases')
      .select('*')
      .eq('user_id', userId)
      .eq('plan', plan)
      .eq('status', 'pending')
      .gte('created_at', sinceIso)
      .order('created_at', { ascending: false })
      .limit(1),
  );

/** The Stripe customer this user already has, from the subscription or an earlier purchase. */
export async function knownCustomerId(db: Db, userId: string): Promise<string | undefined> {
  const subscription = await getSubscriptionRow(db, userId);
  if (subscription?.stripe_customer_id) return subscription.stripe_customer_id;
  const purchase = await selectFirst(
    'fetch the purchase',
    db
      .from('purchases')
      .select('*')
      .eq('user_id', userId)
      .not('stripe_customer_id', 'is', null)
      .order('created_at', { ascending: false })
      .limit(1),
  );
  return purchase?.stripe_customer_id ?? undefined;
}

export async function insertPurchase(
  db: Db,
  row: Omit<TablesInsert<'purchases'>, 'status' | 'created_at'> & { plan: PaidPlanId },
): Promise<void> {
  const { error } = await db.from('purchases').insert({ ...row, status: 'pending' });
  if (error) throw dbFailure('record the purchase', error);
}

/** Moves a purchase to `status` only from one of `from` (so a finished purchase is never reopened). */
export async function setPurchaseStatus(
  db: Db,
  id: string,
  status: PurchaseStatus,
  from: PurchaseStatus[],
): Promise<void> {
  const { error } = await db.from('purchases').update({ status }).eq('id', id).in('status', from);
  if (error) throw dbFailure('update the purchase', error);
}

/** Records a webhook event id; false when it was already recorded (a replay or a Stripe retry). */
export async function recordStripeEvent(db: Db, id: string, type: string): Promise<boolean> {
  const { error } = await db.from('stripe_events').insert({ id, type });
  if (!error) return true;
  if (error.code === '23505') return false;
  throw dbFailure('record the webhook event', error);
}

/** Forgets an event whose handling failed, so that Stripe's retry is handled again. */
export async function forgetStripeEvent(db: Db, id: string): Promise<void> {
  const { error } = await db.from('stripe_events').delete().eq('id', id);
  if (error) dbFailure('forget the webhook event', error);
}

type PlanChangeRow = SqlRow<'schedule_downgrade'>;

/** The plan rows apply_paid_plan, schedule_downgrade and cancel_scheduled_downgrade return. */
function toPlanChange(row: PlanChangeRow | undefined, what: string): PlanChangeResponse {
  if (!row) throw dbFailure(what, { message: 'no row returned' });
  if (!isPlanId(row.plan)) throw dbFailure(what, { message: `unexpected plan ${String(row.plan)}` });
  return {
    plan: row.plan,
    // Typed non-null by the generator (Supabase's convention), but null when nothing is pending.
    scheduledPlan: isPlanId(row.scheduled_plan) ? row.scheduled_plan : null,
    effectiveUntil: typeof row.effective_until === 'string' ? row.effective_until : null,
  };
}

/** A plan-changing SQL function's row; 22023 (not a downgrade) and P0002 (no such user) are 4xx. */
async function planChange(
  call: PromiseLike<{ data: PlanChangeRow[] | null; error: DbError | null }>,
  what: string,
): Promise<PlanChangeResponse> {
  const { data, error } = await call;
  if (error) {
    if (error.code === '22023') throw new HttpError(400, error.message, 'invalid_plan_change');
    if (error.code === 'P0002') throw new HttpError(404, 'User not found', 'user_not_found');
    throw dbFailure(what, error);
  }
  return toPlanChange(data?.[0], what);
}

export async function effectivePlan(db: Db, userId: string): Promise<PlanId> {
  const { data, error } = await db.rpc('effective_plan', { p_user_id: userId });
  if (error) {
    if (error.code === 'P0002') throw new HttpError(404, 'User not found', 'user_not_found');
    throw dbFailure('fetch user plan', error);
  }
  if (!isPlanId(data)) throw dbFailure('fetch user plan', { message: `unexpected plan ${String(data)}` });
  return data;
}

/**
 * The caller's plan and billing period (billing_state(), called with the caller's own session): the
 * one answer to "is a paid period running?".
 */
export async function billingState(asCaller: Db): Promise<BillingState> {
  const what = 'fetch the billing state';
  const { data, error } = await asCaller.rpc('billing_state');
  if (error) throw dbFailure(what, error);
  const state = readBillingState(data?.[0]);
  if (!state) throw dbFailure(what, { message: `unexpected answer ${JSON.stringify(data)}` });
  return state;
}

export async function applyPaidPlan(
  db: Db,
  args: {
    userId: string;
    plan: PaidPlanId;
    customerId: string | null;
    subscriptionId: string | null;
    status: string;
    periodEnd: string | null;
  },
): Promise<PlanChangeResponse> {
  const row = await rpcRow(
    db,
    'apply_paid_plan',
    {
      p_user_id: args.userId,
      p_plan: args.plan,
      p_customer_id: args.customerId ?? undefined,
      p_subscription_id: args.subscriptionId ?? undefined,
      p_status: args.status,
      p_period_end: args.periodEnd ?? undefined,
    },
    'update user plan',
  );
  return toPlanChange(row, 'update user plan');
}

/** Lowers a plan: at the period's end while a paid period runs, else at once (schedule_downgrade). */
export const scheduleDowngrade = (db: Db, userId: string, target: PlanId): Promise<PlanChangeResponse> =>
  planChange(db.rpc('schedule_downgrade', { p_user_id: userId, p_target: target }), 'downgrade user plan');

/** Undoes a scheduled downgrade: the plan in force stays and renews (cancel_scheduled_downgrade). */
export const cancelScheduledDowngrade = (db: Db, userId: string): Promise<PlanChangeResponse> =>
  planChange(db.rpc('cancel_scheduled_downgrade', { p_user_id: userId }), 'keep user plan');
