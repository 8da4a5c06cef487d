import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.ts';
import { goInApp, markDocument, plansPage, sameDocument } from './support/plansPage.ts';
import { type PlansWorld, startPlansWorld } from './support/plansWorld.ts';
import { TEST_CARDS } from './support/stripeBrowser.ts';

// Upgrades with card payment: Stripe.js and api.stripe.com are loopback stand-ins; the functions check
// every payment with the loopback Stripe server, as in production.
describe.skipIf(!hasChromium())('plans: upgrades with card payment', () => {
  let w: PlansWorld;

  beforeAll(async () => {
    w = await startPlansWorld();
  });
  afterAll(async () => {
    await w?.stop();
  });

  it('free → gold: pays $1.99, and the plan, daily limit and badges follow without a reload', async () => {
    const user = await w.signUp('gold');
    const { context, page, seen } = await w.open('/login');
    await w.logIn(page, user);
    const badge = page.locator('.usage-badge');
    await expect.poll(() => badge.textContent()).toBe('5/5 left');
    await markDocument(page);

    await goInApp(page, '/premium');
    const plans = plansPage(page);
    await plans.ready();
    expect(await plans.cardButton('Free').textContent()).toBe('Current Plan');
    expect(await plans.cardButton('Free').isDisabled()).toBe(true);

    await plans.cardButton('Gold').click();
    const confirm = plans.dialog('Upgrade Plan');
    await confirm.getByText('Upgrade from Free to Gold?').waitFor();
    expect(await confirm.locator('.plan-change').textContent()).toBe('FromFree PlanToGold Plan');
    expect(seen.scriptLoads).toEqual([]); // Stripe.js waits for the payment modal
    await confirm.getByRole('button', { name: 'Continue to Payment' }).click();

    const modal = plans.dialog('Upgrade to Gold');
    await modal.getByText('Gold Plan: $1.99 today, then $1.99/month.').waitFor();
    expect(await modal.getByLabel('Billing e-mail').inputValue()).toBe(user.email);
    await plans.fillCard(TEST_CARDS.success);
    await modal.getByRole('button', { name: 'Pay $1.99' }).click();

    const success = plans.dialog('Payment Successful!');
    await success.waitFor();
    expect(await success.textContent()).toContain('You can now ask 150 questions a day.');
    expect(seen.scriptLoads).toHaveLength(1);
    expect(seen.scriptLoads[0]).toMatch(/^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js/);
    expect(seen.apiCalls).toEqual([
      'POST /v1/payment_methods',
      expect.stringMatching(/^POST \/v1\/payment_intents\/pi_\w+\/confirm$/),
    ]);
    expect(seen.billingEmails).toEqual([user.email]);
    expect(await w.usageOf(user)).toMatchObject({ plan: 'gold', daily_limit: 150 });
    expect(await plans.cardButton('Gold').textContent()).toBe('Current Plan');
    expect(await plans.notice.textContent()).toMatch(
      /^Gold renews on \w{3} \d{1,2}, \d{4} \(\$1\.99\/month\)$/,
    );

    await success.getByRole('button', { name: 'Continue to Chat' }).click();
    await page.waitForURL(`${w.url}/#/`);
    await expect.poll(() => badge.textContent()).toBe('150/150 left');
    expect(await page.getByRole('button', { name: 'Upgrade' }).isVisible()).toBe(true);
    await goInApp(page, '/profile');
    await page.getByText('Gold Member').waitFor();
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('free → diamond: starts the 7-day trial with a card setup; diamond has no Upgrade button', async () => {
    const user = await w.signUp('diamond');
    const { context, page, seen } = await w.open('/login');
    await w.logIn(page, user);
    await markDocument(page);
    await goInApp(page, '/premium');
    const plans = plansPage(page);
    await plans.ready();
    expect(await page.getByText('7-day free diamond trial, then $4.99/month').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Start Diamond Plan' }).click();
    const confirm = plans.dialog('Upgrade Plan');
    await confirm
      .getByText('Your 7-day free trial starts today. After it, you pay $4.99/month.', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Continue to Payment' }).click();
    const modal = plans.dialog('Start Diamond Trial');
    await modal.getByText('7-day free trial, then $4.99/month.').waitFor();
    await modal.getByText('You will not be charged today.').waitFor();
    await plans.fillCard(TEST_CARDS.success);
    await modal.getByRole('button', { name: 'Start Free Trial' }).click();

    const success = plans.dialog('Payment Successful!');
    await success
      .getByText(/^Your free trial runs until \w{3} \d{1,2}, \d{4}, then \$4\.99\/month\.$/)
      .waitFor();
    expect(seen.apiCalls[1]).toMatch(/^POST \/v1\/setup_intents\/seti_\w+\/confirm$/);
    const usage = await w.usageOf(user);
    expect(usage).toMatchObject({ plan: 'diamond', daily_limit: 500 });
    expect(await plans.cardButton('Diamond').textContent()).toBe('Current Plan');
    expect(await plans.notice.textContent()).toMatch(/^Diamond free trial until .+, then \$4\.99\/month$/);
    // A Diamond holder is told why there is nothing to start, instead of a dead button.
    expect(await page.getByRole('button', { name: 'Start Diamond Plan' }).count()).toBe(0);
    expect(await page.getByText('You already have Diamond.').isVisible()).toBe(true);
    expect(await page.getByText('7-day free diamond trial, then $4.99/month').count()).toBe(0);

    await success.getByRole('button', { name: 'Continue to Chat' }).click();
    await page.waitForURL(`${w.url}/#/`);
    await expect.poll(() => page.locator('.usage-badge').textContent()).toBe('500/500 left');
    expect(await page.getByRole('button', { name: 'Upgrade' }).count()).toBe(0);
    await goInApp(page, '/profile');
    await page.getByText('Diamond Member').waitFor();
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it("a declined card shows 'Your card was declined.' and the plan does not change; another card then works", async () => {
    const user = await w.signUp('declined');
    const { context, page } = await w.openPlansAs(user);
    const plans = plansPage(page);
    await plans.continueToPayment('Gold');
    const modal = plans.dialog('Upgrade to Gold');
    await plans.fillCard(TEST_CARDS.declined);
    await modal.getByRole('button', { name: 'Pay $1.99' }).click();

    await modal.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(await w.usageOf(user)).toMatchObject({ plan: 'free', daily_limit: 5 });
    await modal.getByRole('button', { name: 'Cancel' }).click();
    expect(await modal.isVisible()).toBe(false);
    expect(await plans.cardButton('Free').textContent()).toBe('Current Plan');
    expect(await plans.cardButton('Gold').textContent()).toBe('Choose Gold');

    // Trying again reuses the server's pending purchase; a good card now succeeds.
    await plans.continueToPayment('Gold');
    await plans.fillCard(TEST_CARDS.success);
    await plans.dialog('Upgrade to Gold').getByRole('button', { name: 'Pay $1.99' }).click();
    await plans.dialog('Payment Successful!').waitFor();
    expect(await w.usageOf(user)).toMatchObject({ plan: 'gold', daily_limit: 150 });
    await context.close();
  });

  it('an incomplete card is refused before anything is sent', async () => {
    const user = await w.signUp('incomplete');
    const { context, page, seen } = await w.openPlansAs(user);
    const plans = plansPage(page);
    await plans.continueToPayment('Gold');
    const modal = plans.dialog('Upgrade to Gold');
    await page.getByLabel('Card number').fill('4242 4242');
    await modal.getByRole('button', { name: 'Pay $1.99' }).click();
    await modal.getByRole('alert').filter({ hasText: 'Please check your payment information.' }).waitFor();
    expect(await modal.getByText('Your card number is incomplete.').isVisible()).toBe(true);
    expect(seen.apiCalls).toEqual([]);
    expect(await w.usageOf(user)).toMatchObject({ plan: 'free' });
    await context.close();
  });
});
