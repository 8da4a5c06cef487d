import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { axeViolations } from '../support/axe.ts';
import { hasChromium } from '../support/browser.ts';
import { waitForMails } from '../support/mailbox.ts';
import { createUser, logIn } from '../support/users.ts';

import { type AuthEnv, openApp, startAuthEnv } from './support/harness.ts';

const PASSWORD = 'a11y-pass-1';

/** The account screens in the states only a backend produces, each scanned by axe in both themes. */
describe.skipIf(!hasChromium())('accessibility of the account screens with a backend (axe)', () => {
  let env: AuthEnv;
  beforeAll(async () => {
    env = await startAuthEnv({ confirmEmail: true });
  });
  afterAll(async () => {
    await env?.stop();
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`has no violations in the ${theme} theme`, async () => {
      const { context, page } = await openApp(env, '/');
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const findings: Record<string, unknown> = {};
      const scan = async (state: string) => {
        const violations = await axeViolations(page);
        if (violations.length > 0) findings[state] = violations;
      };
      const go = async (path: string, title: string) => {
        await page.goto(`${env.url}/#${path}`);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
      };

      await go('/signup', 'SIGN UP');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.getByRole('alert').waitFor();
      await scan('signup: validation message');
      const email = uniqueEmail(`a11y-${theme}`);
      await fillAndSubmitSignup(page, email);
      await page.getByRole('button', { name: 'Resend Email' }).waitFor();
      await scan('signup: verification message');

      await go('/login', 'LOG IN');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('alert').waitFor();
      await scan('login: error');

      await go('/forgot-password', 'RESET PASSWORD');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
      await scan('forgot: email sent');
      await page.getByRole('button', { name: 'Have a code?' }).click();
      await page.getByLabel('6-digit code').fill('12');
      await page.getByRole('button', { name: 'Verify code' }).click();
      await page.getByRole('alert').waitFor();
      await scan('forgot: code step with a message');

      await go('/reset-password', 'PASSWORD RESET');
      await page.getByRole('heading', { name: 'Reset Link Invalid' }).waitFor();
      await scan('reset: invalid link');

      const member = uniqueEmail(`member-${theme}`);
      await createUser(env.backend, member, PASSWORD, { firstName: 'Ana', lastName: 'Lima' });
      await go('/signup', 'SIGN UP');
      await fillAndSubmitSignup(page, member);
      await page.getByText('This email is already registered').waitFor();
      await scan('signup: address already registered');
      await logIn(page, env.url, member, PASSWORD);
      await go('/reset-password', 'PASSWORD RESET');
      await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill('abc');
      await page.getByLabel('Confirm new password').fill('abd');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByRole('alert').waitFor();
      await scan('reset: form with a message');

      await go('/profile', 'PROFILE');
      await page.locator('.profile__card .badge:not(.badge--loading)').waitFor();
      await scan('profile: signed in');

      await go('/test-supabase', 'CONNECTION TEST');
      await page.locator('.diagnostics__json').waitFor();
      await scan('connection test: results');

      expect(findings).toEqual({});
      expect((await waitForMails(env.url, email, 1)).length).toBeGreaterThanOrEqual(1);
      await context.close();
    });
  }
});

async function fillAndSubmitSignup(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Lima');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
}
