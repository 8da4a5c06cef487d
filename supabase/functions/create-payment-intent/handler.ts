import { requireUser } from '../_shared/auth.ts';
import {
  effectivePlan,
  findPendingPurchase,
  getPlan,
  insertPurchase,
  knownCustomerId,
} from '../_shared/billing-store.ts';
import { KIB, readJsonObject } from '../_shared/body.ts';
import type { CreatePaymentIntentResponse } from '../_shared/contract/functions.ts';
import { isPaidPlan, type PaidPlanId, PLANS, planRank, purchaseKindFor } from '../_shared/contract/plans.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { badRequest, HttpError, jsonResponse, postOnly } from '../_shared/http.ts';
import { stripeClientFactory } from '../_shared/stripe.ts';
import { monthlyPriceId } from '../_shared/stripe-prices.ts';
import { adminClientFactory } from '../_shared/supabase.ts';
import { isEmail } from '../_shared/validate.ts';
import { ensureCustomer, reusableSecret, startSubscription } from './checkout.ts';

/** A subscription left incomplete expires after 23 hours at Stripe; a pending purchase is reused until then. */
const REUSE_WINDOW_MS = 23 * 60 * 60 * 1000;

/** SPEC §5 "Payment request": planType gold or diamond, an optional e-mail of valid format. */
export function validatePaymentRequest(body: Record<string, unknown>): { plan: PaidPlanId; email?: string } {
  const { planType, userEmail } = body;
  if (!isPaidPlan(planType)) throw badRequest('Invalid plan type', 'invalid_plan');
  if (userEmail === undefined || userEmail === null || userEmail === '') return { plan: planType };
  if (typeof userEmail !== 'string' || !isEmail(userEmail.trim())) {
    throw badRequest('Invalid email format', 'invalid_email');
  }
  return { plan: planType, email: userEmail.trim() };
}

/**
 * create-payment-intent: `{planType, userEmail?}` → `{client_secret, kind, purchaseId, amount, currency,
 * trialDays}`. Amount and currency in the body are ignored: the price is the `plans` table's.
 */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = adminClientFactory(env);
  const stripeClient = stripeClientFactory(env);
  const priceCache = new Map<string, string>();

  return postOnly('create-payment-intent', async (request) => {
    const { plan: planId, email } = validatePaymentRequest(await readJsonObject(request, 16 * KIB));
    const db = admin();
    const user = await requireUser(request, env, db);
    // Authentication first: a caller without a valid session learns nothing about the configuration.
    const stripe = stripeClient();

    const current = await effectivePlan(db, user.userId);
    if (planRank(current) >= planRank(planId)) {
      throw new HttpError(409, `You already have the ${current} plan`, 'already_on_plan', { plan: current });
    }
    const plan = await getPlan(db, planId);
    const kind = purchaseKindFor(planId);
    const answer = (clientSecret: string, purchaseId: string) => {
      const body: CreatePaymentIntentResponse = {
        client_secret: clientSecret,
        kind,
        purchaseId,
        amount: plan.price_cents,
        currency: plan.currency,
        trialDays: PLANS[planId].trialDays,
      };
      return jsonResponse(body);
    };

    const since = new Date(Date.now() - REUSE_WINDOW_MS).toISOString();
    const pending = await findPendingPurchase(db, user.userId, planId, since);
    if (pending?.stripe_intent_id && pending.amount_cents === plan.price_cents && pending.kind === kind) {
      const secret = await reusableSecret(stripe, kind, pending.stripe_intent_id, pending.stripe_customer_id);
      if (secret) return answer(secret, pending.id);
    }

    const customerId = await ensureCustomer(
      stripe,
      await knownCustomerId(db, user.userId),
      user.userId,
      email ?? user.email,
    );
    const priceId = await monthlyPriceId(stripe, plan, priceCache);
    const purchaseId = crypto.randomUUID();
    const checkout = await startSubscription(stripe, {
      customerId,
      priceId,
      plan: planId,
      userId: user.userId,
      purchaseId,
    });
    await insertPurchase(db, {
      id: purchaseId,
      user_id: user.userId,
      plan: planId,
      kind: checkout.kind,
      stripe_intent_id: checkout.intentId,
      stripe_customer_id: customerId,
      amount_cents: plan.price_cents,
      currency: plan.currency,
    });
    return answer(checkout.clientSecret, purchaseId);
  });
}
