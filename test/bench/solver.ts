import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compareResults, solve } from '../../supabase/functions/_shared/solver/index.ts';
import { PROBLEMS } from '../unit/solver/problems.ts';
import { solverChunk } from './support/solver-chunk.ts';
import { HELD_BACK } from './support/solver-heldback.ts';
import type { Bench, BenchFigure } from './types.ts';

/**
 * The built-in solver (issue 15): solve time per area over the unit-test problems, the browser
 * bundle's gzip size, and the held-back list run through `npm run solve -- --json`.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const chem = (s: string) =>
  s
    .replace(/_\{(\d+)\}/g, '$1')
    .replace(/\\mathrm\{([^}]*)\}/g, '$1')
    .replace(/\\rightarrow|→/g, '->')
    .replace(/\s+/g, '');

const at = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.floor(q * (s.length - 1))] ?? 0).toFixed(1));
};

const solver: Bench = async () => {
  const figures: BenchFigure[] = [];
  // Warm-up: the first call pays for the library's own start-up.
  const cold = performance.now();
  solve('x + 1 = 2');
  const coldMs = performance.now() - cold;
  const byArea = new Map<string, number[]>();
  for (const list of Object.values(PROBLEMS))
    for (const [q] of list) {
      const r = solve(q, { timeLimitMs: 10_000 });
      const started = performance.now();
      for (let i = 0; i < 3; i++) solve(q, { timeLimitMs: 10_000 });
      const ms = (performance.now() - started) / 3;
      const area = r.solved ? r.area : 'unsolved';
      byArea.set(area, [...(byArea.get(area) ?? []), ms]);
    }
  const all = [...byArea.values()].flat();
  figures.push({
    name: 'Solve time, all problems (median)',
    value: at(all, 0.5),
    unit: 'ms',
    goal: '< 50 ms',
    note: `${all.length} unit-test problems, mean of 3 runs each`,
  });
  figures.push({
    name: 'Solve time, all problems (p95)',
    value: at(all, 0.95),
    unit: 'ms',
    note: `max ${at(all, 1)} ms`,
  });
  for (const [area, xs] of [...byArea].sort())
    figures.push({
      name: `Solve time: ${area} (median / p95)`,
      value: at(xs, 0.5),
      unit: 'ms',
      note: `p95 ${at(xs, 0.95)} ms, ${xs.length} problems`,
    });
  figures.push({
    name: 'First question in a fresh process',
    value: Number(coldMs.toFixed(1)),
    unit: 'ms',
    note: 'includes the CAS warming up (module already loaded)',
  });

  const chunk = await solverChunk();
  figures.push({
    name: 'Solver lazy chunk (gzip)',
    value: Number(chunk.gzipKB.toFixed(1)),
    unit: 'KB',
    goal: '< 150 KB',
    note: `Vite production build of a lazy import('…/solver/index.ts') with the app's nerdamer trim plugin: ${chunk.files.join(', ')}, ${chunk.rawKB.toFixed(0)} KB raw`,
  });

  const tsx = `${root}node_modules/.bin/tsx`;
  const started = performance.now();
  const run = spawnSync(tsx, ['scripts/solve.ts', '--json', ...HELD_BACK.map(([q]) => q)], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const rows = JSON.parse(run.stdout) as { question: string; solved: boolean; answer: string }[];
  const wrong: string[] = [];
  let right = 0;
  for (const [i, [q, expected]] of HELD_BACK.entries()) {
    const row = rows[i];
    const ok =
      row?.solved &&
      (expected.includes('->')
        ? chem(row.answer) === chem(expected)
        : compareResults(row.answer, expected).same === true);
    if (ok) right++;
    else wrong.push(q);
  }
  figures.push({
    name: 'Held-back problems solved with the right result',
    value: Math.round((100 * right) / HELD_BACK.length),
    unit: '%',
    goal: '≥ 90 %',
    note: `${right} of ${HELD_BACK.length} via npm run solve -- --json (${((performance.now() - started) / 1000).toFixed(1)} s); missed: ${wrong.map((w) => `“${w}”`).join(', ') || 'none'}`,
  });
  return figures;
};

export default solver;
