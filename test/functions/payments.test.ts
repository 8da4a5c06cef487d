import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeObject } from '../support/fake-stripe.ts';
import { type PaymentsWorld, startPaymentsWorld } from './support/payments.ts';

// create-payment-intent, confirm-payment and the checkout part of stripe-webhook, through the local
// backend with the loopback Stripe driven by the real SDK.
let w: PaymentsWorld;

beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(() => w?.stop());

const purchaseStatus = async (id: string) => {
  const { data } = await w.fb.admin.from('purchases').select('status').eq('id', id);
  return (data as Array<{ status: string }>)[0]?.status;
};

describe('upgrades after a verified payment', () => {
  it('gold: a subscription paid now, upgraded only once Stripe says the payment succeeded', async () => {
    const user = await w.fb.signUp();
    const checkout = await w.buy(user, 'gold');
    expect(checkout.kind).toBe('payment');
    expect(w.stripe.get(checkout.intentId)).toMatchObject({ amount: 199, currency: 'usd' }); // not the body's 1 eur
    expect(await purchaseStatus(checkout.purchaseId)).toBe('pending');

    const early = await w.fb.call('confirm-payment', { purchaseId: checkout.purchaseId }, user.token);
    expect(early.status).toBe(402);
    expect(early.body.code).toBe('payment_incomplete');
    expect(await w.planOf(user)).toBe('free');

    const confirmed = await w.payAndConfirm(user, checkout);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      plan: 'gold',
      usage: { used: 0, limit: 150, remaining: 150, plan: 'gold' },
    });
    expect(await w.planOf(user)).toBe('gold');
    expect(await purchaseStatus(checkout.purchaseId)).toBe('succeeded');
    const subscription = await w.subscriptionOf(user);
    expect(subscription).toMatchObject({ plan: 'gold', status: 'active', cancel_at_period_end: false });
    const daysLeft = (Date.parse(String(subscription?.current_period_end)) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(27);

    const again = await w.fb.call('confirm-payment', { purchaseId: checkout.purchaseId }, user.token);
    expect(again.status).toBe(200);
  });

  it('diamond: a 7-day trial, upgraded once the card setup succeeded', async () => {
    const user = await w.fb.signUp();
    const checkout = await w.buy(user, 'diamond');
    expect(checkout.kind).toBe('setup');
    expect(checkout.intentId).toMatch(/^seti_/);
    // The trial's $0 first invoice is "paid" at once: that alone must not upgrade anyone.
    const trialInvoicePaid = w.stripe.events.filter((e) => e.type === 'invoice.paid').slice(-1);
    await w.deliver(trialInvoicePaid);
    expect(await w.planOf(user)).toBe('free');

    const confirmed = await w.payAndConfirm(user, checkout);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ plan: 'diamond', usage: { limit: 500, plan: 'diamond' } });
    const subscription = await w.subscriptionOf(user);
    expect(subscription?.status).toBe('trialing');
    const trialDays = (Date.parse(String(subscription?.current_period_end)) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThanOrEqual(7);
  });

  it('reuses the open purchase when the Plans page asks twice', async () => {
    const user = await w.fb.signUp();
    const first = await w.buy(user, 'gold');
    const second = await w.buy(user, 'gold');
    expect(second.purchaseId).toBe(first.purchaseId);
    expect(second.clientSecret).toBe(first.clientSecret);
  });

  it('refuses to sell the plan already held, or a lower one', async () => {
    const user = await w.fb.signUp();
    await w.payAndConfirm(user, await w.buy(user, 'gold'));
    const same = await w.fb.call('create-payment-intent', { planType: 'gold' }, user.token);
    expect(same.status).toBe(409);
    expect(same.body.code).toBe('already_on_plan');
  });

  it('completes the purchase from the webhook alone when the browser never confirms', async () => {
    const user = await w.fb.signUp();
    const checkout = await w.buy(user, 'gold');
    const events = w.stripe.confirmPayment(checkout.intentId);
    const answers = await w.deliver(events);
    expect(answers.map((a) => a.status)).toEqual(events.map(() => 200));
    expect(await w.planOf(user)).toBe('gold');
  });

  it('an upgrade from gold to diamond stops billing the gold subscription', async () => {
    const user = await w.fb.signUp();
    await w.payAndConfirm(user, await w.buy(user, 'gold'));
    const goldSubscription = String((await w.subscriptionOf(user))?.stripe_subscription_id);
    const confirmed = await w.payAndConfirm(user, await w.buy(user, 'diamond'));
    expect(confirmed.body.plan).toBe('diamond');
    expect(w.stripe.get(goldSubscription)?.status).toBe('canceled');
    expect((await w.subscriptionOf(user))?.stripe_subscription_id).not.toBe(goldSubscription);
  });
});

describe('forged upgrades are refused', () => {
  it("someone else's purchase", async () => {
    const [owner, thief] = [await w.fb.signUp('owner'), await w.fb.signUp('thief')];
    const checkout = await w.buy(owner, 'gold');
    w.stripe.confirmPayment(checkout.intentId);
    const stolen = await w.fb.call('confirm-payment', { purchaseId: checkout.purchaseId }, thief.token);
    expect(stolen.status).toBe(404);
    expect(await w.planOf(thief)).toBe('free');
  });

  it('a declined payment (and a later successful retry upgrades)', async () => {
    const user = await w.fb.signUp();
    const checkout = await w.buy(user, 'gold');
    const failures = w.stripe.declinePayment(checkout.intentId);
    expect((await w.deliver(failures)).every((a) => a.status === 200)).toBe(true);
    const declined = await w.fb.call('confirm-payment', { purchaseId: checkout.purchaseId }, user.token);
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'payment_failed', error: 'Your card was declined.' });
    expect(await w.planOf(user)).toBe('free');
    expect(await purchaseStatus(checkout.purchaseId)).toBe('failed');
    expect((await w.payAndConfirm(user, checkout)).body.plan).toBe('gold');
  });

  it('an unsigned or wrongly signed webhook', async () => {
    const user = await w.fb.signUp();
    const checkout = await w.buy(user, 'gold');
    const [succeeded] = w.stripe.confirmPayment(checkout.intentId) as [StripeObject];
    const unsigned = await fetch(`${w.fb.backend.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(succeeded),
    });
    expect(unsigned.status).toBe(400);
    const [wrong] = await w.deliver([succeeded], { secret: 'whsec_attacker' });
    expect(wrong?.status).toBe(400);
    expect(await w.planOf(user)).toBe('free');
  });

  it('a signed event whose claim Stripe does not confirm (the intent has not succeeded)', async () => {
    const user = await w.fb.signUp();
    const checkout = await w.buy(user, 'gold');
    const intent = w.stripe.get(checkout.intentId) as StripeObject;
    const claim = w.stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    const [answer] = await w.deliver([claim]);
    expect(answer?.status).toBe(200);
    expect(await w.planOf(user)).toBe('free');
  });

  it('a replayed event: handled once, and refused when its signature is old', async () => {
    const user = await w.fb.signUp();
    const checkout = await w.buy(user, 'gold');
    const events = w.stripe.confirmPayment(checkout.intentId);
    const [first, replay] = await w.deliver([events[0] as StripeObject, events[0] as StripeObject]);
    expect(first?.body).toEqual({ received: true });
    expect(replay?.body).toEqual({ received: true, duplicate: true });
    const { data } = await w.fb.admin.from('stripe_events').select('id').eq('id', String(events[0]?.id));
    expect(data).toHaveLength(1);
    const [late] = await w.deliver([events[1] as StripeObject], {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(late?.status).toBe(400);
  });
});
