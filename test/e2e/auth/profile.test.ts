import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { hasChromium, viewports } from '../support/browser.ts';
import { createUser, logIn, setPaidPlan } from '../support/users.ts';
import { type AuthEnv, openApp, startAuthEnv } from './support/harness.ts';
import { avatarText } from './support/pageActions.ts';

const PASSWORD = 'profile-pass-1';

async function profileCard(page: Page) {
  const card = page.locator('.profile__card');
  await card.locator('.badge:not(.badge--loading)').waitFor();
  return {
    initials: ((await card.locator('.avatar').textContent()) ?? '').trim(),
    name: await card.getByRole('heading', { level: 2 }).textContent(),
    email: await card.locator('.profile__email').textContent(),
    badge: await card.locator('.badge').textContent(),
  };
}

describe.skipIf(!hasChromium())('profile (local backend)', () => {
  let env: AuthEnv;
  beforeAll(async () => {
    env = await startAuthEnv({ confirmEmail: false });
  });
  afterAll(async () => {
    await env?.stop();
  });

  it('a user with name metadata: first name, both initials, and the plan badge of the profile row', async () => {
    const email = uniqueEmail('grace');
    const user = await createUser(env.backend, email, PASSWORD, {
      firstName: 'Grace',
      lastName: 'Hopper',
      first_name: 'Grace',
      last_name: 'Hopper',
      full_name: 'Grace Hopper',
    });
    const { context, page } = await openApp(env, '/login', viewports.desktop);
    await logIn(page, env.url, email, PASSWORD);
    await page.goto(`${env.url}/#/profile`);
    expect(await profileCard(page)).toEqual({ initials: 'GH', name: 'Grace', email, badge: 'Free Member' });
    expect(await avatarText(page)).toBe('GH');

    await setPaidPlan(env.backend, user.id, 'gold');
    await page.reload();
    expect((await profileCard(page)).badge).toBe('Gold Member');
    await setPaidPlan(env.backend, user.id, 'diamond');
    await page.reload();
    expect((await profileCard(page)).badge).toBe('Diamond Member');

    // Activity: mission, contact and the theme switch.
    await page.getByRole('link', { name: 'Mission Statement' }).click();
    await page.getByRole('heading', { level: 1, name: 'MISSION STATEMENT' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Contact Us' }).waitFor();
    await context.close();
  });

  it('a user with only an e-mail: the capitalised part before the first dot, and its first letter', async () => {
    const email = uniqueEmail('john.doe');
    await createUser(env.backend, email, PASSWORD);
    const { context, page } = await openApp(env, '/login');
    await logIn(page, env.url, email, PASSWORD);
    await page.goto(`${env.url}/#/profile`);
    expect(await profileCard(page)).toEqual({ initials: 'J', name: 'John', email, badge: 'Free Member' });
    await context.close();
  });

  it('the theme switch persists across a reload, signed in', async () => {
    const email = uniqueEmail('theme');
    await createUser(env.backend, email, PASSWORD, { firstName: 'Tia' });
    const { context, page } = await openApp(env, '/login');
    await logIn(page, env.url, email, PASSWORD);
    await page.goto(`${env.url}/#/profile`);
    const toggle = page.getByRole('switch', { name: 'Dark & Light Mode' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');
    await page.reload();
    await page.locator('.profile__card').waitFor();
    expect(
      await page.evaluate(() => [document.documentElement.className, localStorage.getItem('theme')]),
    ).toEqual(['light', 'light']);
    expect(await page.getByRole('switch', { name: 'Dark & Light Mode' }).isChecked()).toBe(false);
    await context.close();
  });
});
