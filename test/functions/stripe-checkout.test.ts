import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanRow } from '../../supabase/functions/_shared/billing-store.ts';
import { HttpError } from '../../supabase/functions/_shared/http.ts';
import {
  periodEnd,
  type Stripe,
  stripeCall,
  stripeClientFactory,
  webhookCryptoProvider,
} from '../../supabase/functions/_shared/stripe.ts';
import { monthlyPriceId, priceLookupKey } from '../../supabase/functions/_shared/stripe-prices.ts';
import {
  ensureCustomer,
  intentIdFromSecret,
  reusableSecret,
  startSubscription,
} from '../../supabase/functions/create-payment-intent/checkout.ts';
import { type FakeStripe, signedWebhook, startFakeStripe } from '../support/fake-stripe.ts';

const gold: PlanRow = {
  id: 'gold',
  name: 'Gold Plan',
  daily_limit: 150,
  price_cents: 199,
  currency: 'usd',
  rank: 1,
};
const diamond: PlanRow = {
  id: 'diamond',
  name: 'Diamond Plan',
  daily_limit: 500,
  price_cents: 499,
  currency: 'usd',
  rank: 2,
};

let fake: FakeStripe;
let stripe: Stripe;

async function httpFailure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = stripeClientFactory(fake.env)();
});
afterAll(() => fake.stop());

describe('Stripe checkout against the loopback Stripe (real SDK)', () => {
  it('creates one monthly price per plan amount and finds it again by lookup key', async () => {
    const first = await monthlyPriceId(stripe, gold, new Map());
    const again = await monthlyPriceId(stripe, gold, new Map());
    expect(again).toBe(first);
    const listed = await stripe.prices.list({ lookup_keys: [priceLookupKey(gold)] });
    expect(listed.data[0]).toMatchObject({
      unit_amount: 199,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const changed = await monthlyPriceId(stripe, { ...gold, price_cents: 299 }, new Map());
    expect(changed).not.toBe(first);
  });

  it('starts gold as a subscription paid now: the client confirms the first invoice PaymentIntent', async () => {
    const customerId = await ensureCustomer(stripe, undefined, 'user-gold', 'gold@example.com');
    const priceId = await monthlyPriceId(stripe, gold, new Map());
    const checkout = await startSubscription(stripe, {
      customerId,
      priceId,
      plan: 'gold',
      userId: 'user-gold',
      purchaseId: 'p-gold',
    });
    expect(checkout.kind).toBe('payment');
    expect(checkout.intentId).toMatch(/^pi_/);
    expect(intentIdFromSecret(checkout.clientSecret)).toBe(checkout.intentId);
    const intent = await stripe.paymentIntents.retrieve(checkout.intentId);
    expect(intent).toMatchObject({
      amount: 199,
      currency: 'usd',
      status: 'requires_payment_method',
      customer: customerId,
    });
    const subscription = await stripe.subscriptions.retrieve(checkout.subscriptionId);
    expect(subscription.status).toBe('incomplete');
    expect(subscription.metadata).toEqual({ user_id: 'user-gold', plan: 'gold', purchase_id: 'p-gold' });
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(created?.params.payment_behavior).toBe('default_incomplete');
    expect(created?.idempotencyKey).toBe('subscription-p-gold');
  });

  it('starts diamond with a 7-day trial confirmed as a card setup', async () => {
    const customerId = await ensureCustomer(stripe, undefined, 'user-diamond', undefined);
    const priceId = await monthlyPriceId(stripe, diamond, new Map());
    const checkout = await startSubscription(stripe, {
      customerId,
      priceId,
      plan: 'diamond',
      userId: 'user-diamond',
      purchaseId: 'p-dia',
    });
    expect(checkout.kind).toBe('setup');
    expect(checkout.clientSecret).toMatch(/^seti_.+_secret_/);
    const subscription = await stripe.subscriptions.retrieve(checkout.subscriptionId);
    expect(subscription.status).toBe('trialing');
    const days = ((subscription.trial_end ?? 0) - (subscription.trial_start ?? 0)) / 86_400;
    expect(days).toBe(7);
    expect(periodEnd(subscription)).toBe(new Date((subscription.trial_end ?? 0) * 1000).toISOString());
  });

  it('reuses an open intent for a repeated request, but not a finished one or another customer', async () => {
    const customerId = await ensureCustomer(stripe, undefined, 'user-reuse', undefined);
    const priceId = await monthlyPriceId(stripe, gold, new Map());
    const checkout = await startSubscription(stripe, {
      customerId,
      priceId,
      plan: 'gold',
      userId: 'user-reuse',
      purchaseId: 'p-reuse',
    });
    await expect(reusableSecret(stripe, 'payment', checkout.intentId, customerId)).resolves.toBe(
      checkout.clientSecret,
    );
    await expect(reusableSecret(stripe, 'payment', checkout.intentId, 'cus_other')).resolves.toBeUndefined();
    fake.confirmPayment(checkout.intentId);
    await expect(reusableSecret(stripe, 'payment', checkout.intentId, customerId)).resolves.toBeUndefined();
  });

  it('maps Stripe failures to SPEC payment errors', async () => {
    const badKey = stripeClientFactory({ ...fake.env, STRIPE_SECRET_KEY: 'sk_test_wrong' })();
    const auth = await httpFailure(stripeCall('create', () => badKey.customers.create({})));
    expect([auth.status, auth.message]).toEqual([503, 'Invalid payment provider configuration']);
    // The SDK retries a 500 once (maxNetworkRetries 1), so the failure is queued twice.
    fake.failNext({ status: 500, type: 'api_error' });
    fake.failNext({ status: 500, type: 'api_error' });
    const api = await httpFailure(stripeCall('create', () => stripe.customers.create({})));
    expect([api.status, api.message]).toEqual([
      502,
      'Unable to process payment request. Please try again later.',
    ]);
    fake.failNext({ status: 429, type: 'invalid_request_error', code: 'rate_limit' });
    fake.failNext({ status: 429, type: 'invalid_request_error', code: 'rate_limit' });
    const limited = await httpFailure(stripeCall('create', () => stripe.customers.create({})));
    fake.clearFailures();
    expect(limited.message).toBe('Too many requests. Please wait a moment and try again.');
    fake.failNext({ status: 402, type: 'card_error', message: 'Your card has insufficient funds.' });
    const card = await httpFailure(stripeCall('create', () => stripe.customers.create({})));
    expect([card.status, card.message]).toEqual([402, 'Your card has insufficient funds.']);
  });

  it('refuses a missing or malformed secret key as a configuration error', () => {
    for (const key of [undefined, '', 'pk_test_publishable', 'not-a-key']) {
      const factory = stripeClientFactory({ STRIPE_SECRET_KEY: key });
      expect(() => factory()).toThrow('Invalid payment provider configuration');
    }
  });

  it('signs webhook events that the SubtleCrypto verifier accepts, and only with the right secret', async () => {
    const [event] = fake.events;
    if (!event) throw new Error('the fake emitted no events');
    const { payload, signature } = signedWebhook(event, 'whsec_a');
    const verified = await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      'whsec_a',
      300,
      webhookCryptoProvider,
    );
    expect(verified.id).toBe(event.id);
    await expect(
      stripe.webhooks.constructEventAsync(payload, signature, 'whsec_b', 300, webhookCryptoProvider),
    ).rejects.toMatchObject({ type: 'StripeSignatureVerificationError' });
  });
});
