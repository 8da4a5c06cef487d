import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { hasChromium } from '../support/browser.ts';
import { mailsTo, waitForMails } from '../support/mailbox.ts';
import { createUser } from '../support/users.ts';

import { type AuthEnv, openApp, startAuthEnv } from './support/harness.ts';

const PASSWORD = 'study-pass-1';

async function fillSignup(
  page: Page,
  fields: { first: string; last: string; email: string; password: string },
) {
  await page.getByLabel('First name').fill(fields.first);
  await page.getByLabel('Last name').fill(fields.last);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
}

const alertText = (page: Page) => page.getByRole('alert').first().textContent();

describe.skipIf(!hasChromium())('sign-up with e-mail confirmation on (local backend)', () => {
  let env: AuthEnv;
  beforeAll(async () => {
    env = await startAuthEnv({ confirmEmail: true });
  });
  afterAll(async () => {
    await env?.stop();
  });

  it('shows every sign-up validation message of SPEC §5, in order, next to the fields', async () => {
    const { context, page } = await openApp(env, '/signup');
    const submit = page.getByRole('button', { name: 'Sign up' });
    await submit.click();
    expect(await alertText(page)).toBe('Please fill in all fields');
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');

    await fillSignup(page, { first: '  ', last: 'Lovelace', email: 'ada@example.com', password: '123' });
    await submit.click();
    expect(await alertText(page)).toBe('Please fill in all fields');

    await page.getByLabel('First name').fill('Ada');
    await submit.click();
    expect(await alertText(page)).toBe('Please verify that you are not a robot');

    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await submit.click();
    expect(await alertText(page)).toBe('Password must be at least 6 characters long');
    const describedBy = await page.getByLabel('Password', { exact: true }).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Password must be at least 6 characters long',
    );
    expect(await mailsTo(env.url, 'ada@example.com')).toEqual([]);
    await context.close();
  });

  it('asks to verify (spam and 5-minute hints), resends, and the mailbox link confirms; login lands on /chat', async () => {
    const email = uniqueEmail('confirm');
    const { context, page } = await openApp(env, '/signup');
    await fillSignup(page, { first: 'Maya', last: 'Patel', email, password: PASSWORD });
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    const verify = page.locator('.verify');
    await verify.getByText('Please verify your email').waitFor();
    const text = await verify.textContent();
    expect(text).toContain(email);
    expect(text).toMatch(/spam/i);
    expect(text).toMatch(/5 minutes/);
    const [first] = await waitForMails(env.url, email, 1);
    expect(first?.kind).toBe('signup');

    // The local backend allows one mail a second per address (config.toml max_frequency).
    await page.waitForTimeout(1100);
    await page.getByRole('button', { name: 'Resend Email' }).click();
    await page.getByText('Confirmation email sent! Please check your inbox and spam folder.').waitFor();
    const mails = await waitForMails(env.url, email, 2);
    expect(mails).toHaveLength(2);

    // The verification view replaced the form: nothing left to submit twice (issue 13).
    expect(await page.getByRole('button', { name: 'Sign up' }).count()).toBe(0);
    expect(await page.getByLabel('Email').count()).toBe(0);
    // 'Use a different email' brings the filled form back, enabled.
    await page.getByRole('button', { name: 'Use a different email' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByRole('button', { name: 'Sign up' }).isEnabled()).toBe(true);

    // Logging in before confirming is refused with the backend's message.
    await page.goto(`${env.url}/#/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').getByText('Email not confirmed').waitFor();

    // The newest link, opened in the same browser, confirms and lands on the login screen.
    await page.goto(mails[0]?.link ?? '');
    await page.getByRole('heading', { level: 1, name: 'LOG IN' }).waitFor();
    await page.getByText('Your email address is confirmed. You can now log in.').waitFor();
    expect(page.url()).toBe(`${env.url}/#/login`);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${env.url}/#/chat`);
    await page.getByRole('button', { name: 'Open account menu' }).getByText('MP').waitFor();
    await context.close();
  });

  it('signing up again with a registered address says to log in or reset, and sends nothing', async () => {
    const email = uniqueEmail('again');
    await createUser(env.backend, email, PASSWORD);
    const before = await mailsTo(env.url, email);
    const { context, page } = await openApp(env, '/signup');
    await fillSignup(page, { first: 'Ana', last: 'Diaz', email, password: 'another-pass-1' });
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    const panel = page.locator('.verify');
    await panel.getByText('This email is already registered').waitFor();
    expect(await panel.textContent()).toContain(
      `No new account was created for ${email} and no email was sent.`,
    );
    expect(await panel.textContent()).not.toContain('Please verify your email');
    expect(await page.getByRole('button', { name: 'Sign up' }).count()).toBe(0);
    await page.waitForTimeout(500);
    expect(await mailsTo(env.url, email)).toHaveLength(before.length);
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'RESET PASSWORD' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('heading', { level: 1, name: 'LOG IN' }).waitFor();
    await context.close();
  });

  it('a confirmation link that is no longer valid says so on the login screen', async () => {
    const email = uniqueEmail('stale-link');
    const { context, page } = await openApp(env, '/signup');
    await fillSignup(page, { first: 'Lee', last: 'Kim', email, password: PASSWORD });
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    const [mail] = await waitForMails(env.url, email, 1);
    expect(mail?.link).toMatch(new RegExp(`^${env.url}/\\?token_hash=pkce_\\w+&type=email#/login$`));
    const broken = (mail?.link ?? '').replace(/token_hash=([^&]+)/, 'token_hash=pkce_0000');
    await page.goto(broken);
    await page.getByRole('heading', { level: 1, name: 'LOG IN' }).waitFor();
    await page.getByRole('alert').getByText('Email link is invalid or has expired').waitFor();
    expect(page.url()).toBe(`${env.url}/#/login`);
    await context.close();
  });
});

describe.skipIf(!hasChromium())('sign-up with e-mail confirmation off (local backend)', () => {
  let env: AuthEnv;
  beforeAll(async () => {
    env = await startAuthEnv({ confirmEmail: false });
  });
  afterAll(async () => {
    await env?.stop();
  });

  it("says 'Account created successfully! You can now log in.' and opens /login after 2 seconds", async () => {
    const email = uniqueEmail('instant');
    const { context, page } = await openApp(env, '/signup');
    await fillSignup(page, { first: 'Sam', last: 'Rivera', email, password: PASSWORD });
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Account created successfully! You can now log in.').waitFor();
    const shownAt = Date.now();
    await page.waitForURL(`${env.url}/#/login`, { timeout: 5000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThanOrEqual(1500);
    expect(waited).toBeLessThan(3500);
    expect(await mailsTo(env.url, email)).toEqual([]);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${env.url}/#/chat`);
    await context.close();
  });
});
