import { describe, expect, it } from 'vitest';
import { hasChromium, newPage } from './support/browser.ts';
import { useDemoServerAndBrowser } from './support/harness.ts';
import { takeProblems } from './support/pageWatch.ts';

// The watch that fails every e2e test on a CSP violation or a failed app request must itself see them.
describe.skipIf(!hasChromium())('the e2e page watch', () => {
  const harness = useDemoServerAndBrowser();

  it('sees a CSP violation (a blob: worker, a data: font) and a missing app file, online and offline', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    expect(takeProblems()).toEqual([]);

    await page.evaluate(() => {
      try {
        new Worker(URL.createObjectURL(new Blob(['1'], { type: 'text/javascript' })));
      } catch {
        // blocked: the violation is what the watch reports
      }
      const style = new FontFace('Probe', 'url(data:font/woff2;base64,d09GMgABAAAAAA4oAA4AAAAAHb)');
      return style.load().catch(() => undefined);
    });
    await page.evaluate(() => fetch('/assets/no-such-chunk.js').catch(() => undefined));
    await expect
      .poll(() => takeProblems().map((p) => p.kind))
      .toEqual(expect.arrayContaining(['csp', 'request']));

    // Offline (the service worker answers app files): a file it has not cached fails, and is seen.
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.evaluate(() => fetch('/not-precached.txt').catch(() => undefined));
    await expect
      .poll(() => takeProblems().map((p) => p.text))
      .toEqual([expect.stringContaining('/not-precached.txt')]);
    await context.close();
  });
});
