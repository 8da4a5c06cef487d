import { requireUser } from '../_shared/auth.ts';
import {
  billingState,
  cancelScheduledDowngrade,
  getPlan,
  getSubscriptionRow,
} from '../_shared/billing-store.ts';
import { KIB, readJsonObject } from '../_shared/body.ts';
import type { PlanChangeResponse } from '../_shared/contract/functions.ts';
import type { PlanId } from '../_shared/contract/plans.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { jsonResponse, postOnly } from '../_shared/http.ts';
import { type Stripe, stripeCall, stripeClientFactory } from '../_shared/stripe.ts';
import { monthlyPriceId } from '../_shared/stripe-prices.ts';
import { adminClientFactory, type Db, userClient } from '../_shared/supabase.ts';

/**
 * Undoes change-plan's work at Stripe: a cancellation at the period end is withdrawn; a price already
 * switched to the lower plan (diamond → gold) goes back to the plan in force, without proration.
 */
async function keepAtStripe(
  stripe: Stripe,
  db: Db,
  subscriptionId: string,
  current: PlanId,
  scheduled: PlanId,
  priceCache: Map<string, string>,
): Promise<void> {
  if (scheduled === 'free' || current === 'free') {
    await stripeCall('keep the subscription', () =>
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
    );
    return;
  }
  const subscription = await stripeCall('retrieve the subscription', () =>
    stripe.subscriptions.retrieve(subscriptionId),
  );
  const item = subscription.items.data[0];
  if (!item) return;
  const priceId = await monthlyPriceId(stripe, await getPlan(db, current), priceCache);
  await stripeCall('switch the subscription price back', () =>
    stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: priceId }],
      proration_behavior: 'none',
      cancel_at_period_end: false,
      metadata: { plan: current },
    }),
  );
}

/**
 * keep-plan: `{}` → `{plan, scheduledPlan, effectiveUntil}`. Cancels a scheduled downgrade ("Keep
 * Diamond"): the plan in force stays and renews. Nothing scheduled: answers the plan as it is.
 */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = adminClientFactory(env);
  const stripeClient = stripeClientFactory(env);
  const priceCache = new Map<string, string>();

  return postOnly('keep-plan', async (request) => {
    await readJsonObject(request, 16 * KIB);
    const db = admin();
    const user = await requireUser(request, env, db, 'User ID is required');

    const {
      plan: current,
      scheduledPlan: scheduled,
      periodRunning,
    } = await billingState(userClient(env, user.jwt));
    // A downgrade is pending only while its paid period runs; then Stripe has been told about it.
    if (scheduled && periodRunning) {
      const subscriptionId = (await getSubscriptionRow(db, user.userId))?.stripe_subscription_id;
      if (subscriptionId) {
        await keepAtStripe(stripeClient(), db, subscriptionId, current, scheduled, priceCache);
      }
    }
    return jsonResponse<PlanChangeResponse>(await cancelScheduledDowngrade(db, user.userId));
  });
}
