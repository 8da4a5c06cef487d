import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lighthouseMedian } from '../support/lighthouse.ts';
import { type E2eBackend, startBackend } from './support/backend.ts';
import { hasChromium } from './support/browser.ts';

// Quality gate (issues 10 and 20): median of 3 mobile runs, because this machine is noisy. With React
// (shared 2-core machine, load average 3–11) performance medians were 90–99 and LCP medians 772–1932 ms.
// On Preact (first paint 96 → 38 KB), idle: performance 97 / 99 / 100, LCP 1298 / 1437 / 1678 ms (FCP
// 639–756 ms: Lighthouse's pessimistic LCP graph counts every request that finished before the observed
// paint, so the first-paint JavaScript is in it), TBT 59–178 ms. Since the app starts after the first
// frame with an event replay (docs/DECISIONS.md, issue 20 third pass): idle, performance 100 / 100 / 100,
// LCP 693 / 705 / 742 ms, TBT 39–76 ms; during the e2e suite (load ≈ 2 on 2 cores) 100 / 100 / 99, LCP
// 750 / 772 / 1150 ms, TBT 34–105 ms. Gates, with the noise stated as margin: nothing render-blocking
// (exact), LCP ≤ 1200 ms (the goal: the slowest idle run + 450 ms for a loaded machine),
// performance ≥ 96 (the lowest loaded run seen, 97, − 1: TBT now counts the start-up after the paint).
// The bench reports the figures against the goals (performance 100, LCP ≤ 1.2 s).
describe.skipIf(!hasChromium())('Lighthouse budgets on the chat route', () => {
  let server: E2eBackend;

  beforeAll(async () => {
    server = await startBackend();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('nothing render-blocking, LCP ≤ 1.2 s, performance ≥ 96, accessibility 100, best practices 100, SEO ≥ 95', {
    timeout: 240_000,
  }, async () => {
    const { median, all } = await lighthouseMedian(`${server.url}/`, 3);
    console.log(
      'lighthouse runs:',
      JSON.stringify(
        all.map((r) => ({ ...r.scores, lcp: r.lcpMs, fcp: r.fcpMs, tbt: r.tbtMs, lcpElement: r.lcpElement })),
      ),
    );
    expect(median.failedAudits).toEqual([]);
    expect(median.scores.accessibility).toBe(100);
    expect(median.scores.bestPractices).toBe(100);
    expect(median.scores.seo).toBeGreaterThanOrEqual(95);
    expect(median.renderBlocking).toEqual([]);
    expect(median.scores.performance).toBeGreaterThanOrEqual(96);
    expect(median.lcpMs).toBeLessThanOrEqual(1200);
  });
});
