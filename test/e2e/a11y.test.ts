import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium, newPage } from './support/browser.ts';
import { useBackendAndBrowser } from './support/harness.ts';
import { routeTitles } from './support/routes.ts';

describe.skipIf(!hasChromium())('accessibility (axe) on every route', () => {
  const harness = useBackendAndBrowser();

  for (const theme of ['dark', 'light'] as const) {
    it(`has no violations in the ${theme} theme`, async () => {
      const { context, page } = await newPage(harness.browser);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const findings: Record<string, unknown> = {};
      for (const { path, title } of routeTitles) {
        await page.goto(`${harness.server.url}/#${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const violations = await axeViolations(page);
        if (violations.length > 0) findings[path] = violations;
      }
      expect(findings).toEqual({});
      await context.close();
    });
  }
});
