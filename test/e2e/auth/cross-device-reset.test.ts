import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { hasChromium } from '../support/browser.ts';
import { mailsTo, waitForMails } from '../support/mailbox.ts';
import { createUser, logIn } from '../support/users.ts';

import { type AuthEnv, openApp, startAuthEnv } from './support/harness.ts';

const INVALID = 'Invalid or expired reset link. Please request a new password reset.';

async function requestReset(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
}

async function setPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

/**
 * Issue 13: a reset asked for in browser A and opened in browser B (a phone's mail app, an installed
 * PWA with its own storage) must neither dead-end B nor burn the link or code that A still holds.
 * Each browser is its own context (no shared storage), as two devices are.
 */
describe.skipIf(!hasChromium())('password reset across devices (local backend)', () => {
  let env: AuthEnv;
  beforeAll(async () => {
    env = await startAuthEnv({ confirmEmail: true });
  });
  afterAll(async () => {
    await env?.stop();
  });

  it('a link opened on another device does not use it up: the first device still resets with it', async () => {
    const email = uniqueEmail('devices-link');
    await createUser(env.backend, email, 'old-password-1');
    const a = await openApp(env, '/forgot-password');
    await requestReset(a.page, email);
    const [mail] = await waitForMails(env.url, email, 2); // confirmation, then reset
    const link = mail?.link ?? '';

    // Device B opens the link (or a mail scanner fetches it) and leaves.
    const b = await openApp(env, '/');
    await b.page.goto(link);
    await b.page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    expect(b.page.url()).toBe(`${env.url}/#/reset-password`);
    await b.context.close();

    // Device A, which asked for it, still resets with the same link.
    await a.page.goto(link);
    await a.page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await setPassword(a.page, 'new-password-1');
    await a.page.getByRole('heading', { name: 'Password Updated!' }).waitFor();
    await logIn(a.page, env.url, email, 'new-password-1');
    expect(link).toMatch(new RegExp(`^${env.url}/\\?token_hash=pkce_\\w+&type=recovery#/reset-password$`));

    // Now it is used: another device gets the invalid view, which offers the code step.
    const c = await openApp(env, '/');
    await c.page.goto(link);
    await setPassword(c.page, 'other-password-1');
    await c.page.getByRole('heading', { name: 'Reset Link Invalid' }).waitFor();
    expect(await c.page.getByRole('alert').textContent()).toBe(INVALID);
    await c.page.getByRole('link', { name: 'Have a code?' }).click();
    await c.page.getByRole('heading', { name: 'Have a code?' }).waitFor();
    expect(c.page.url()).toBe(`${env.url}/#/forgot-password?step=code`);
    await c.context.close();
    await a.context.close();
  });

  it('a link opened on another device leaves the code working: "Have a code?" → new password → log in', async () => {
    const email = uniqueEmail('devices-code');
    await createUser(env.backend, email, 'old-password-1');
    const a = await openApp(env, '/forgot-password');
    await requestReset(a.page, email);
    const [mail] = await waitForMails(env.url, email, 2); // confirmation, then reset
    const b = await openApp(env, '/');
    await b.page.goto(mail?.link ?? '');
    await b.page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await b.context.close();

    // A, still on "Check Your Email", enters the code instead.
    await a.page.getByRole('button', { name: 'Have a code?' }).click();
    await a.page.getByRole('heading', { name: 'Have a code?' }).waitFor();
    expect(await a.page.getByLabel('Email').inputValue()).toBe(email);
    const code = mail?.otp ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    await a.page.getByLabel('6-digit code').fill(wrong);
    await a.page.getByRole('button', { name: 'Verify code' }).click();
    await a.page
      .getByRole('alert')
      .getByText(
        'This code is invalid or has expired. Use the code from the newest email, or request a new one.',
      )
      .waitFor();
    await a.page.getByLabel('6-digit code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await a.page.getByRole('button', { name: 'Verify code' }).click();
    await a.page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await setPassword(a.page, 'code-password-1');
    await a.page.getByRole('heading', { name: 'Password Updated!' }).waitFor();
    await logIn(a.page, env.url, email, 'code-password-1');
    await a.context.close();
  });

  it('a device that never asked enters the code from /forgot-password without asking again', async () => {
    const email = uniqueEmail('devices-other');
    await createUser(env.backend, email, 'old-password-1');
    const a = await openApp(env, '/forgot-password');
    await requestReset(a.page, email);
    const [mail] = await waitForMails(env.url, email, 2); // the sign-up confirmation, then the reset
    expect(mail?.kind).toBe('recovery');
    await a.context.close();

    const b = await openApp(env, '/forgot-password');
    await b.page.getByRole('button', { name: 'Have a code?' }).click();
    await b.page.getByLabel('Email').fill(email);
    await b.page.getByLabel('6-digit code').fill(mail?.otp ?? '');
    await b.page.getByRole('button', { name: 'Verify code' }).click();
    await setPassword(b.page, 'phone-password-1');
    await b.page.getByRole('heading', { name: 'Password Updated!' }).waitFor();
    await logIn(b.page, env.url, email, 'phone-password-1');
    // Only the one reset mail was sent: the code step never asks for another.
    const resets = (await mailsTo(env.url, email)).filter((m) => m.kind === 'recovery');
    expect(resets).toHaveLength(1);
    await b.context.close();
  });
});
