import type { Locator, Page } from 'playwright-core';
import { TEST_CARDS } from './stripeBrowser.ts';

/** The plans page and its dialogs as a student sees them. */
export function plansPage(page: Page) {
  const card = (name: 'Free' | 'Gold' | 'Diamond'): Locator =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${name} Plan` }) });
  return {
    card,
    /** The button of a plan card ('Current Plan', 'Choose Gold', …). */
    cardButton: (name: 'Free' | 'Gold' | 'Diamond') => card(name).getByRole('button'),
    notice: page.locator('.plans__notice'),
    dialog: (name: string | RegExp) => page.getByRole('dialog', { name }),
    /** Chooses a paid plan from free and accepts the upgrade dialog: the payment modal opens. */
    async continueToPayment(name: 'Gold' | 'Diamond'): Promise<void> {
      await card(name).getByRole('button').click();
      await page
        .getByRole('dialog', { name: 'Upgrade Plan' })
        .getByRole('button', { name: 'Continue to Payment' })
        .click();
    },
    /** Waits until the page knows the user's plan (its card says 'Current Plan'). */
    async ready(): Promise<void> {
      await page.getByRole('button', { name: 'Current Plan' }).waitFor();
    },
    /** Types a card into the Stripe card field of the open payment modal. */
    async fillCard(number: string = TEST_CARDS.success): Promise<void> {
      await page.getByLabel('Card number').fill(number);
      await page.getByLabel('Expiration date MM / YY').fill('1234');
      await page.getByLabel('Security code').fill('123');
    },
  };
}

/** Goes to a route inside the app, as its links do (no page load). */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    location.hash = `#${to}`;
  }, path);
  await page.waitForURL((url) => url.hash === `#${path}`);
}

/** Marks the document, so a test can tell later whether the page was loaded again. */
export const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
