import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './support/backend.ts';
import { type PaymentsWorld, startPaymentsWorld } from './support/payments.ts';

// The subscription after checkout: renewals, failed payments, cancellation and change-plan downgrades.
let w: PaymentsWorld;

beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(() => w?.stop());

const periodEnd = async (user: TestUser) =>
  Date.parse(String((await w.subscriptionOf(user))?.current_period_end));

describe('stripe-webhook keeps the subscription in step', () => {
  it('a paid renewal extends the paid period', async () => {
    const { user, subscriptionId } = await w.subscribed('gold');
    const before = await periodEnd(user);
    const answers = await w.deliver(w.stripe.renew(subscriptionId, 'paid'));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const days = (((await periodEnd(user)) - before) / 86_400_000) | 0;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(await w.planOf(user)).toBe('gold');
  });

  it('a failed renewal marks it past due and keeps the plan; the end of the subscription returns it to free', async () => {
    const { user, subscriptionId } = await w.subscribed('gold');
    await w.deliver(w.stripe.renew(subscriptionId, 'failed'));
    expect(await w.subscriptionOf(user)).toMatchObject({ status: 'past_due', plan: 'gold' });
    expect(await w.planOf(user)).toBe('gold');
    await w.deliver(w.stripe.endSubscription(subscriptionId));
    expect(await w.planOf(user)).toBe('free');
    expect((await w.subscriptionOf(user))?.status).toBe('canceled');
  });

  it('ignores events about a subscription that is no longer the one in force', async () => {
    const { user, subscriptionId } = await w.subscribed('gold');
    await w.deliver(w.stripe.endSubscription(subscriptionId));
    expect(await w.planOf(user)).toBe('free');
    const resubscribed = await w.payAndConfirm(user, await w.buy(user, 'gold'));
    expect(resubscribed.body.plan).toBe('gold');
    await w.deliver(w.stripe.renew(subscriptionId, 'failed')); // the old, ended subscription
    expect(await w.planOf(user)).toBe('gold');
    expect(await w.subscriptionOf(user)).toMatchObject({ status: 'active', plan: 'gold' });
    expect((await w.subscriptionOf(user))?.stripe_subscription_id).not.toBe(subscriptionId);
  });
});

describe('change-plan', () => {
  it('gold → free: cancels at the period end at Stripe; the plan lasts until then', async () => {
    const { user, subscriptionId } = await w.subscribed('gold');
    const end = await periodEnd(user);
    const answer = await w.fb.call('change-plan', { planType: 'free' }, user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ plan: 'gold', scheduledPlan: 'free' });
    expect(Date.parse(answer.body.effectiveUntil)).toBe(end);
    expect(w.stripe.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    // Stripe's own notice of the change must not undo or repeat anything.
    await w.deliver(w.stripe.events.filter((e) => e.type === 'customer.subscription.updated').slice(-1));
    expect(await w.subscriptionOf(user)).toMatchObject({ plan: 'gold', scheduled_plan: 'free' });
    expect(await w.planOf(user)).toBe('gold');
  });

  it('diamond → gold: the next cycle bills gold; the renewal then applies gold', async () => {
    const { user, subscriptionId } = await w.subscribed('diamond');
    const answer = await w.fb.call('change-plan', { planType: 'gold' }, user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ plan: 'diamond', scheduledPlan: 'gold' });
    const stripeSubscription = await w.stripe.client().subscriptions.retrieve(subscriptionId);
    expect(stripeSubscription.items.data[0]?.price.unit_amount).toBe(199);
    expect(stripeSubscription.metadata.plan).toBe('gold');
    const switched = w.stripe.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(switched?.params.proration_behavior).toBe('none');

    await w.deliver(w.stripe.renew(subscriptionId, 'paid'));
    expect(await w.planOf(user)).toBe('gold');
    expect(await w.subscriptionOf(user)).toMatchObject({ plan: 'gold', scheduled_plan: null });
  });

  it('refuses upgrades: they go through payment', async () => {
    const free = await w.fb.signUp();
    const toGold = await w.fb.call('change-plan', { planType: 'gold' }, free.token);
    expect(toGold.status).toBe(400);
    expect(toGold.body.code).toBe('upgrade_requires_payment');
    const { user: gold } = await w.subscribed('gold');
    const toDiamond = await w.fb.call('change-plan', { planType: 'diamond' }, gold.token);
    expect(toDiamond.status).toBe(400);
    expect(await w.planOf(free)).toBe('free');
    expect(await w.planOf(gold)).toBe('gold');
  });

  it('choosing the plan already held changes nothing', async () => {
    const free = await w.fb.signUp();
    const answer = await w.fb.call('change-plan', { planType: 'free' }, free.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ plan: 'free', scheduledPlan: null, effectiveUntil: null });
  });

  it('answers SPEC §5 texts for a missing plan type and an unknown one', async () => {
    const user = await w.fb.signUp();
    expect((await w.fb.call('change-plan', {}, user.token)).body.error).toBe(
      'User ID and plan type are required',
    );
    expect((await w.fb.call('change-plan', { planType: 'vip' }, user.token)).body.error).toBe(
      'Invalid plan type',
    );
  });
});
