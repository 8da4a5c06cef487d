import { describe, expect, it } from 'vitest';
import { hasChromium, newPage } from './support/browser.ts';
import { useBackendAndBrowser } from './support/harness.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe.skipIf(!hasChromium())('installable PWA', () => {
  const harness = useBackendAndBrowser();

  it('links a manifest with the install fields, and every icon loads as a PNG of its size', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href ?? '', `${harness.server.url}/`);
    const manifest = await (await fetch(manifestUrl)).json();
    expect(manifest).toMatchObject({
      name: expect.any(String),
      short_name: 'StudyMate',
      description: expect.any(String),
      start_url: expect.any(String),
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#/),
      background_color: expect.stringMatching(/^#/),
    });
    const icons = manifest.icons as ManifestIcon[];
    const sizes = icons.map((i) => `${i.sizes}${i.purpose === 'maskable' ? ' maskable' : ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of icons) {
      const response = await fetch(new URL(icon.src, manifestUrl));
      expect(response.status, icon.src).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
      const view = new DataView(bytes.buffer);
      const [w, h] = icon.sizes.split('x').map(Number);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([w, h]);
    }
    await context.close();
  });

  it('the service worker controls the page, and offline reloads render chat, mission and contact', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Every route's chunk must be precached, not only the ones visited online.
    await context.setOffline(true);
    for (const [path, title] of [
      ['/', 'How can I help you?'],
      ['/mission', 'MISSION STATEMENT'],
      ['/contact', 'CONTACT US'],
    ]) {
      await page.goto(`${harness.server.url}/#${path}`);
      await page.reload();
      const heading = page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor({ timeout: 10_000 });
      expect(await heading.textContent()).toBe(title);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    }
    await context.setOffline(false);
    await context.close();
  });
});
