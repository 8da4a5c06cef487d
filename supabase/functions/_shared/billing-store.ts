import type { SupabaseClient } from '@supabase/supabase-js';
import { dbFailure, rpcRow } from './db.ts';
import { HttpError } from './http.ts';
import { isPlanId, type PaidPlanId, type PlanId, type PurchaseKind } from './plans.ts';

/** Table access for billing (service role; tables and functions from the billing migration). */

export interface PlanRow {
  id: PlanId;
  name: string;
  daily_limit: number;
  price_cents: number;
  currency: string;
  rank: number;
}

export interface SubscriptionRow {
  user_id: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  status: string;
  plan: PlanId;
  current_period_end: string | null;
  scheduled_plan: PlanId | null;
  cancel_at_period_end: boolean;
}

export type PurchaseStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface PurchaseRow {
  id: string;
  user_id: string;
  plan: PaidPlanId;
  kind: PurchaseKind;
  stripe_intent_id: string | null;
  stripe_customer_id: string | null;
  amount_cents: number;
  currency: string;
  status: PurchaseStatus;
  created_at: string;
}

export interface PlanState {
  plan: PlanId;
  scheduledPlan: PlanId | null;
  effectiveUntil: string | null;
}

async function selectFirst<T>(what: string, query: PromiseLike<{ data: unknown; error: unknown }>) {
  const { data, error } = await query;
  if (error) throw dbFailure(what, error as { message: string; code?: string });
  return (Array.isArray(data) ? data[0] : data) as T | undefined;
}

export async function getPlan(db: SupabaseClient, id: PlanId): Promise<PlanRow> {
  const row = await selectFirst<PlanRow>(
    'fetch the plan',
    db.from('plans').select('id, name, daily_limit, price_cents, currency, rank').eq('id', id).limit(1),
  );
  if (!row) throw new HttpError(400, 'Invalid plan type', 'invalid_plan');
  return row;
}

export const getSubscriptionRow = (db: SupabaseClient, userId: string) =>
  selectFirst<SubscriptionRow>(
    'fetch the subscription',
    db.from('subscriptions').select('*').eq('user_id', userId).limit(1),
  );

export const findSubscriptionRow = (db: SupabaseClient, stripeSubscriptionId: string) =>
  selectFirst<SubscriptionRow>(
    'fetch the subscription',
    db.from('subscriptions').select('*').eq('stripe_subscription_id', stripeSubscriptionId).limit(1),
  );

export async function updateSubscriptionRow(
  db: SupabaseClient,
  userId: string,
  patch: Partial<Pick<SubscriptionRow, 'status' | 'current_period_end' | 'cancel_at_period_end'>>,
): Promise<void> {
  const { error } = await db.from('subscriptions').update(patch).eq('user_id', userId);
  if (error) throw dbFailure('update the subscription', error);
}

export const getPurchase = (db: SupabaseClient, id: string) =>
  selectFirst<PurchaseRow>('fetch the purchase', db.from('purchases').select('*').eq('id', id).limit(1));

export const findPurchaseByIntent = (db: SupabaseClient, intentId: string) =>
  selectFirst<PurchaseRow>(
    'fetch the purchase',
    db.from('purchases').select('*').eq('stripe_intent_id', intentId).limit(1),
  );

