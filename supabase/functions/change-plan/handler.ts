import { requireUser } from '../_shared/auth.ts';
import { billingState, getPlan, getSubscriptionRow, scheduleDowngrade } from '../_shared/billing-store.ts';
import { KIB, readJsonObject } from '../_shared/body.ts';
import type { PlanChangeResponse } from '../_shared/contract/functions.ts';
import { isPlanId, type PlanId, planRank } from '../_shared/contract/plans.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { badRequest, HttpError, jsonResponse, postOnly } from '../_shared/http.ts';
import { type Stripe, stripeCall, stripeClientFactory } from '../_shared/stripe.ts';
import { monthlyPriceId } from '../_shared/stripe-prices.ts';
import { adminClientFactory, type Db, userClient } from '../_shared/supabase.ts';

/** SPEC §5 "Plan update" texts. */
export function validatePlanChange(body: Record<string, unknown>): PlanId {
  const { planType } = body;
  if (planType === undefined || planType === null || planType === '') {
    throw badRequest('User ID and plan type are required');
  }
  if (!isPlanId(planType)) throw badRequest('Invalid plan type', 'invalid_plan');
  return planType;
}

/**
 * Tells Stripe about the downgrade so that the next cycle bills right: to free, the subscription ends at
 * the period's end; diamond → gold switches the price without proration (the paid period stays diamond).
 */
async function downgradeAtStripe(
  stripe: Stripe,
  db: Db,
  subscriptionId: string,
  target: PlanId,
  priceCache: Map<string, string>,
): Promise<void> {
  if (target === 'free') {
    await stripeCall('cancel the subscription at period end', () =>
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    );
    return;
  }
  const subscription = await stripeCall('retrieve the subscription', () =>
    stripe.subscriptions.retrieve(subscriptionId),
  );
  const item = subscription.items.data[0];
  if (!item) return;
  const priceId = await monthlyPriceId(stripe, await getPlan(db, target), priceCache);
  await stripeCall('switch the subscription price', () =>
    stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: priceId }],
      proration_behavior: 'none',
      cancel_at_period_end: false,
      metadata: { plan: target },
    }),
  );
}

/**
 * change-plan: `{planType: 'free' | 'gold'}` → `{plan, scheduledPlan, effectiveUntil}`. Downgrades only
 * (upgrades go through payment); the higher plan lasts until the paid period ends (schedule_downgrade).
 */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = adminClientFactory(env);
  const stripeClient = stripeClientFactory(env);
  const priceCache = new Map<string, string>();

  return postOnly('change-plan', async (request) => {
    const target = validatePlanChange(await readJsonObject(request, 16 * KIB));
    const db = admin();
    const user = await requireUser(request, env, db, 'User ID is required');

    // The caller's own session asks: billing_state() answers for whoever calls it.
    const state = await billingState(userClient(env, user.jwt));
    const current = state.plan;
    if (planRank(target) > planRank(current)) {
      throw new HttpError(
        400,
        'Upgrades need a payment: choose the plan on the Plans page to pay for it.',
        'upgrade_requires_payment',
        { plan: current },
      );
    }
    // A downgrade during a paid period waits for its end: Stripe must then bill the next cycle right.
    if (target !== current && state.periodRunning && state.scheduledPlan !== target) {
      const subscriptionId = (await getSubscriptionRow(db, user.userId))?.stripe_subscription_id;
      if (subscriptionId) await downgradeAtStripe(stripeClient(), db, subscriptionId, target, priceCache);
    }
    return jsonResponse<PlanChangeResponse>(await scheduleDowngrade(db, user.userId, target));
  });
}
