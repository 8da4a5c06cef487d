import { describe, expect, it } from 'vitest';
import { hasChromium, newPage, viewports } from './support/browser.ts';
import { useBackendAndBrowser } from './support/harness.ts';
import { routeTitles } from './support/routes.ts';

describe.skipIf(!hasChromium())('app shell', () => {
  const harness = useBackendAndBrowser();

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`renders every route's title at ${name} width (${viewport.width}px) without horizontal scroll`, async () => {
      const { context, page } = await newPage(harness.browser, viewport);
      for (const { path, title } of routeTitles) {
        await page.goto(`${harness.server.url}/#${path}`);
        await expect(page.getByRole('heading', { level: 1, name: title }).waitFor()).resolves.toBeUndefined();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }

  it('shows the chat for an unknown route and keeps the query of a hash route', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/no-such-page`);
    const chat = page.getByRole('heading', { name: 'How can I help you?' });
    await chat.waitFor();
    expect(await chat.isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#/no-such-page');
    await page.goto(`${harness.server.url}/#/forgot-password?step=reset`);
    const reset = page.getByRole('heading', { name: 'Set New Password' });
    await reset.waitFor();
    expect(await reset.isVisible()).toBe(true);
    await context.close();
  });

  it('hides the Economics chip on a phone and shows it on a desktop', async () => {
    const phone = await newPage(harness.browser, viewports.phone);
    await phone.page.goto(`${harness.server.url}/#/`);
    await phone.page.getByRole('button', { name: 'Math' }).waitFor();
    expect(await phone.page.getByRole('button', { name: 'Economics' }).isVisible()).toBe(false);
    await phone.context.close();
    const desktop = await newPage(harness.browser, viewports.desktop);
    await desktop.page.goto(`${harness.server.url}/#/`);
    expect(await desktop.page.getByRole('button', { name: 'Economics' }).isVisible()).toBe(true);
    await desktop.context.close();
  });

  it('avatar menu: signed-out entries per screen, opens and closes by click and by an outside click', async () => {
    const { context, page } = await newPage(harness.browser);
    const entriesOn = async (path: string) => {
      await page.goto(`${harness.server.url}/#${path}`);
      const button = page.getByRole('button', { name: 'Open account menu' });
      await button.click();
      const items = await page.locator('.avatar-menu__list button').allTextContents();
      await button.click();
      expect(await page.locator('.avatar-menu__list').count()).toBe(0);
      return items;
    };
    expect(await entriesOn('/')).toEqual(['Login', 'Sign Up', 'Plans', 'Chat']);
    expect(await entriesOn('/login')).toEqual(['Login', 'Sign Up', 'Plans', 'Chat']);
    expect(await entriesOn('/reset-password')).toEqual(['Login', 'Sign Up', 'Profile', 'Plans', 'Chat']);
    expect(await entriesOn('/mission')).toEqual(['Login', 'Sign Up', 'Profile', 'Plans', 'Chat']);
    expect(await entriesOn('/contact')).toEqual(['Login', 'Sign Up', 'Profile', 'Plans', 'Chat']);

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('heading', { name: 'CONTACT US' }).click();
    expect(await page.locator('.avatar-menu__list').count()).toBe(0);

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('button', { name: 'Plans' }).click();
    await page.getByRole('heading', { name: 'PLANS' }).waitFor();
    await context.close();
  });

  it('theme: dark by default, toggled on the profile, applied before the first paint after a reload', async () => {
    const { context, page } = await newPage(harness.browser);
    // Records the root class at the moment <body> is parsed, before any app script could change it.
    await context.addInitScript(() => {
      const w = window as unknown as { __classAtBody?: string };
      new MutationObserver((_, observer) => {
        if (document.body) {
          w.__classAtBody = document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${harness.server.url}/#/profile`);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    await page.getByRole('switch', { name: 'Dark & Light Mode' }).click();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await page.getByRole('heading', { name: 'PROFILE' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __classAtBody?: string }).__classAtBody)).toBe(
      'light',
    );
    expect(await page.getByRole('switch', { name: 'Dark & Light Mode' }).isChecked()).toBe(false);
    await context.close();
  });
});
