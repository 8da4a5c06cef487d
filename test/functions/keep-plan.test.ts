import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsWorld, startPaymentsWorld } from './support/payments.ts';

// keep-plan ("Keep Diamond") undoes a scheduled downgrade, at Stripe and in our rows; payment-status
// tells the plans page that payments are configured.
let w: PaymentsWorld;

beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(() => w?.stop());

describe('keep-plan', () => {
  it('gold → free scheduled, then kept: Stripe no longer cancels and the plan renews', async () => {
    const { user, subscriptionId } = await w.subscribed('gold');
    await w.fb.call('change-plan', { planType: 'free' }, user.token);
    expect(w.stripe.get(subscriptionId)?.cancel_at_period_end).toBe(true);

    const answer = await w.fb.call('keep-plan', {}, user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ plan: 'gold', scheduledPlan: null });
    expect(Date.parse(answer.body.effectiveUntil)).toBe(
      Date.parse(String((await w.subscriptionOf(user))?.current_period_end)),
    );
    expect(w.stripe.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    expect(await w.subscriptionOf(user)).toMatchObject({ scheduled_plan: null, cancel_at_period_end: false });
    // Stripe's notice of the change and the next renewal keep gold.
    await w.deliver(w.stripe.events.filter((e) => e.type === 'customer.subscription.updated').slice(-1));
    await w.deliver(w.stripe.renew(subscriptionId, 'paid'));
    expect(await w.planOf(user)).toBe('gold');
    expect(await w.subscriptionOf(user)).toMatchObject({
      plan: 'gold',
      scheduled_plan: null,
      status: 'active',
    });
  });

  it('diamond → gold scheduled, then kept: the price goes back to diamond without proration', async () => {
    const { user, subscriptionId } = await w.subscribed('diamond');
    const diamondPrice = (await w.stripe.client().subscriptions.retrieve(subscriptionId)).items.data[0]
      ?.price;
    await w.fb.call('change-plan', { planType: 'gold' }, user.token);
    const answer = await w.fb.call('keep-plan', {}, user.token);
    expect(answer).toMatchObject({ status: 200, body: { plan: 'diamond', scheduledPlan: null } });
    const stripeSubscription = await w.stripe.client().subscriptions.retrieve(subscriptionId);
    expect(stripeSubscription.items.data[0]?.price.id).toBe(diamondPrice?.id);
    expect(stripeSubscription.items.data[0]?.price.unit_amount).toBe(499);
    expect(stripeSubscription.metadata.plan).toBe('diamond');
    const updates = w.stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(updates.at(-1)?.params.proration_behavior).toBe('none');
    await w.deliver(w.stripe.renew(subscriptionId, 'paid'));
    expect(await w.planOf(user)).toBe('diamond');
  });

  it('with nothing scheduled it changes nothing and calls Stripe for nothing', async () => {
    const { user } = await w.subscribed('gold');
    const before = w.stripe.requests.length;
    const answer = await w.fb.call('keep-plan', {}, user.token);
    expect(answer).toMatchObject({ status: 200, body: { plan: 'gold', scheduledPlan: null } });
    expect(w.stripe.requests.length).toBe(before);
    const free = await w.fb.signUp();
    expect((await w.fb.call('keep-plan', {}, free.token)).body).toEqual({
      plan: 'free',
      scheduledPlan: null,
      effectiveUntil: null,
    });
  });

  it('refuses a signed-out caller', async () => {
    expect((await w.fb.call('keep-plan', {})).status).toBe(401);
  });
});

describe('payment-status', () => {
  it('says payments are available when Stripe is configured', async () => {
    const user = await w.fb.signUp();
    expect(await w.fb.call('payment-status', {}, user.token)).toMatchObject({
      status: 200,
      body: { available: true },
    });
  });
});
