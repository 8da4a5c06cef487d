import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lighthouseMedian } from '../support/lighthouse.ts';
import { type E2eBackend, startBackend } from './support/backend.ts';
import { hasChromium } from './support/browser.ts';

// Quality gate (issues 10 and 20), a median because this machine is noisy. With React (shared 2-core
// machine, load average 3–11) performance medians were 90–99 and LCP medians 772–1932 ms. On Preact
// (first paint 96 → 38 KB), idle: performance 97 / 99 / 100, LCP 1298 / 1437 / 1678 ms. Since the app
// starts after the first frame with an event replay (docs/DECISIONS.md, issue 20 third pass): idle,
// performance 100 / 100 / 100, LCP 693 / 705 / 742 ms; during the e2e suite 100 / 100 / 99, LCP
// 750 / 772 / 1150 ms. A fresh-clone CI run in a slow hour of a slower host of this kind gave runs of
// 1012 / 1452 / 1203 ms: a median of 3 missed the line by 3 ms on code that had passed half an hour
// before with 671–981 ms. So the gate takes the median of 5 (one slow run no longer decides), and each
// run logs Lighthouse's benchmarkIndex (the host's CPU speed it measured; LCP here is simulated from the
// tasks Chromium really ran, so it scales with that speed). On a host with benchmarkIndex 2765–3103:
// performance 100 × 5, LCP 672–764 ms, TBT 0 ms.
// Gates, with the noise stated as margin: nothing render-blocking (exact); LCP ≤ 1200 ms, the issue's
// goal, which is the floor (≈ 700 ms) + 500 ms for a slow host or a loaded minute; performance ≥ 98,
// the floor (100 in every median since the third pass) − 2 for TBT, which counts the start-up after
// the paint and is the first figure a busy core moves. The bench reports the figures against the goals.
const RUNS = 5;

describe.skipIf(!hasChromium())('Lighthouse budgets on the chat route', () => {
  let server: E2eBackend;

  beforeAll(async () => {
    server = await startBackend();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('nothing render-blocking, LCP ≤ 1.2 s, performance ≥ 98 (median of 5), accessibility 100, best practices 100, SEO ≥ 95', {
    timeout: 240_000,
  }, async () => {
    const { median, all } = await lighthouseMedian(`${server.url}/`, RUNS);
    console.log(
      'lighthouse runs:',
      JSON.stringify(
        all.map((r) => ({
          ...r.scores,
          lcp: r.lcpMs,
          fcp: r.fcpMs,
          tbt: r.tbtMs,
          lcpElement: r.lcpElement,
          benchmarkIndex: r.benchmarkIndex,
        })),
      ),
    );
    expect(median.failedAudits).toEqual([]);
    expect(median.scores.accessibility).toBe(100);
    expect(median.scores.bestPractices).toBe(100);
    expect(median.scores.seo).toBeGreaterThanOrEqual(95);
    expect(median.renderBlocking).toEqual([]);
    expect(median.scores.performance).toBeGreaterThanOrEqual(98);
    expect(median.lcpMs).toBeLessThanOrEqual(1200);
  });
});
