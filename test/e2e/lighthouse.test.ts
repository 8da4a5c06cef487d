import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lighthouseMedian } from '../support/lighthouse.ts';
import { type E2eBackend, startBackend } from './support/backend.ts';
import { hasChromium } from './support/browser.ts';

// Quality gate (issues 10 and 20): median of 3 mobile runs, because this machine is noisy. Issue 20
// measured, on a loaded machine (load average ≈ 11 on 2 cores): performance 100, 99, 95 and LCP 783,
// 1691, 2264 ms (median 99 and 1691 ms); a single run later: 96 and 836 ms, where the build before
// issue 20 gave 96 and 2130 ms with theme-init.js and the CSS render-blocking. Floors with that noise as
// margin: performance ≥ 95 and LCP ≤ 2000 ms. Nothing render-blocking is exact, not noisy: the theme
// script and the stylesheet are inline (scripts/inline-head.ts). The bench reports the figures against
// the goals (performance 100, LCP ≤ 1.2 s).
describe.skipIf(!hasChromium())('Lighthouse budgets on the chat route', () => {
  let server: E2eBackend;

  beforeAll(async () => {
    server = await startBackend();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('nothing render-blocking, performance ≥ 95, LCP ≤ 2 s, accessibility 100, best practices 100, SEO ≥ 95', {
    timeout: 240_000,
  }, async () => {
    const { median, all } = await lighthouseMedian(`${server.url}/`, 3);
    console.log(
      'lighthouse runs:',
      JSON.stringify(all.map((r) => ({ ...r.scores, lcp: r.lcpMs, fcp: r.fcpMs, tbt: r.tbtMs }))),
    );
    expect(median.failedAudits).toEqual([]);
    expect(median.scores.accessibility).toBe(100);
    expect(median.scores.bestPractices).toBe(100);
    expect(median.scores.seo).toBeGreaterThanOrEqual(95);
    expect(median.renderBlocking).toEqual([]);
    expect(median.scores.performance).toBeGreaterThanOrEqual(95);
    expect(median.lcpMs).toBeLessThanOrEqual(2000);
  });
});
