import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localApiKeys } from '../../../supabase/local/keys.ts';
import { type E2eBackend, startBackend } from '../support/backend.ts';
import { hasChromium, launchBrowser, newPage } from '../support/browser.ts';
import { buildApp } from '../support/build.ts';

/** Every failed request, response ≥ 400 and uncaught page error in a context (its pages and its service worker). */
function watchForFailures(context: BrowserContext, page: Page): string[] {
  const failures: string[] = [];
  context.on('requestfailed', (request) =>
    failures.push(`failed ${request.url()}: ${request.failure()?.errorText}`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

const buildOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.build);

describe.skipIf(!hasChromium())('a new deployment', () => {
  let dist: string;
  let env: Record<string, string>;
  let server: E2eBackend;
  let browser: Browser;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'studymate-update-'));
    const { anonKey } = await localApiKeys();
    env = { VITE_SUPABASE_URL: '/', VITE_SUPABASE_ANON_KEY: anonKey };
    buildApp(dist, { ...env, STUDYMATE_BUILD_ID: 'v1' }); // the server needs an app to start with
    server = await startBackend({ distDir: dist });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  // registerSW's own reload covers only pages that had a controller when they registered: test both kinds.
  const triggers = {
    'registration.update() in a first-visit tab': (page: Page) =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      }),
    "a reload (the page registers under v1's worker)": async (page: Page) => {
      await page.reload();
    },
  };

  for (const [trigger, checkForUpdate] of Object.entries(triggers)) {
    it(`is offered after ${trigger}, never forced; Reload runs it with no failed request`, async () => {
      buildApp(dist, { ...env, STUDYMATE_BUILD_ID: 'v1' });
      const { context, page } = await newPage(browser);
      const failures = watchForFailures(context, page);
      const seen: string[] = [];
      context.on('request', (request) => seen.push(new URL(request.url()).pathname));

      await page.goto(`${server.url}/#/`);
      await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await buildOf(page)).toBe('v1');

      // Deploy v2 over v1: the same folder, v1's hashed files are gone from the server.
      buildApp(dist, { ...env, STUDYMATE_BUILD_ID: 'v2' });
      await checkForUpdate(page);
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await prompt.waitFor({ timeout: 20_000 });

      // Never forced: the page stays on v1, and v1's lazy chunks (deleted on the server) still load.
      expect(await buildOf(page)).toBe('v1');
      const before = seen.length;
      await page.evaluate(() => {
        location.hash = '#/mission';
      });
      await page.getByRole('heading', { level: 1, name: 'MISSION STATEMENT' }).waitFor();
      const missionChunk = seen.slice(before).find((path) => /\/assets\/MissionScreen-[^/]+\.js$/.test(path));
      expect(missionChunk, 'the mission screen is a lazy chunk').toBeDefined();
      expect(existsSync(join(dist, missionChunk ?? '')), 'v1 chunk no longer on the server').toBe(false);
      expect(await buildOf(page)).toBe('v1');

      await page.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.build === 'v2', undefined, {
        timeout: 20_000,
      });
      await page.getByRole('heading', { level: 1, name: 'MISSION STATEMENT' }).waitFor();
      expect(await prompt.count()).toBe(0);
      // v2's own chunks load too (served from the new precache).
      await page.evaluate(() => {
        location.hash = '#/contact';
      });
      await page.getByRole('heading', { level: 1, name: 'CONTACT US' }).waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

      expect(failures).toEqual([]);
      await context.close();
    });
  }

  // Chromium's static routes (sw/sw.ts addStartRoutes) answer a start the worker is not running for
  // straight from the cache. That copy must follow the active version, never a waiting one.
  it('a start with the worker stopped is answered from the cache, by the active version: v1 while v2 waits, v2 after Reload', async () => {
    buildApp(dist, { ...env, STUDYMATE_BUILD_ID: 'v1' });
    const { context, page } = await newPage(browser);
    const failures = watchForFailures(context, page);
    await page.goto(`${server.url}/#/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    buildApp(dist, { ...env, STUDYMATE_BUILD_ID: 'v2' });
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await page
      .getByRole('status')
      .filter({ hasText: 'A new version is available' })
      .waitFor({ timeout: 20_000 });

    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const coldStart = async () => {
      await cdp.send('ServiceWorker.stopAllWorkers');
      const tab = await context.newPage();
      const response = await tab.goto(`${server.url}/#/`);
      // The shell is pre-rendered; the build id is set once the app's code runs.
      await tab.waitForFunction(() => document.documentElement.dataset.build !== undefined);
      const served = await tab.evaluate(() => {
        const sources = (entry: PerformanceEntry | undefined) =>
          (entry as { workerFinalSourceType?: string } | undefined)?.workerFinalSourceType;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'));
        return {
          build: document.documentElement.dataset.build,
          page: sources(performance.getEntriesByType('navigation')[0]),
          assets: [...new Set(scripts.map(sources))],
          startCaches: [] as string[],
          csp: false,
        };
      });
      // The copy keeps the shipped headers (the page watcher would also report a page without its CSP).
      served.csp = response?.headers()['content-security-policy']?.includes("script-src 'self'") ?? false;
      served.startCaches = await tab.evaluate(async () =>
        (await caches.keys()).filter((name) => name.startsWith('studymate-start-')),
      );
      await tab.close();
      await page.bringToFront(); // a tab in the background gets no frames, so no click
      return served;
    };

    // The server has v2 only (v1's hashed files are gone), so v1 can only come from the cache.
    const whileWaiting = await coldStart();
    expect(whileWaiting).toMatchObject({ csp: true, build: 'v1', page: 'cache', assets: ['cache'] });
    // v2's copy is made at its install, next to v1's: two, one of them in use.
    expect(whileWaiting.startCaches).toHaveLength(2);

    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.build === 'v2', undefined, {
      timeout: 20_000,
    });
    const afterReload = await coldStart();
    expect(afterReload).toMatchObject({ csp: true, build: 'v2', page: 'cache', assets: ['cache'] });
    expect(afterReload.startCaches, "v1's copy is gone").toHaveLength(1);
    expect(whileWaiting.startCaches).toContain(afterReload.startCaches[0]);

    expect(failures).toEqual([]);
    await context.close();
  });
});
