import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './resources.ts';

const repoRoot = new URL('../../', import.meta.url).pathname;

export interface LighthouseRun {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** What Lighthouse names as render-blocking (URLs); issue 20 wants none. */
  renderBlocking: string[];
  cls: number;
  /** Audits that lost points outside performance, for a readable failure. */
  failedAudits: string[];
  /** The element Lighthouse took as the largest contentful paint (its CSS selector). */
  lcpElement: string;
  /**
   * Lighthouse's own reading of the host's CPU speed at the start of the run (higher is faster). The
   * simulated timings scale the tasks Chromium really ran, so a slow minute of this shared machine
   * shows here and in the LCP together.
   */
  benchmarkIndex: number;
}

interface LhrAudit {
  score: number | null;
  numericValue?: number;
  title: string;
  scoreDisplayMode: string;
  details?: { items?: { url?: string; items?: { node?: { selector?: string } }[] }[] };
}
interface Lhr {
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number; auditRefs: { id: string }[] }>;
  audits: Record<string, LhrAudit>;
}

/**
 * One Lighthouse run (mobile, simulated throttling: Lighthouse's defaults) of url. A run whose trace
 * Chromium failed to record (NO_NAVSTART and friends, seen now and then on a busy machine) is retried
 * up to twice.
 */
export async function runLighthouse(url: string, retries = 2): Promise<LighthouseRun> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium is needed for Lighthouse');
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const out = join(dir, 'report.json');
  const flags = chromiumArgs.map((a) => (a === '--headless' ? '--headless=new' : a)).join(' ');
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(
      join(repoRoot, 'node_modules/.bin/lighthouse'),
      [url, '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${flags}`],
      { env: { ...process.env, CHROME_PATH: executablePath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
  // Lighthouse reports a failed trace either in the report or, with --output-path, as exit code 1.
  const traceFailed = code !== 0 && stderr.includes('Runtime error encountered');
  if (traceFailed && retries > 0) {
    rmSync(dir, { recursive: true, force: true });
    return runLighthouse(url, retries - 1);
  }
  if (code !== 0) throw new Error(`lighthouse exited ${code}: ${stderr}`);
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  rmSync(dir, { recursive: true, force: true });
  if (lhr.runtimeError) {
    if (retries > 0) return runLighthouse(url, retries - 1);
    throw new Error(
      `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
      .filter(
        ({ audit }) =>
          audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
      )
      .map(({ id, audit }) => `${category}: ${id} (${audit?.title})`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    renderBlocking: (lhr.audits['render-blocking-resources']?.details?.items ?? []).map(
      (item) => item.url ?? '?',
    ),
    failedAudits,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Median of n runs per figure (this machine is noisy). */
export async function lighthouseMedian(
  url: string,
  runs = 3,
): Promise<{ median: LighthouseRun; all: LighthouseRun[] }> {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await runLighthouse(url));
  const pick = (f: (r: LighthouseRun) => number) => median(all.map(f));
  return {
    all,
    median: {
      scores: {
        performance: pick((r) => r.scores.performance),
        accessibility: pick((r) => r.scores.accessibility),
        bestPractices: pick((r) => r.scores.bestPractices),
        seo: pick((r) => r.scores.seo),
      },
      lcpMs: pick((r) => r.lcpMs),
      fcpMs: pick((r) => r.fcpMs),
      tbtMs: pick((r) => r.tbtMs),
      cls: pick((r) => r.cls),
      renderBlocking: [...new Set(all.flatMap((r) => r.renderBlocking))],
      failedAudits: [...new Set(all.flatMap((r) => r.failedAudits))],
      lcpElement: [...new Set(all.map((r) => r.lcpElement))].join(' | '),
      benchmarkIndex: pick((r) => r.benchmarkIndex),
    },
  };
}
