import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { hasChromium } from '../support/browser.ts';
import { createUser, logIn } from '../support/users.ts';

import { type AuthEnv, openApp, startAuthEnv } from './support/harness.ts';
import {
  authStorageKeys,
  avatarText,
  defineIdbDrafts,
  holdRequests,
  menuEntries,
} from './support/pageActions.ts';

declare function idbDrafts(op: 'put' | 'count'): Promise<number>;

const PASSWORD = 'session-pass-1';

describe.skipIf(!hasChromium())('log in, session and sign-out (local backend)', () => {
  let env: AuthEnv;
  beforeAll(async () => {
    env = await startAuthEnv({ confirmEmail: false, initScripts: [defineIdbDrafts] });
  });
  afterAll(async () => {
    await env?.stop();
  });

  it('an anonymous visit is signed out at once and does not download supabase-js until it is needed', async () => {
    const { context, page } = await openApp(env, '/profile');
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.add(request.url());
    });
    // The supabase-js chunk is the one script that contains its auth client.
    const supabaseChunks = async () => {
      const found: string[] = [];
      for (const url of scripts)
        if ((await (await fetch(url)).text()).includes('GoTrueClient')) found.push(url);
      return found;
    };
    await page.reload();
    await page.getByText('Not signed in').waitFor();
    await page.goto(`${env.url}/#/`);
    await page.waitForTimeout(1500);
    expect(scripts.size).toBeGreaterThan(0);
    expect(await supabaseChunks()).toEqual([]);

    const email = uniqueEmail('lazy');
    await createUser(env.backend, email, PASSWORD);
    await logIn(page, env.url, email, PASSWORD);
    expect(await supabaseChunks()).toHaveLength(1);
    await context.close();
  });

  it('a sign-in in another tab reaches a tab that was opened signed out', async () => {
    const email = uniqueEmail('tabs');
    await createUser(env.backend, email, PASSWORD, { firstName: 'Two', lastName: 'Tabs' });
    const { context, page } = await openApp(env, '/profile');
    await page.getByText('Not signed in').waitFor();
    const other = await context.newPage();
    await logIn(other, env.url, email, PASSWORD);
    await page.locator('.profile__card').getByText('Two', { exact: true }).waitFor();
    expect(await avatarText(page)).toBe('TT');
    await context.close();
  });

  it('Log In is disabled while a field is empty or the form is busy; errors are shown', async () => {
    const email = uniqueEmail('login');
    await createUser(env.backend, email, PASSWORD);
    const { context, page } = await openApp(env, '/login');
    const submit = page.getByRole('button', { name: 'Log In' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(email);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    expect(await submit.isDisabled()).toBe(false);
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');

    await submit.click();
    await page.getByRole('alert').getByText('Invalid login credentials').waitFor();

    // An unexpected failure (the network) gets the generic sentence.
    await page.route('**/auth/v1/token**', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').getByText('An unexpected error occurred. Please try again.').waitFor();
    await page.unroute('**/auth/v1/token**');

    // Busy: the button says so and stays disabled until the answer.
    const release = await holdRequests(page, '**/auth/v1/token**');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    const busy = page.getByRole('button', { name: 'Logging in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.waitForURL(`${env.url}/#/chat`);
    expect(await menuEntries(page)).toEqual(['Profile', 'Logout', 'Plans', 'Chat']);
    await context.close();
  });

  it('a stale refresh token ends signed out cleanly, without a refresh loop', async () => {
    const email = uniqueEmail('stale');
    await createUser(env.backend, email, PASSWORD, { firstName: 'Stale', lastName: 'Token' });
    const { context, page } = await openApp(env, '/login');
    await logIn(page, env.url, email, PASSWORD);
    await page.getByRole('button', { name: 'Open account menu' }).getByText('ST').waitFor();

    // The access token has expired and the refresh token is one the server never issued.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
      if (!key) throw new Error('no stored session');
      const session = JSON.parse(localStorage.getItem(key) ?? '{}');
      session.expires_at = Math.floor(Date.now() / 1000) - 60;
      session.refresh_token = 'stale-refresh-token';
      localStorage.setItem(key, JSON.stringify(session));
    });
    const refreshes: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('grant_type=refresh_token')) refreshes.push(req.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${env.url}/#/profile`);
    await page.reload();
    await page.getByText('Not signed in').waitFor();
    await page.waitForTimeout(3000);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.length).toBeLessThanOrEqual(2);
    expect(await authStorageKeys(page)).toEqual([]);
    expect(await avatarText(page)).toBe('');
    expect(await menuEntries(page)).toEqual(['Login', 'Sign Up', 'Plans', 'Chat']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Logout signs out and removes the local data (IndexedDB) from the device', async () => {
    const email = uniqueEmail('logout');
    await createUser(env.backend, email, PASSWORD);
    const { context, page } = await openApp(env, '/login');
    const logOut = async () => {
      await page.getByRole('button', { name: 'Open account menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForFunction(() => !document.querySelector('.avatar span'));
    };
    // The app's database (src/lib/db.ts) exists once the app has opened it: the first sign-out's wipe
    // does, so the draft below goes into the app's own schema rather than one made up here.
    await logIn(page, env.url, email, PASSWORD);
    await logOut();
    await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === 'studymate'));

    await logIn(page, env.url, email, PASSWORD);
    await page.evaluate(() => idbDrafts('put'));
    expect(await page.evaluate(() => idbDrafts('count'))).toBe(1);
    await logOut();
    await expect.poll(() => page.evaluate(() => idbDrafts('count'))).toBe(0);
    expect(await authStorageKeys(page)).toEqual([]);
    await page.goto(`${env.url}/#/profile`);
    await page.getByText('Not signed in').waitFor();
    await context.close();
  });

  it('the connection test reports a working backend as JSON', async () => {
    const email = uniqueEmail('diag');
    await createUser(env.backend, email, PASSWORD);
    const { context, page } = await openApp(env, '/login');
    await logIn(page, env.url, email, PASSWORD);
    await page.goto(`${env.url}/#/test-supabase`);
    await page.getByText('All backend checks passed').waitFor();
    const json = JSON.parse((await page.locator('.diagnostics__json pre').textContent()) ?? '{}');
    expect(json).toMatchObject({
      clientInitialized: true,
      databaseConnected: true,
      authServiceAccessible: true,
      environmentVariables: { VITE_SUPABASE_URL: env.url, VITE_SUPABASE_ANON_KEY: 'set' },
      currentSession: { email },
      errors: [],
    });
    expect(JSON.stringify(json)).not.toContain(env.backend.anonKey);
    await page.getByRole('button', { name: 'Run tests again' }).click();
    await page.getByText('All backend checks passed').waitFor();
    await context.close();
  });
});