/** The newest pending purchase of this plan since `sinceIso` (reused instead of a second subscription). */
export const findPendingPurchase = (db: SupabaseClient, userId: string, plan: PaidPlanId, sinceIso: string) =>
  selectFirst<PurchaseRow>(
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
export async function knownCustomerId(db: SupabaseClient, userId: string): Promise<string | undefined> {
  const subscription = await getSubscriptionRow(db, userId);
  if (subscription?.stripe_customer_id) return subscription.stripe_customer_id;
  const purchase = await selectFirst<PurchaseRow>(
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
  db: SupabaseClient,
  row: Omit<PurchaseRow, 'status' | 'created_at'>,
): Promise<void> {
  const { error } = await db.from('purchases').insert({ ...row, status: 'pending' });
  if (error) throw dbFailure('record the purchase', error);
}

/** Moves a purchase to `status` only from one of `from` (so a finished purchase is never reopened). */
export async function setPurchaseStatus(
  db: SupabaseClient,
  id: string,
  status: PurchaseStatus,
  from: PurchaseStatus[],
): Promise<void> {
  const { error } = await db.from('purchases').update({ status }).eq('id', id).in('status', from);
  if (error) throw dbFailure('update the purchase', error);
}

/** Records a webhook event id; false when it was already recorded (a replay or a Stripe retry). */
export async function recordStripeEvent(db: SupabaseClient, id: string, type: string): Promise<boolean> {
  const { error } = await db.from('stripe_events').insert({ id, type });
  if (!error) return true;
  if (error.code === '23505') return false;
  throw dbFailure('record the webhook event', error);
}

/** Forgets an event whose handling failed, so that Stripe's retry is handled again. */
export async function forgetStripeEvent(db: SupabaseClient, id: string): Promise<void> {
  const { error } = await db.from('stripe_events').delete().eq('id', id);
  if (error) dbFailure('forget the webhook event', error);
}

function toPlanState(row: Record<string, unknown>): PlanState {
  if (!isPlanId(row.plan))
    throw dbFailure('read the plan', { message: `unexpected plan ${String(row.plan)}` });
  return {
    plan: row.plan,
    scheduledPlan: isPlanId(row.scheduled_plan) ? row.scheduled_plan : null,
    effectiveUntil: typeof row.effective_until === 'string' ? row.effective_until : null,
  };
}

export async function effectivePlan(db: SupabaseClient, userId: string): Promise<PlanId> {
  const { data, error } = await db.rpc('effective_plan', { p_user_id: userId });
  if (error) {
    if (error.code === 'P0002') throw new HttpError(404, 'User not found', 'user_not_found');
    throw dbFailure('fetch user plan', error);
  }
  const plan = Array.isArray(data) ? data[0] : data;
  if (!isPlanId(plan)) throw dbFailure('fetch user plan', { message: `unexpected plan ${String(plan)}` });
  return plan;
}

export async function applyPaidPlan(
  db: SupabaseClient,
  args: {
    userId: string;
    plan: PaidPlanId;
    customerId: string | null;
    subscriptionId: string | null;
    status: string;
    periodEnd: string | null;
  },
): Promise<PlanState> {
  const row = await rpcRow(
    db,
    'apply_paid_plan',
    {
      p_user_id: args.userId,
      p_plan: args.plan,
      p_customer_id: args.customerId,
      p_subscription_id: args.subscriptionId,
      p_status: args.status,
      p_period_end: args.periodEnd,
    },
    'update user plan',
  );
  return toPlanState(row);
}

export async function scheduleDowngrade(
  db: SupabaseClient,
  userId: string,
  target: PlanId,
): Promise<PlanState> {
  const { data, error } = await db.rpc('schedule_downgrade', { p_user_id: userId, p_target: target });
  if (error) {
    if (error.code === '22023') throw new HttpError(400, error.message, 'invalid_plan_change');
    if (error.code === 'P0002') throw new HttpError(404, 'User not found', 'user_not_found');
    throw dbFailure('downgrade user plan', error);
  }
  const row = Array.isArray(data) ? data[0] : data;
  if (!row || typeof row !== 'object') throw dbFailure('downgrade user plan', { message: 'no row returned' });
  return toPlanState(row as Record<string, unknown>);
}

/** Undoes a scheduled downgrade: the plan in force stays and renews (cancel_scheduled_downgrade). */
export async function cancelScheduledDowngrade(db: SupabaseClient, userId: string): Promise<PlanState> {
  const { data, error } = await db.rpc('cancel_scheduled_downgrade', { p_user_id: userId });
  if (error) {
    if (error.code === 'P0002') throw new HttpError(404, 'User not found', 'user_not_found');
    throw dbFailure('keep user plan', error);
  }
  const row = Array.isArray(data) ? data[0] : data;
  if (!row || typeof row !== 'object') throw dbFailure('keep user plan', { message: 'no row returned' });
  return toPlanState(row as Record<string, unknown>);
}
