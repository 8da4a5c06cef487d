import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { hasChromium, newPage, viewports } from '../support/browser.ts';
import { useDemoServerAndBrowser } from '../support/harness.ts';
import { chatPage } from './support/chatPage.ts';

/** The chat's states and dialogs that the route-level scan (test/e2e/a11y.test.ts) does not reach. */
describe.skipIf(!hasChromium())('chat accessibility (axe, screen-reader log)', () => {
  const harness = useDemoServerAndBrowser({ camera: true });

  for (const theme of ['dark', 'light'] as const) {
    it(`a conversation, the history, the upgrade overlay and the camera have no violations (${theme})`, async () => {
      const { context, page } = await newPage(harness.browser, viewports.phone);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${harness.server.url}/#/`);
      const chat = chatPage(page);
      await chat.ask('What is 7 × 8?');
      await chat.nth(chat.answers, 1);
      await page.getByRole('button', { name: 'Copy answer' }).waitFor();
      const findings: Record<string, unknown> = {};
      const scan = async (name: string) => {
        const violations = await axeViolations(page);
        if (violations.length > 0) findings[name] = violations;
      };
      await scan('conversation');

      await page.getByRole('button', { name: 'Chat history' }).click();
      await page.getByRole('dialog', { name: 'Chat history' }).getByText('What is 7 × 8?').waitFor();
      await scan('history');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Upgrade' }).click();
      await page.getByRole('dialog', { name: 'Upgrade to Premium' }).waitFor();
      await scan('upgrade');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Attach an image' }).click();
      await scan('image menu');
      await page.getByRole('button', { name: 'Take Photo' }).click();
      await page
        .getByRole('dialog', { name: 'Take Photo' })
        .getByRole('button', { name: 'Capture Photo' })
        .waitFor();
      await scan('camera');
      expect(findings).toEqual({});
      await context.close();
    });
  }

  it('the conversation is a log: each answer joins it once, complete; the typed-out copy is hidden', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    // Record every message added to the log, as a screen reader would hear them, and whether the
    // typed-out copy appeared outside it, hidden from screen readers.
    await page.evaluate(() => {
      const w = globalThis as unknown as { __added: string[]; __typedHidden: boolean };
      w.__added = [];
      w.__typedHidden = false;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            if (document.querySelector('.messages__list[aria-hidden="true"] .message'))
              w.__typedHidden = true;
            const log = document.querySelector('[role="log"]');
            if (log?.contains(node) && node.classList.contains('message'))
              w.__added.push(node.textContent ?? '');
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Math' }).click();
    const chat = chatPage(page);
    const greeting = await chat.nth(chat.log.locator('.message--greeting'), 1);
    const full = await greeting.textContent();
    const seen = await page.evaluate(() => {
      const w = globalThis as unknown as { __added: string[]; __typedHidden: boolean };
      return { added: w.__added, typedHidden: w.__typedHidden };
    });
    expect(seen.typedHidden).toBe(true);
    expect(seen.added).toEqual([full]);
    expect(full).toContain("Hi! I'm your Math tutor.");
    expect(await chat.typing.count()).toBe(0);
    // The badge and 'Thinking' are polite status messages.
    await chat.ask('Hello');
    expect(await chat.thinking.getAttribute('role')).toBe('status');
    await context.close();
  });

  it('works at 360 px without sideways scrolling, in both layouts', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { context, page } = await newPage(harness.browser, viewport);
      await page.goto(`${harness.server.url}/#/`);
      const chat = chatPage(page);
      await chat.ask(`A long question without spaces: ${'x'.repeat(200)}`);
      await chat.nth(chat.answers, 1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});
