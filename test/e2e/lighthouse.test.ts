import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lighthouseMedian } from '../support/lighthouse.ts';
import { type E2eBackend, startBackend } from './support/backend.ts';
import { hasChromium } from './support/browser.ts';

// Quality gate (issue 10): median of 3 mobile runs, because this machine is noisy. The bench reports
// the same figures against the goal of 98 for performance.
describe.skipIf(!hasChromium())('Lighthouse budgets on the chat route', () => {
  let server: E2eBackend;

  beforeAll(async () => {
    server = await startBackend();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('performance ≥ 90, accessibility 100, best practices 100, SEO ≥ 95', { timeout: 240_000 }, async () => {
    const { median, all } = await lighthouseMedian(`${server.url}/`, 3);
    console.log(
      'lighthouse runs:',
      JSON.stringify(all.map((r) => ({ ...r.scores, lcp: r.lcpMs, tbt: r.tbtMs }))),
    );
    expect(median.failedAudits).toEqual([]);
    expect(median.scores.accessibility).toBe(100);
    expect(median.scores.bestPractices).toBe(100);
    expect(median.scores.seo).toBeGreaterThanOrEqual(95);
    expect(median.scores.performance).toBeGreaterThanOrEqual(90);
  });
});
