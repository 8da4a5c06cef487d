/** The payment functions against the local backend and the loopback Stripe, with the browser's moves. */
import { expect } from 'vitest';
import type { PaidPlanId } from '../../../supabase/functions/_shared/contract/plans.ts';
import {
  type FakeStripe,
  type StripeObject,
  signedWebhook,
  startFakeStripe,
} from '../../support/fake-stripe.ts';
import { type FunctionsBackend, startFunctionsBackend, type TestUser } from './backend.ts';

export const WEBHOOK_SECRET = 'whsec_functions_test_secret';

export interface Checkout {
  purchaseId: string;
  clientSecret: string;
  kind: 'payment' | 'setup';
  intentId: string;
}

export interface PaymentsWorld {
  fb: FunctionsBackend;
  stripe: FakeStripe;
  /** create-payment-intent as the Plans page calls it (amount and currency sent, and ignored). */
  buy(user: TestUser, plan: PaidPlanId): Promise<Checkout>;
  /** The browser confirmed with Stripe.js, then called confirm-payment. */
  payAndConfirm(
    user: TestUser,
    checkout: Checkout,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Posts events to stripe-webhook, signed with `secret` at `timestamp`. */
  deliver(
    events: StripeObject[],
    options?: { secret?: string; timestamp?: number },
  ): Promise<Array<{ status: number; body: Record<string, unknown> }>>;
  /** A new user who bought `plan` and whose purchase is confirmed; with the Stripe subscription's id. */
  subscribed(plan: PaidPlanId): Promise<{ user: TestUser; subscriptionId: string }>;
  planOf(user: TestUser): Promise<string>;
  subscriptionOf(user: TestUser): Promise<Record<string, unknown> | undefined>;
  stop(): Promise<void>;
}

export async function startPaymentsWorld(): Promise<PaymentsWorld> {
  const stripe = await startFakeStripe();
  const fb = await startFunctionsBackend({ ...stripe.env, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });

  async function buy(user: TestUser, plan: PaidPlanId): Promise<Checkout> {
    const body = { planType: plan, userEmail: user.email, userId: user.id, amount: 1, currency: 'eur' };
    const answer = await fb.call('create-payment-intent', body, user.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const clientSecret = String(answer.body.client_secret);
    return {
      purchaseId: answer.body.purchaseId,
      clientSecret,
      kind: answer.body.kind,
      intentId: clientSecret.split('_secret_')[0] ?? '',
    };
  }

  async function payAndConfirm(user: TestUser, checkout: Checkout) {
    if (checkout.kind === 'payment') stripe.confirmPayment(checkout.intentId);
    else stripe.confirmSetup(checkout.intentId);
    return fb.call('confirm-payment', { purchaseId: checkout.purchaseId }, user.token);
  }

  async function deliver(events: StripeObject[], options: { secret?: string; timestamp?: number } = {}) {
    const answers = [];
    for (const event of events) {
      const { payload, signature } = signedWebhook(
        event,
        options.secret ?? WEBHOOK_SECRET,
        options.timestamp,
      );
      const response = await fetch(`${fb.backend.url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      answers.push({ status: response.status, body: (await response.json()) as Record<string, unknown> });
    }
    return answers;
  }

  async function planOf(user: TestUser): Promise<string> {
    const { data } = await fb.admin.from('profiles').select('plan_type').eq('id', user.id);
    return (data as Array<{ plan_type: string }>)[0]?.plan_type ?? 'none';
  }

  async function subscriptionOf(user: TestUser) {
    const { data } = await fb.admin.from('subscriptions').select('*').eq('user_id', user.id);
    return (data as Array<Record<string, unknown>>)[0];
  }

  async function subscribed(plan: PaidPlanId) {
    const user = await fb.signUp();
    const confirmed = await payAndConfirm(user, await buy(user, plan));
    expect(confirmed.body.plan).toBe(plan);
    return { user, subscriptionId: String((await subscriptionOf(user))?.stripe_subscription_id) };
  }

  return {
    fb,
    stripe,
    buy,
    payAndConfirm,
    deliver,
    subscribed,
    planOf,
    subscriptionOf,
    stop: async () => {
      await fb.stop();
      await stripe.stop();
    },
  };
}
