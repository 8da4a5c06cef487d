import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.ts';
import { goInApp, plansPage } from './support/plansPage.ts';
import { type PlansUser, type PlansWorld, startPlansWorld } from './support/plansWorld.ts';

// Downgrades (SPEC §4): written at once as the plan that follows, in force when the paid period ends —
// which Stripe tells the server through signed webhooks (renewal, or the end of the subscription).
describe.skipIf(!hasChromium())('plans: downgrades follow the billing cycle', () => {
  let w: PlansWorld;

  beforeAll(async () => {
    w = await startPlansWorld();
  });
  afterAll(async () => {
    await w?.stop();
  });

  /** The period end as the page writes it (the browser and Node share this machine's time zone). */
  const periodEndText = async (user: PlansUser) => {
    const row = await w.subscriptionOf(user);
    return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(String(row?.current_period_end)),
    );
  };

  async function openPlans(user: PlansUser): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await w.openPlansAs(user);
    return { page, close: () => context.close() };
  }

  it('diamond → gold: the dialog promises diamond to the end of the cycle and gold next; the renewal applies gold', async () => {
    const user = await w.signUp('to-gold');
    const { subscriptionId } = await w.subscribe(user, 'diamond');
    const date = await periodEndText(user);
    const { page, close } = await openPlans(user);
    const plans = plansPage(page);
    expect(await plans.cardButton('Diamond').textContent()).toBe('Current Plan');

    await plans.cardButton('Gold').click();
    const confirm = plans.dialog('Downgrade Plan');
    await confirm.getByText('Downgrade from Diamond to Gold?').waitFor();
    expect(await confirm.textContent()).toContain(
      `You keep your Diamond features until the end of your billing cycle on ${date}.`,
    );
    expect(await confirm.textContent()).toContain('After that, you are billed $1.99/month for Gold.');
    await confirm.getByRole('button', { name: 'Downgrade' }).click();

    const done = plans.dialog('Plan Changed');
    await done.waitFor();
    expect(await done.locator('.plan-change').textContent()).toBe('FromDiamond PlanToGold Plan');
    expect(await done.textContent()).toContain(
      `Your Diamond features continue until the end of your billing cycle on ${date}.`,
    );
    expect(await done.textContent()).toContain('Your next billing cycle is billed for Gold at $1.99/month.');
    expect(await plans.notice.textContent()).toBe(
      `Diamond until ${date}, then GoldFrom then on you pay $1.99/month.Keep Diamond`,
    );
    expect(await plans.cardButton('Diamond').textContent()).toBe('Current Plan');
    expect(await plans.cardButton('Gold').textContent()).toBe(`Starts ${date}`);
    expect(await plans.cardButton('Gold').isDisabled()).toBe(true);

    // Until the period ends, diamond stays in force; Stripe already bills gold next.
    expect(await w.usageOf(user)).toMatchObject({ plan: 'diamond', daily_limit: 500 });
    const atStripe = await w.stripe.client().subscriptions.retrieve(subscriptionId);
    expect(atStripe.items.data[0]?.price.unit_amount).toBe(199);
    await done.getByRole('button', { name: 'Continue to Chat' }).click();
    await page.waitForURL(`${w.url}/#/`);
    await expect.poll(() => page.locator('.usage-badge').textContent()).toBe('500/500 left');

    // The period ends: Stripe renews the subscription at the gold price and tells the server.
    expect(await w.deliver(w.stripe.renew(subscriptionId))).toEqual([200, 200]);
    expect(await w.usageOf(user)).toMatchObject({ plan: 'gold', daily_limit: 150 });
    await goInApp(page, '/premium');
    await plans.cardButton('Gold').filter({ hasText: 'Current Plan' }).waitFor();
    expect(await plans.notice.textContent()).toMatch(/^Gold renews on .+ \(\$1\.99\/month\)$/);
    await goInApp(page, '/profile');
    await page.getByText('Gold Member').waitFor();
    await close();
  });

  it('diamond → free: no further charges; free once Stripe ends the subscription', async () => {
    const user = await w.signUp('to-free');
    const { subscriptionId } = await w.subscribe(user, 'diamond');
    const date = await periodEndText(user);
    const { page, close } = await openPlans(user);
    const plans = plansPage(page);

    await plans.cardButton('Free').click();
    const confirm = plans.dialog('Downgrade Plan');
    await confirm.getByText('Downgrade from Diamond to Free?').waitFor();
    expect(await confirm.textContent()).toContain('After that, there are no further charges.');
    await confirm.getByRole('button', { name: 'Downgrade' }).click();
    const done = plans.dialog('Plan Changed');
    await done.getByText('There will be no further charges.').waitFor();
    expect(await done.textContent()).toContain(
      `Your Diamond features continue until the end of your billing cycle on ${date}.`,
    );
    await done.getByRole('button', { name: 'Close' }).click();
    expect(await plans.notice.textContent()).toBe(
      `Diamond until ${date}, then FreeNo further charges after that.Keep Diamond`,
    );
    expect(w.stripe.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect(await w.usageOf(user)).toMatchObject({ plan: 'diamond', daily_limit: 500 });

    expect(await w.deliver(w.stripe.endSubscription(subscriptionId))).toEqual([200]);
    expect(await w.usageOf(user)).toMatchObject({ plan: 'free', daily_limit: 5 });
    await page.reload();
    await plans.cardButton('Free').filter({ hasText: 'Current Plan' }).waitFor();
    expect(await plans.notice.count()).toBe(0);
    await close();
  });

  it('a scheduled downgrade can be changed: diamond → free scheduled, then gold instead (plain-change wording)', async () => {
    const user = await w.signUp('change');
    const { subscriptionId } = await w.subscribe(user, 'diamond');
    expect((await w.call(user, 'change-plan', { planType: 'free' })).status).toBe(200);
    const date = await periodEndText(user);
    const { page, close } = await openPlans(user);
    const plans = plansPage(page);
    expect(await plans.notice.textContent()).toBe(
      `Diamond until ${date}, then FreeNo further charges after that.Keep Diamond`,
    );
    expect(await plans.cardButton('Free').textContent()).toBe(`Starts ${date}`);

    await plans.cardButton('Gold').click();
    const confirm = plans.dialog('Change Plan');
    await confirm.getByText('Switch to Gold instead of Free when your Diamond plan ends?').waitFor();
    await confirm.getByRole('button', { name: 'Change Plan' }).click();
    await plans
      .dialog('Plan Changed')
      .getByText('Your next billing cycle is billed for Gold at $1.99/month.')
      .waitFor();
    expect(await plans.notice.textContent()).toBe(
      `Diamond until ${date}, then GoldFrom then on you pay $1.99/month.Keep Diamond`,
    );
    expect(await w.subscriptionOf(user)).toMatchObject({
      scheduled_plan: 'gold',
      cancel_at_period_end: false,
    });
    expect(w.stripe.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    await close();
  });

  it('choosing the plan already held does nothing', async () => {
    const user = await w.signUp('held');
    await w.subscribe(user, 'gold');
    const { page, close } = await openPlans(user);
    const plans = plansPage(page);
    const held = plans.cardButton('Gold');
    expect(await held.isDisabled()).toBe(true);
    await held.click({ force: true });
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await w.usageOf(user)).toMatchObject({ plan: 'gold' });
    await close();
  });

  it('with no paid period running, a downgrade takes effect at once', async () => {
    const user = await w.signUp('granted');
    await w.grantPlan(user, 'gold');
    const { page, close } = await openPlans(user);
    const plans = plansPage(page);
    await plans.cardButton('Free').click();
    const confirm = plans.dialog('Downgrade Plan');
    await confirm.getByText('The change takes effect now. There are no further charges.').waitFor();
    await confirm.getByRole('button', { name: 'Downgrade' }).click();
    await plans.dialog('Plan Changed').getByText('You are now on the Free plan.').waitFor();
    expect(await plans.cardButton('Free').textContent()).toBe('Current Plan');
    expect(await w.usageOf(user)).toMatchObject({ plan: 'free', daily_limit: 5 });
    await close();
  });

  it("'Keep Diamond' cancels a scheduled downgrade: Stripe renews diamond and the plan stays", async () => {
    const user = await w.signUp('keep');
    const { subscriptionId } = await w.subscribe(user, 'diamond');
    expect((await w.call(user, 'change-plan', { planType: 'free' })).status).toBe(200);
    const date = await periodEndText(user);
    const { page, close } = await openPlans(user);
    const plans = plansPage(page);
    expect(await plans.cardButton('Free').textContent()).toBe(`Starts ${date}`);

    await plans.notice.getByRole('button', { name: 'Keep Diamond' }).click();
    // The trial goes on, and diamond is billed after it instead of the subscription ending.
    await expect
      .poll(() => plans.notice.textContent())
      .toBe(`Diamond free trial until ${date}, then $4.99/month`);
    expect(await plans.cardButton('Free').textContent()).toBe('Choose Free');
    expect(await plans.cardButton('Diamond').textContent()).toBe('Current Plan');
    expect(await w.subscriptionOf(user)).toMatchObject({ scheduled_plan: null, cancel_at_period_end: false });
    expect(w.stripe.get(subscriptionId)?.cancel_at_period_end).toBe(false);

    // The period ends: Stripe renews diamond, and diamond stays in force.
    expect(await w.deliver(w.stripe.renew(subscriptionId))).toEqual([200, 200]);
    expect(await w.usageOf(user)).toMatchObject({ plan: 'diamond', daily_limit: 500 });
    await page.reload();
    await plans.cardButton('Diamond').filter({ hasText: 'Current Plan' }).waitFor();
    expect(await plans.notice.getByRole('button').count()).toBe(0);
    await close();
  });
});
