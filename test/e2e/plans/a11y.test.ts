import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { hasChromium, viewports } from '../support/browser.ts';
import { goInApp, plansPage } from './support/plansPage.ts';
import { type PlansWorld, startPlansWorld } from './support/plansWorld.ts';

// axe on the plans page and each of its dialogs, in both themes, at phone and desktop width.
describe.skipIf(!hasChromium())('plans: accessibility of the page and its dialogs', () => {
  let w: PlansWorld;

  beforeAll(async () => {
    w = await startPlansWorld();
  });
  afterAll(async () => {
    await w?.stop();
  });

  for (const theme of ['dark', 'light'] as const) {
    for (const [size, viewport] of Object.entries(viewports)) {
      it(`has no violations (${theme}, ${size})`, async () => {
        const user = await w.signUp(`a11y-${theme}`);
        await w.subscribe(user, 'diamond');
        const { context, page } = await w.open('/login', viewport);
        await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await w.logIn(page, user);
        await goInApp(page, '/premium');
        const plans = plansPage(page);
        await plans.ready();
        const findings: Record<string, unknown> = {};
        const scan = async (name: string, p: Page) => {
          const violations = await axeViolations(p);
          if (violations.length > 0) findings[name] = violations;
        };
        await scan('page', page);

        await plans.cardButton('Gold').click();
        await plans.dialog('Downgrade Plan').waitFor();
        await scan('downgrade confirm', page);
        await page.getByRole('button', { name: 'Downgrade' }).click();
        await plans.dialog('Plan Changed').waitFor();
        await scan('downgrade success', page);
        await page.keyboard.press('Escape');
        await scan('page with a scheduled downgrade', page);

        const other = await w.signUp(`a11y-free-${theme}`);
        await w.logIn(page, other);
        await goInApp(page, '/premium');
        await plans.ready();
        await plans.continueToPayment('Gold');
        await page.getByLabel('Card number').waitFor();
        await scan('payment modal', page);
        await plans.fillCard('4000000000000002');
        await page.getByRole('button', { name: 'Pay $1.99' }).click();
        await page.getByText('Your card was declined.').waitFor();
        await scan('payment modal with an error', page);
        await plans.fillCard();
        await page.getByRole('button', { name: 'Pay $1.99' }).click();
        await plans.dialog('Payment Successful!').waitFor();
        await scan('payment success', page);
        expect(findings).toEqual({});
        await context.close();
      });
    }
  }
});
