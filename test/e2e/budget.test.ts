import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/compile-hints.ts';
import { appStartFiles } from '../../scripts/inline-head.ts';
import { firstPaintJs, precache } from '../support/bundle-size.ts';

// Size budgets on the production build (ARCHITECTURE; docs/BENCHMARKS.md has the measured figures).
describe('size budgets', () => {
  // Issue 20: 99.2 KB before it; 94.2 after its lazy chunks, 96.1 once issue 21's catalogue machinery
  // and language store came in; 38.7 KB since React runs on Preact's compat layer (react + react-dom +
  // scheduler were 67.4 KB of it; docs/DECISIONS.md, "The chat route on Preact"). The figure is exact for
  // a given source (gzip -9 of the build), so the margin is not noise but room for small additions:
  // 1.3 KB. More than that must be a lazy chunk, or a measured decision to raise this line (issue 20's
  // goal is 80 KB). Raised once, to 41 KB, for 40.1 KB (docs/DECISIONS.md, "The starter returns"): the
  // first paint's static graph in one chunk (+1.2 KB of exports for the lazy chunks; 22 files → 2, so
  // 20 fewer requests on every first visit and offline start) and the input recorder and replay that let
  // the app start after the first frame (+0.8 KB; Lighthouse LCP 1.6 s → 0.7 s). Margin now 0.9 KB.
  it('the first paint of the chat route loads at most 41 KB of gzipped JavaScript', () => {
    const { files, gzipKB } = firstPaintJs(inject('distDir'));
    console.log(`first-paint JS: ${gzipKB.toFixed(1)} KB gzip in ${files.join(', ')}`);
    expect(files.length).toBeGreaterThan(0);
    // The solver (issue 15) is never on the first paint: only its worker loads it, on first use.
    expect(files.some((f) => f.includes('solver'))).toBe(false);
    expect(gzipKB).toBeLessThanOrEqual(41);
  });

  it('the precache holds every route chunk and no source maps or images over budget', () => {
    const { entries, totalKB } = precache(inject('distDir'));
    console.log(`precache: ${entries.length} entries, ${totalKB.toFixed(1)} KB`);
    for (const screen of ['MissionScreen', 'ContactScreen', 'LoginScreen', 'PlansScreen']) {
      expect(
        entries.some((e) => e.includes(screen)),
        screen,
      ).toBe(true);
    }
    // The solver's worker (issue 15) works on the first offline visit.
    expect(entries.some((e) => /solver\.worker-[\w-]+\.js$/.test(e))).toBe(true);
    expect(entries.some((e) => e.endsWith('.map'))).toBe(false);
    expect(totalKB).toBeLessThan(3 * 1024);
  });

  it('marks the start-up chunks, and only those, for eager compilation (V8 compile hint)', () => {
    const dist = inject('distDir');
    const js = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const hinted = js.filter((f) =>
      readFileSync(join(dist, 'assets', f), 'utf8').startsWith(`${COMPILE_HINT}\n`),
    );
    const entry = appStartFiles(readFileSync(join(dist, 'index.html'), 'utf8'))[0] ?? '';
    expect(hinted.map((f) => `/assets/${f}`)).toContain(entry);
    expect(hinted.filter((f) => f.startsWith('afterStart-'))).toHaveLength(1);
    // Lazy chunks (the solver's, the screens') compile when they first run, as before.
    expect(hinted).toHaveLength(2);
  });
});
