import {
  applyPaidPlan,
  findPurchaseByIntent,
  findSubscriptionRow,
  getPurchase,
  type SubscriptionRow,
  scheduleDowngrade,
  setPurchaseStatus,
  updateSubscriptionRow,
} from '../_shared/billing-store.ts';
import { isPaidPlan } from '../_shared/contract/plans.ts';
import { completePurchase } from '../_shared/purchases.ts';
import { idOf, periodEnd, type Stripe, stripeCall } from '../_shared/stripe.ts';
import type { Db } from '../_shared/supabase.ts';
import { isUuid } from '../_shared/validate.ts';

export interface EventContext {
  stripe: Stripe;
  db: Db;
}

/** Subscription states after which nothing is billed any more: the user goes back to free. */
const ENDED = ['canceled', 'unpaid', 'incomplete_expired'];

const retrieveSubscription = (stripe: Stripe, id: string) =>
  stripeCall('retrieve the subscription', () => stripe.subscriptions.retrieve(id));

async function completeByIntent({ stripe, db }: EventContext, intentId: string): Promise<void> {
  const purchase = await findPurchaseByIntent(db, intentId);
  if (purchase) await completePurchase(stripe, db, purchase);
}

async function failByIntent({ db }: EventContext, intentId: string): Promise<void> {
  const purchase = await findPurchaseByIntent(db, intentId);
  if (purchase) await setPurchaseStatus(db, purchase.id, 'failed', ['pending']);
}

/** The subscription has ended at Stripe: close our row's period now and drop to free at once. */
async function endSubscription(db: Db, row: SubscriptionRow, endedAt: number | null): Promise<void> {
  const ended = new Date(Math.min(Date.now(), (endedAt ?? Date.now() / 1000) * 1000)).toISOString();
  await updateSubscriptionRow(db, row.user_id, { status: 'canceled', current_period_end: ended });
  await scheduleDowngrade(db, row.user_id, 'free');
}

/** Brings our row in line with Stripe's subscription (status, period, cancellation at period end). */
async function syncSubscription(ctx: EventContext, subscription: Stripe.Subscription): Promise<void> {
  const row = await findSubscriptionRow(ctx.db, subscription.id);
  if (!row) return; // not the subscription in force for anyone (replaced, or never completed)
  if (ENDED.includes(subscription.status)) {
    await endSubscription(ctx.db, row, subscription.ended_at ?? null);
    return;
  }
  await updateSubscriptionRow(ctx.db, row.user_id, { status: subscription.status });
  if (subscription.cancel_at_period_end && row.scheduled_plan !== 'free') {
    await scheduleDowngrade(ctx.db, row.user_id, 'free');
  }
}

/** A paid renewal: extends the paid period (and applies a plan switched at Stripe, e.g. diamond → gold). */
async function renew(ctx: EventContext, subscriptionId: string): Promise<void> {
  const row = await findSubscriptionRow(ctx.db, subscriptionId);
  if (!row) return;
  const subscription = await retrieveSubscription(ctx.stripe, subscriptionId);
  if (!['active', 'trialing'].includes(subscription.status)) {
    await syncSubscription(ctx, subscription);
    return;
  }
  const metadataPlan = subscription.metadata.plan;
  const plan = isPaidPlan(metadataPlan) ? metadataPlan : isPaidPlan(row.plan) ? row.plan : undefined;
  if (!plan) return;
  await applyPaidPlan(ctx.db, {
    userId: row.user_id,
    plan,
    customerId: idOf(subscription.customer) ?? null,
    subscriptionId: subscription.id,
    status: subscription.status,
    periodEnd: periodEnd(subscription),
  });
}

async function invoicePaid(ctx: EventContext, invoice: Stripe.Invoice): Promise<void> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return;
  if (invoice.billing_reason === 'subscription_create') {
    // The first invoice: completes a gold purchase whose payment_intent.succeeded was missed.
    const subscription = await retrieveSubscription(ctx.stripe, subscriptionId);
    const purchaseId = subscription.metadata.purchase_id;
    const purchase = isUuid(purchaseId) ? await getPurchase(ctx.db, purchaseId) : undefined;
    if (purchase) await completePurchase(ctx.stripe, ctx.db, purchase);
    return;
  }
  if (invoice.billing_reason === 'subscription_cycle') await renew(ctx, subscriptionId);
}

async function invoicePaymentFailed(ctx: EventContext, invoice: Stripe.Invoice): Promise<void> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return;
  // The plan stays while Stripe retries; the status shows past_due, and the end comes as a deletion.
  await syncSubscription(ctx, await retrieveSubscription(ctx.stripe, subscriptionId));
}

/** Handles one verified event. Unknown types are acknowledged and ignored. */
export async function handleEvent(ctx: EventContext, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'setup_intent.succeeded':
      return completeByIntent(ctx, event.data.object.id);
    case 'payment_intent.payment_failed':
    case 'setup_intent.setup_failed':
      return failByIntent(ctx, event.data.object.id);
    case 'invoice.paid':
      return invoicePaid(ctx, event.data.object);
    case 'invoice.payment_failed':
      return invoicePaymentFailed(ctx, event.data.object);
    case 'customer.subscription.updated':
      return syncSubscription(ctx, await retrieveSubscription(ctx.stripe, event.data.object.id));
    case 'customer.subscription.deleted': {
      const row = await findSubscriptionRow(ctx.db, event.data.object.id);
      if (row) await endSubscription(ctx.db, row, event.data.object.ended_at ?? null);
      return;
    }
    default:
      return;
  }
}
