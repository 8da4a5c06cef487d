import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useBackendAndBrowser } from '../support/harness.ts';
import { routeTitles } from '../support/routes.ts';

describe.skipIf(!hasChromium())('offline indicator', () => {
  const harness = useBackendAndBrowser();

  it("every screen's header says 'Offline' while the network is gone, at 360 px, and clears online", async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const offline = page.locator('header [role="status"]').filter({ hasText: 'Offline' });
    expect(await offline.count()).toBe(0);

    await context.setOffline(true);
    for (const { path, title } of routeTitles) {
      await page.goto(`${harness.server.url}/#${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await offline.waitFor();
      // Inside the viewport, and the header still fits the phone.
      const box = await offline.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, path).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
        path,
      ).toBeLessThanOrEqual(0);
    }

    // Back online, on the current page without a reload.
    await context.setOffline(false);
    await offline.waitFor({ state: 'detached' });
    // The live region stays in the header (so the next change is announced), empty.
    expect(await page.locator('header [role="status"]').count()).toBe(1);
    await context.close();
  });

  for (const theme of ['dark', 'light']) {
    it(`the offline chip passes the accessibility scan in the ${theme} theme`, async () => {
      const { context, page } = await newPage(harness.browser);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${harness.server.url}/#/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      for (const path of ['/', '/contact']) {
        await page.goto(`${harness.server.url}/#${path}`);
        await page.locator('header [role="status"]').filter({ hasText: 'Offline' }).waitFor();
        expect(await axeViolations(page), path).toEqual([]);
      }
      await context.close();
    });
  }

  it('a page that starts offline shows it from the start (the pre-rendered shell assumes online)', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    const heading = page.getByRole('heading', { name: 'How can I help you?' });
    await heading.waitFor();
    const indicator = page.locator('header [role="status"]').filter({ hasText: 'Offline' });
    await indicator.waitFor();
    expect(await heading.isVisible()).toBe(true);
    expect((await indicator.textContent())?.trim()).toBe('Offline');
    await context.close();
  });
});
