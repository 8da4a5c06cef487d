import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { hasChromium } from '../support/browser.ts';
import { waitForMails } from '../support/mailbox.ts';
import { createUser, logIn, submitLogin } from '../support/users.ts';

import { type AuthEnv, openApp, startAuthEnv } from './support/harness.ts';
import { holdRequests } from './support/pageActions.ts';

async function requestReset(page: Page, email: string) {
  const cont = page.getByRole('button', { name: 'Continue' });
  expect(await cont.isDisabled()).toBe(true);
  await page.getByLabel('Email').fill(email);
  await cont.click();
  await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
}

async function setPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

describe.skipIf(!hasChromium())('forgot and reset password (local backend)', () => {
  let env: AuthEnv;
  beforeAll(async () => {
    env = await startAuthEnv({ confirmEmail: true });
  });
  afterAll(async () => {
    await env?.stop();
  });

  it('forgot → mail → link → new password → Password Updated! → log in with the new password', async () => {
    const email = uniqueEmail('reset');
    await createUser(env.backend, email, 'old-password-1', { firstName: 'Rosa', lastName: 'Parks' });
    const { context, page } = await openApp(env, '/forgot-password');
    await page.getByLabel('Email').waitFor();
    expect(await page.locator('.step-dots li').count()).toBe(2);
    expect(await page.locator('.step-dots').getAttribute('aria-label')).toBe('Step 1 of 2');
    await requestReset(page, email);
    await page.getByText(`Password reset instructions have been sent to ${email}`).waitFor();
    expect(await page.locator('.step-dots').getAttribute('aria-label')).toBe('Step 2 of 2');
    // Focus moved to the new step's heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check Your Email');

    await page.getByRole('button', { name: 'Back to email entry' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.waitForTimeout(1100); // the local backend sends one mail a second per address
    const releaseRecover = await holdRequests(page, '**/auth/v1/recover**');
    await page.getByRole('button', { name: 'Continue' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    releaseRecover();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.unrouteAll();
    const [mail] = await waitForMails(env.url, email, 2);
    expect(mail?.kind).toBe('recovery');
    // The link leads to the app itself (supabase/templates/recovery.html), which verifies it on submit.
    expect(mail?.link).toMatch(
      new RegExp(`^${env.url}/\\?token_hash=pkce_\\w+&type=recovery#/reset-password$`),
    );

    await page.goto(mail?.link ?? '');
    await page.getByRole('heading', { level: 1, name: 'PASSWORD RESET' }).waitFor();
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    // The one-time code is gone from the address bar.
    expect(page.url()).toBe(`${env.url}/#/reset-password`);

    await page.unrouteAll();
    const update = page.getByRole('button', { name: 'Update Password' });
    expect(await update.isDisabled()).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    expect(await update.isDisabled()).toBe(true);
    await page.getByLabel('Confirm new password').fill('new-password-2');
    await update.click();
    expect(await page.getByRole('alert').textContent()).toBe('Passwords do not match.');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await update.click();
    expect(await page.getByRole('alert').textContent()).toBe('Password must be at least 6 characters long.');

    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm new password').fill('new-password-1');
    const releaseUpdate = await holdRequests(page, '**/auth/v1/user');
    await update.click();
    const updating = page.getByRole('button', { name: 'Updating...' });
    await updating.waitFor();
    expect(await updating.isDisabled()).toBe(true);
    releaseUpdate();
    await page.getByRole('heading', { name: 'Password Updated!' }).waitFor();
    await page.getByText('Password updated successfully!').waitFor();
    await page.getByRole('link', { name: 'Continue to Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'LOG IN' }).waitFor();
    // The recovery session ended with the update: the user logs in afresh.
    await page.getByRole('button', { name: 'Open account menu' }).locator('svg').waitFor();

    await page.goto(`${env.url}/#/login`);
    await submitLogin(page, email, 'old-password-1');
    const refused = page.getByRole('alert').getByText('Invalid login credentials');
    await refused.waitFor();
    expect(await refused.isVisible()).toBe(true);
    await logIn(page, env.url, email, 'new-password-1');
    await context.close();
  });

  it('a used, tampered or expired link shows the invalid view with its way out', async () => {
    const email = uniqueEmail('badlink');
    await createUser(env.backend, email, 'old-password-1');
    const { context, page } = await openApp(env, '/forgot-password');
    await requestReset(page, email);
    const [mail] = await waitForMails(env.url, email, 1);
    const link = mail?.link ?? '';

    // Tampered token: the page offers the form (opening never uses a link up); setting fails.
    await page.goto(link.replace(/token_hash=([^&]+)/, 'token_hash=pkce_deadbeef'));
    await setPassword(page, 'new-password-1');
    await page.getByRole('heading', { name: 'Reset Link Invalid' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Invalid or expired reset link. Please request a new password reset.',
    );
    expect(page.url()).toBe(`${env.url}/#/reset-password`);

    // GoTrue's own verify URL with a bad token redirects with an error: the same view.
    await page.goto(`${env.url}/`);
    await page.goto((mail?.verify_url ?? '').replace(/token=([^&]+)/, 'token=pkce_deadbeef'));
    await page.getByRole('heading', { name: 'Reset Link Invalid' }).waitFor();

    // The real link works once ...
    await page.goto(`${env.url}/`);
    await page.goto(link);
    await setPassword(page, 'new-password-1');
    await page.getByRole('heading', { name: 'Password Updated!' }).waitFor();
    // ... and a second use is refused (a fresh page without the recovery session).
    const other = await env.browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    await setPassword(second, 'new-password-2');
    await second.getByRole('heading', { name: 'Reset Link Invalid' }).waitFor();
    expect(await second.getByRole('alert').textContent()).toBe(
      'Invalid or expired reset link. Please request a new password reset.',
    );
    await second.getByRole('link', { name: 'Request New Reset Link' }).click();
    await second.getByRole('heading', { level: 1, name: 'RESET PASSWORD' }).waitFor();
    await other.close();
    await context.close();
  });

  it('without any reset session the page says so, and ?step=reset needs one too', async () => {
    const { context, page } = await openApp(env, '/reset-password');
    await page.getByRole('heading', { name: 'Reset Link Invalid' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'No valid reset session found. Please request a new password reset.',
    );
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'LOG IN' }).waitFor();

    await page.goto(`${env.url}/#/forgot-password?step=reset`);
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    expect(await page.locator('.step-dots').count()).toBe(0);
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm new password').fill('new-password-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Auth session missing!');
    await context.close();
  });

  it('recovery tokens in the link (implicit flow) restore the session; broken ones do not', async () => {
    const email = uniqueEmail('implicit');
    const user = await createUser(env.backend, email, 'old-password-1');
    // A recovery e-mail sent without PKCE, as a dashboard or an older client would.
    await fetch(
      `${env.url}/auth/v1/recover?redirect_to=${encodeURIComponent(`${env.url}/#/reset-password`)}`,
      {
        method: 'POST',
        headers: { apikey: env.backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      },
    );
    const [mail] = await waitForMails(env.url, email, 1);
    const verify = await fetch(mail?.verify_url ?? '', { redirect: 'manual' });
    const target = verify.headers.get('location') ?? '';
    expect(target).toContain('#/reset-password#access_token=');

    // Fresh pages: a hash-only change of the address would not reload the app.
    const broken = await env.browser.newContext();
    const page1 = await broken.newPage();
    await page1.goto(target.replace(/access_token=[^&]+/, 'access_token=not-a-jwt'));
    await page1.getByRole('heading', { name: 'Reset Link Invalid' }).waitFor();
    expect(await page1.getByRole('alert').textContent()).toBe('Unable to restore session from reset link.');
    await broken.close();

    const good = await env.browser.newContext();
    const page2 = await good.newPage();
    await page2.goto(target);
    await page2.getByRole('heading', { name: 'Set New Password' }).waitFor();
    expect(page2.url()).toBe(`${env.url}/#/reset-password`);
    await good.close();
  });
});
