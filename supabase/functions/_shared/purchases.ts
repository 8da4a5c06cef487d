import { applyPaidPlan, getSubscriptionRow, type PurchaseRow, setPurchaseStatus } from './billing-store.ts';
import { isPaidPlan, type PaidPlanId } from './contract/plans.ts';
import { idOf, periodEnd, type Stripe, stripeCall } from './stripe.ts';
import type { Db } from './supabase.ts';

export type PurchaseOutcome =
  | { state: 'succeeded'; plan: PaidPlanId }
  | { state: 'processing' }
  | { state: 'failed'; message: string }
  | { state: 'incomplete'; intentStatus: string }
  /** Stripe's objects do not match the purchase (another customer, user or plan): never upgraded. */
  | { state: 'mismatch' };

const LIVE_STATUSES = ['active', 'trialing'];

/** The subscription a purchase started: the customer's subscription tagged with the purchase id. */
async function subscriptionOf(
  stripe: Stripe,
  purchase: PurchaseRow,
): Promise<Stripe.Subscription | undefined> {
  const customer = purchase.stripe_customer_id;
  if (!customer) return undefined;
  const list = await stripeCall('list the subscriptions', () =>
    stripe.subscriptions.list({ customer, status: 'all', limit: 100 }),
  );
  return list.data.find((s) => s.metadata?.purchase_id === purchase.id);
}

async function retrieveIntent(stripe: Stripe, purchase: PurchaseRow, intentId: string) {
  if (purchase.kind === 'payment') {
    const intent = await stripeCall('retrieve the payment', () => stripe.paymentIntents.retrieve(intentId));
    return {
      status: intent.status,
      customer: idOf(intent.customer),
      error: intent.last_payment_error?.message,
    };
  }
  const intent = await stripeCall('retrieve the card setup', () => stripe.setupIntents.retrieve(intentId));
  return { status: intent.status, customer: idOf(intent.customer), error: intent.last_setup_error?.message };
}

/**
 * Upgrades the buyer only when Stripe — asked server-side, by the ids we stored — says the payment (or the
 * trial's card setup) succeeded, for this purchase's customer, user and plan. Shared by confirm-payment
 * and the webhook; safe to run twice.
 */
export async function completePurchase(
  stripe: Stripe,
  db: Db,
  purchase: PurchaseRow,
): Promise<PurchaseOutcome> {
  const plan = purchase.plan;
  // The table's check constraint allows paid plans only; a free one is never upgraded to.
  if (!isPaidPlan(plan)) return { state: 'mismatch' };
  if (purchase.status === 'succeeded') return { state: 'succeeded', plan };
  if (!purchase.stripe_intent_id || purchase.status === 'canceled')
    return { state: 'incomplete', intentStatus: 'none' };

  const intent = await retrieveIntent(stripe, purchase, purchase.stripe_intent_id);
  if (intent.customer !== purchase.stripe_customer_id) return { state: 'mismatch' };
  if (intent.status === 'processing') return { state: 'processing' };
  if (intent.status !== 'succeeded') {
    if (intent.error) {
      await setPurchaseStatus(db, purchase.id, 'failed', ['pending']);
      return { state: 'failed', message: intent.error };
    }
    return { state: 'incomplete', intentStatus: intent.status };
  }

  const subscription = await subscriptionOf(stripe, purchase);
  if (
    !subscription ||
    subscription.metadata.user_id !== purchase.user_id ||
    subscription.metadata.plan !== plan ||
    idOf(subscription.customer) !== purchase.stripe_customer_id
  ) {
    return { state: 'mismatch' };
  }
  if (!LIVE_STATUSES.includes(subscription.status)) return { state: 'processing' };

  const previous = await getSubscriptionRow(db, purchase.user_id);
  await applyPaidPlan(db, {
    userId: purchase.user_id,
    plan,
    customerId: purchase.stripe_customer_id,
    subscriptionId: subscription.id,
    status: subscription.status,
    periodEnd: periodEnd(subscription),
  });
  await setPurchaseStatus(db, purchase.id, 'succeeded', ['pending', 'failed']);

  // An upgrade (gold → diamond) replaces the old subscription: stop billing it.
  const old = previous?.stripe_subscription_id;
  if (old && old !== subscription.id && LIVE_STATUSES.concat('past_due').includes(previous.status)) {
    await stripe.subscriptions.cancel(old).catch((error: unknown) => {
      console.error('[stripe] could not cancel the replaced subscription', old, error);
    });
  }
  return { state: 'succeeded', plan };
}
