import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium } from '../support/browser.ts';
import { goInApp, plansPage } from './support/plansPage.ts';
import { type PlansWorld, startPlansWorld } from './support/plansWorld.ts';

describe.skipIf(!hasChromium())('plans: who may act, and when payment cannot start', () => {
  let w: PlansWorld;
  let noKey: PlansWorld;

  beforeAll(async () => {
    w = await startPlansWorld();
    // The shared e2e build has no Stripe publishable key.
    noKey = await startPlansWorld({ distDir: inject('distDir') });
  });
  afterAll(async () => {
    await w?.stop();
    await noKey?.stop();
  });

  it('signed out: the cards show every plan, and each plan action goes to /login', async () => {
    const { context, page } = await w.open('/premium');
    const plans = plansPage(page);
    for (const [name, label] of [
      ['Free', 'Choose Free'],
      ['Gold', 'Choose Gold'],
      ['Diamond', 'Choose Diamond'],
    ] as const) {
      await goInApp(page, '/premium');
      const button = plans.cardButton(name);
      expect(await button.textContent()).toBe(label);
      await button.click();
      await page.waitForURL(`${w.url}/#/login`);
    }
    await goInApp(page, '/premium');
    expect(await page.getByText('$0', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('7-day free diamond trial, then $4.99/month').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Start Diamond Plan' }).click();
    await page.waitForURL(`${w.url}/#/login`);
    await context.close();
  });

  /** Before any dialog: the page says upgrades are off, and every upgrade button is off with it. */
  async function expectPaymentsOff(world: PlansWorld, prefix: string): Promise<void> {
    const user = await world.signUp(prefix);
    const { context, page, seen } = await world.openPlansAs(user);
    const plans = plansPage(page);
    const notice = page.getByRole('status').filter({ hasText: 'Upgrades are not available right now' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Card payments are switched off on this server');
    await expect.poll(() => plans.cardButton('Gold').isDisabled()).toBe(true);
    expect(await plans.cardButton('Diamond').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Start Diamond Plan' }).isDisabled()).toBe(true);
    expect(await plans.cardButton('Free').textContent()).toBe('Current Plan');
    await plans.cardButton('Gold').click({ force: true });
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(seen.scriptLoads).toEqual([]);
    expect(await world.usageOf(user)).toMatchObject({ plan: 'free' });
    await context.close();
  }

  it('no Stripe publishable key in the build: the plans page says payments are off before any dialog', async () => {
    await expectPaymentsOff(noKey, 'no-key');
  });

  it('no Stripe key on the server: payment-status says so, and the page says it before any dialog', async () => {
    const noServerKey = await startPlansWorld({ stripeOnServer: false });
    try {
      await expectPaymentsOff(noServerKey, 'no-server-key');
    } finally {
      await noServerKey.stop();
    }
  });

  it("Stripe refuses the server's key: the 'Payment System Configuration Error' screen, with a close button", async () => {
    const user = await w.signUp('bad-key');
    const { context, page } = await w.openPlansAs(user);
    const plans = plansPage(page);
    expect(await page.getByText('Upgrades are not available right now').count()).toBe(0);
    // The loopback Stripe answers as Stripe does to a revoked secret key.
    w.stripe.failNext({ status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided' });
    await plans.continueToPayment('Gold');
    const error = plans.dialog('Payment System Configuration Error');
    await error.getByText('Card payments are not available right now. Please try again later.').waitFor();
    expect(await error.getByText('Invalid payment provider configuration').isVisible()).toBe(true);
    w.stripe.clearFailures();
    await error.getByRole('button', { name: 'Close' }).last().click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await plans.cardButton('Free').textContent()).toBe('Current Plan');
    expect(await w.usageOf(user)).toMatchObject({ plan: 'free' });
    await context.close();
  });

  it("Stripe.js that cannot load: 'Payment system failed to load', and Try Again recovers", async () => {
    const user = await w.signUp('offline-stripe');
    const { context, page } = await w.openPlansAs(user);
    const plans = plansPage(page);
    const block = (route: Route) => route.abort('internetdisconnected');
    await context.route('https://js.stripe.com/**', block);
    await plans.continueToPayment('Gold');
    const failed = plans.dialog('Payment Unavailable');
    const loadFailed = failed.getByText(
      'Payment system failed to load. Please check your connection and try again.',
    );
    await loadFailed.waitFor();
    expect(await loadFailed.isVisible()).toBe(true);
    await context.unroute('https://js.stripe.com/**', block);
    await failed.getByRole('button', { name: 'Try Again' }).click();
    const modal = plans.dialog('Upgrade to Gold');
    await plans.fillCard();
    await modal.getByRole('button', { name: 'Pay $1.99' }).click();
    const success = plans.dialog('Payment Successful!');
    await success.waitFor();
    expect(await success.isVisible()).toBe(true);
    await context.close();
  });

  it('the server cannot confirm at first: the card is not charged twice, and confirming again upgrades', async () => {
    const user = await w.signUp('confirm-again');
    const { context, page, seen } = await w.openPlansAs(user);
    const plans = plansPage(page);
    await plans.continueToPayment('Gold');
    const modal = plans.dialog('Upgrade to Gold');
    await plans.fillCard();
    // confirm-payment's look-up at Stripe fails (the SDK retries once, so twice).
    w.stripe.failNext({ status: 500, type: 'api_error' });
    w.stripe.failNext({ status: 500, type: 'api_error' });
    await modal.getByRole('button', { name: 'Pay $1.99' }).click();
    await modal
      .getByRole('alert')
      .filter({ hasText: 'Payment confirmation failed. Please try again.' })
      .waitFor();
    w.stripe.clearFailures();
    expect(await w.usageOf(user)).toMatchObject({ plan: 'free' });
    await modal.getByRole('button', { name: 'Confirm Again' }).click();
    await plans.dialog('Payment Successful!').waitFor();
    expect(seen.apiCalls.filter((call) => call.endsWith('/confirm'))).toHaveLength(1);
    expect(await w.usageOf(user)).toMatchObject({ plan: 'gold' });
    await context.close();
  });

  it('keyboard: dialogs open from the buttons, Escape closes them, and focus returns', async () => {
    const user = await w.signUp('keyboard');
    const { context, page } = await w.openPlansAs(user);
    const plans = plansPage(page);
    await plans.cardButton('Diamond').focus();
    await page.keyboard.press('Enter');
    const confirm = plans.dialog('Upgrade Plan');
    await confirm.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Choose Diamond');

    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Continue to Payment' }).press('Enter');
    const modal = plans.dialog('Start Diamond Trial');
    await modal.getByLabel('Billing e-mail').waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Choose Diamond');
    await context.close();
  });
});
