import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { type E2eBackend, startBackend } from './support/backend.ts';
import { hasChromium, launchBrowser, newPage } from './support/browser.ts';
import { routeTitles } from './support/routes.ts';

describe.skipIf(!hasChromium())('accessibility (axe) on every route', () => {
  let browser: Browser;
  let server: E2eBackend;

  beforeAll(async () => {
    server = await startBackend();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`has no violations in the ${theme} theme`, async () => {
      const { context, page } = await newPage(browser);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const findings: Record<string, unknown> = {};
      for (const { path, title } of routeTitles) {
        await page.goto(`${server.url}/#${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const violations = await axeViolations(page);
        if (violations.length > 0) findings[path] = violations;
      }
      expect(findings).toEqual({});
      await context.close();
    });
  }
});
