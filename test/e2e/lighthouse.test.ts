import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lighthouseMedian } from '../support/lighthouse.ts';
import { type E2eBackend, startBackend } from './support/backend.ts';
import { hasChromium } from './support/browser.ts';

// Quality gate (issues 10 and 20): median of 3 mobile runs, because this machine is noisy. Issue 20
// measured on the shared 2-core machine (load average 3–11): performance medians 90–99 (single runs
// 81–100; the spread is Total Blocking Time, i.e. hydration under CPU contention) and LCP medians
// 772–1932 ms (single runs 702–2264 ms); the build before issue 20 gave LCP 2130 ms in a quiet single run,
// with theme-init.js and the CSS render-blocking. Gates, with that noise as the margin: nothing
// render-blocking (exact: the theme script and the stylesheet are inline, scripts/inline-head.ts), LCP
// ≤ 2500 ms (slow runs, loaded or not, cluster at 1.9–2.3 s), performance ≥ 90 (unchanged: a loaded run scores 81–90).
// The bench reports the figures against the goals (performance 100, LCP ≤ 1.2 s).
describe.skipIf(!hasChromium())('Lighthouse budgets on the chat route', () => {
  let server: E2eBackend;

  beforeAll(async () => {
    server = await startBackend();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('nothing render-blocking, LCP ≤ 2.5 s, performance ≥ 90, accessibility 100, best practices 100, SEO ≥ 95', {
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
    expect(median.scores.performance).toBeGreaterThanOrEqual(90);
    expect(median.lcpMs).toBeLessThanOrEqual(2500);
  });
});
