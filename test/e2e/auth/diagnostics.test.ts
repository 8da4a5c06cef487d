import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.ts';
import { type AuthEnv, openApp, startAuthEnv } from './support/harness.ts';

interface FetchRecord {
  url: string;
  aborted: boolean;
}
declare global {
  interface Window {
    __fetches: FetchRecord[];
  }
}

/** Records every fetch the app makes and whether its signal was aborted later. */
function recordFetches(): void {
  const original = window.fetch.bind(window);
  window.__fetches = [];
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const record = { url, aborted: false };
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    signal?.addEventListener('abort', () => {
      record.aborted = true;
    });
    window.__fetches.push(record);
    return original(input, init);
  };
}

const backendFetches = (page: Page) =>
  page.evaluate(() => window.__fetches.filter((f) => /\/(rest|auth)\/v1\//.test(f.url)));
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    location.hash = `#${to}`;
  }, path);

// /test-supabase (SPEC §2 connection test) on a healthy local backend: truthful signed out, clear
// offline, every check has a deadline, and nothing keeps running once the page is left.
describe.skipIf(!hasChromium())('connection test', () => {
  let env: AuthEnv;
  beforeAll(async () => {
    env = await startAuthEnv({ confirmEmail: false, initScripts: [recordFetches] });
  });
  afterAll(async () => {
    await env?.stop();
  });

  it('signed out, row-level security refusing profiles counts as passed, with a plain note', async () => {
    const { context, page } = await openApp(env, '/test-supabase');
    await page.getByText('All backend checks passed').waitFor();
    const json = JSON.parse((await page.locator('.diagnostics__json pre').textContent()) ?? '{}');
    expect(json).toMatchObject({ databaseConnected: true, currentSession: null, errors: [] });
    const notes = page.getByRole('region', { name: 'Notes' });
    expect(await notes.textContent()).toContain('row-level security protecting the table');
    await context.close();
  });

  it('offline: says so at once and sends nothing; back online, the checks run', async () => {
    const { context, page } = await openApp(env, '/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    const before = (await backendFetches(page)).length;
    await goInApp(page, '/test-supabase');
    await page.getByText('You are offline').waitFor({ timeout: 3000 });
    expect(await page.getByText('Running tests...').count()).toBe(0);
    await page.waitForTimeout(1500);
    expect((await backendFetches(page)).length).toBe(before);

    await context.setOffline(false);
    await page.getByText('All backend checks passed').waitFor();
    await context.close();
  });

  it('a check with no answer fails after 10 s instead of spinning', async () => {
    const { context, page } = await openApp(env, '/');
    const stall = async (_route: Route) => undefined; // never answered
    await page.route((url) => url.pathname === '/rest/v1/', stall);
    const started = Date.now();
    await goInApp(page, '/test-supabase');
    await page.getByText('Backend setup has issues').waitFor({ timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    const json = JSON.parse((await page.locator('.diagnostics__json pre').textContent()) ?? '{}');
    expect(json.errors).toEqual(['REST API: no answer within 10 s']);
    await context.close();
  });

  it('leaving the page aborts every request in flight and starts no more', async () => {
    const { context, page } = await openApp(env, '/');
    await page.route('**/rest/v1/**', async (_route: Route) => undefined); // held until aborted
    await goInApp(page, '/test-supabase');
    await expect
      .poll(async () => (await backendFetches(page)).some((f) => f.url.includes('/rest/v1/')))
      .toBe(true);
    await goInApp(page, '/');
    await page.getByText('Running tests...').waitFor({ state: 'detached' });
    const left = await backendFetches(page);
    expect(left.filter((f) => f.url.includes('/rest/v1/')).every((f) => f.aborted)).toBe(true);
    await page.waitForTimeout(1500);
    expect((await backendFetches(page)).length).toBe(left.length);
    await context.close();
  });
});
