import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useBackendAndBrowser } from '../support/harness.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Dispatches a Chromium-style install offer whose prompt() counts its calls; answers whether it was cancelled. */
const offerInstall = () => {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<{ outcome: string }>;
  };
  const w = window as unknown as { promptCalls: number };
  w.promptCalls = 0;
  event.prompt = async () => {
    w.promptCalls += 1;
    return { outcome: 'accepted' };
  };
  dispatchEvent(event);
  return event.defaultPrevented;
};

describe.skipIf(!hasChromium())('install the app', () => {
  const harness = useBackendAndBrowser();

  it("Chromium's install offer becomes 'Install app' in the avatar menu, which opens the browser's dialog", async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    const menu = page.getByRole('button', { name: 'Open account menu' });
    const install = page.getByRole('button', { name: 'Install app' });

    // Nothing to offer until the browser offers it.
    await menu.click();
    await page.getByRole('button', { name: 'Plans' }).waitFor();
    expect(await install.count()).toBe(0);
    await menu.click();

    // The browser's own banner is held back (preventDefault); the menu offers it instead.
    expect(await page.evaluate(offerInstall)).toBe(true);
    await menu.click();
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
    // The menu closed, and an event can prompt only once: the entry is gone.
    expect(await page.locator('.avatar-menu__list').count()).toBe(0);
    await menu.click();
    await page.getByRole('button', { name: 'Plans' }).waitFor();
    expect(await install.count()).toBe(0);
    await menu.click();

    // Offered again (e.g. the dialog was dismissed), then installed: gone for good.
    await page.evaluate(offerInstall);
    await page.goto(`${harness.server.url}/#/mission`);
    await menu.click();
    await install.waitFor();
    await page.evaluate(() => dispatchEvent(new Event('appinstalled')));
    await install.waitFor({ state: 'detached' });
    await context.close();
  });

  it('on iOS Safari the entry explains Share → Add to Home Screen instead', async () => {
    const context = await harness.browser.newContext({
      viewport: { width: 360, height: 740 },
      userAgent: IPHONE_SAFARI,
    });
    const page = await context.newPage();
    await page.goto(`${harness.server.url}/#/contact`);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const install = page.getByRole('button', { name: 'Install app' });
    expect(await install.getAttribute('aria-expanded')).toBe('false');
    await install.click();
    expect(await install.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('To install, tap Share, then Add to Home Screen.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The hint keeps the menu open; a second press folds it away.
    await install.click();
    expect(await page.getByText('To install, tap Share, then Add to Home Screen.').count()).toBe(0);
    await context.close();
  });

  it('running as the installed app (standalone) offers nothing', async () => {
    const context = await harness.browser.newContext({
      viewport: { width: 360, height: 740 },
      userAgent: IPHONE_SAFARI,
    });
    // iOS reports a home-screen launch through navigator.standalone.
    await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    const page = await context.newPage();
    await page.goto(`${harness.server.url}/#/`);
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    await page.evaluate(offerInstall);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('button', { name: 'Plans' }).waitFor();
    expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
    await context.close();
  });
});
