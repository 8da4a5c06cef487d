// The computer-algebra comparison of issue 15, reproducible: installs the candidates (pinned) into a
// throwaway folder outside the repository, runs our problem list on each in a child process (a hung
// problem is killed after a time limit), measures the gzip size of a minified browser bundle of what
// the solver would import, and reads licence and releases from the npm registry.
// CLI: `npx tsx test/bench/cas-compare/compare.ts` prints the Markdown tables.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { dropBigLogCache, NERDAMER_CONSTANTS } from '../../../scripts/nerdamer-trim.ts';
import { PROBLEMS } from './problems.ts';
import { type Area, LIBRARIES, type LibraryName, type Op, type Outcome } from './types.ts';

export const VERSIONS: Record<LibraryName, string> = {
  'nerdamer-prime': '1.5.0',
  nerdamer: '1.1.13',
  algebrite: '1.4.0',
  mathjs: '15.2.0',
  '@cortex-js/compute-engine': '0.140.0',
};

/** What the solver would import from each library (the add-ons it needs, not the whole package). */
const ENTRIES: Record<LibraryName, string> = {
  'nerdamer-prime':
    "import n from 'nerdamer-prime/nerdamer.core'; import 'nerdamer-prime/Algebra'; import 'nerdamer-prime/Calculus'; import 'nerdamer-prime/Solve'; globalThis.cas = n;",
  nerdamer:
    "import n from 'nerdamer/nerdamer.core.js'; import 'nerdamer/Algebra.js'; import 'nerdamer/Calculus.js'; import 'nerdamer/Solve.js'; globalThis.cas = n;",
  algebrite: "import a from 'algebrite'; globalThis.cas = a;",
  mathjs:
    "import { create, all, derivative, simplify, rationalize, polynomialRoot } from 'mathjs'; globalThis.cas = [create(all, { number: 'Fraction' }), derivative, simplify, rationalize, polynomialRoot];",
  '@cortex-js/compute-engine':
    "import { ComputeEngine } from '@cortex-js/compute-engine'; globalThis.cas = new ComputeEngine();",
};

const PROBLEM_TIMEOUT_MS = 15_000;
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(here, '..', '..', '..');

export const installDir = () => join(tmpdir(), 'studymate-cas-compare');

/** npm install of the pinned candidates into the throwaway folder (skipped when already there). */
export function ensureInstalled(dir = installDir()): string {
  const installed = (LIBRARIES as readonly LibraryName[]).every((lib) => {
    const pkg = join(dir, 'node_modules', lib, 'package.json');
    return existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).version === VERSIONS[lib];
  });
  if (installed) return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  const specs = LIBRARIES.map((lib) => `${lib}@${VERSIONS[lib]}`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...specs], {
    cwd: dir,
    stdio: 'ignore',
  });
  return dir;
}

/** Runs every problem on one library; restarts the worker after the problem that hung or crashed. */
export async function runLibrary(lib: LibraryName, dir: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  while (outcomes.length < PROBLEMS.length) {
    const start = outcomes.length;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(here, 'worker.ts'), lib, dir, String(start)],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => child.kill('SIGKILL'), PROBLEM_TIMEOUT_MS);
    };
    arm();
    for await (const line of createInterface({ input: child.stdout })) {
      outcomes.push(JSON.parse(line) as Outcome);
      arm();
    }
    clearTimeout(timer);
    await new Promise((r) =>
      child.exitCode === null && child.signalCode === null ? child.once('exit', r) : r(0),
    );
    if (outcomes.length < PROBLEMS.length) {
      const index = outcomes.length;
      const hung = child.signalCode === 'SIGKILL';
      const why = hung
        ? `no answer within ${PROBLEM_TIMEOUT_MS / 1000} s`
        : `worker crashed (${child.exitCode})`;
      outcomes.push({ index, supported: true, right: false, why, ms: hung ? PROBLEM_TIMEOUT_MS : 0 });
    }
  }
  return outcomes;
}

/** Gzip size (KB) of the minified browser bundle of ENTRIES[lib]; nerdamer-prime also as we trim it. */
export async function bundleKB(lib: LibraryName, dir: string, trimmed = false): Promise<number> {
  const result = await build({
    stdin: { contents: ENTRIES[lib], resolveDir: dir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: trimmed
      ? [
          {
            name: 'nerdamer-trim',
            setup(b) {
              b.onLoad({ filter: NERDAMER_CONSTANTS }, (args) => ({
                contents: dropBigLogCache(readFileSync(args.path, 'utf8')),
                loader: 'js',
              }));
            },
          },
        ]
      : [],
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length / 1024;
}

export interface Release {
  licence: string;
  latest: string;
  /** The date the registry gives for the latest version (see DECISIONS: this mirror's dates are odd). */
  latestDate: string;
  versionsListed: number;
}

export function release(lib: LibraryName): Release {
  const out = execFileSync('npm', ['view', lib, 'version', 'license', 'time', '--json'], {
    encoding: 'utf8',
  });
  const v = JSON.parse(out) as { version: string; license: string; time: Record<string, string> };
  const versions = Object.keys(v.time).filter((k) => k !== 'created' && k !== 'modified');
  return {
    licence: v.license,
    latest: v.version,
    latestDate: (v.time[v.version] ?? '').slice(0, 10),
    versionsListed: versions.length,
  };
}

export interface LibraryReport {
  lib: LibraryName;
  outcomes: Outcome[];
  gzipKB: number;
  trimmedKB?: number;
  release: Release;
}

export async function compare(): Promise<LibraryReport[]> {
  const dir = ensureInstalled();
  const reports: LibraryReport[] = [];
  for (const lib of LIBRARIES) {
    const outcomes = await runLibrary(lib, dir);
    const gzipKB = await bundleKB(lib, dir);
    const trimmedKB = lib === 'nerdamer-prime' ? await bundleKB(lib, dir, true) : undefined;
    reports.push({ lib, outcomes, gzipKB, ...(trimmedKB ? { trimmedKB } : {}), release: release(lib) });
  }
  return reports;
}

const AREAS: Area[] = ['arithmetic', 'algebra', 'calculus', 'trigonometry', 'matrices'];
/** Capabilities the issue names, as sets of operations (exact surds: the √ problems). */
const CAPABILITIES: [string, (op: Op, label: string) => boolean][] = [
  ['solve', (op) => op === 'solve' || op === 'system'],
  ['factor', (op) => op === 'factor'],
  ['exact surds', (op, label) => op === 'evaluate' && label.includes('√')],
  ['diff', (op) => op === 'diff'],
  ['integrate', (op) => op === 'integrate' || op === 'defint'],
  ['limits', (op) => op === 'limit'],
  ['matrices', (op) => op === 'det' || op === 'inverse' || op === 'matmul'],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;
const count = (os: Outcome[], pick: (i: number) => boolean) => {
  const mine = os.filter((o) => pick(o.index));
  return {
    right: mine.filter((o) => o.right).length,
    of: mine.length,
    supported: mine.some((o) => o.supported),
  };
};

export function markdown(reports: LibraryReport[]): string {
  const head = (cols: string[]) => `| ${cols.join(' | ')} |\n| ${cols.map(() => '---').join(' | ')} |`;
  const summary = reports.map((r) => {
    const all = count(r.outcomes, () => true);
    const areas = AREAS.map((a) => {
      const c = count(r.outcomes, (i) => PROBLEMS[i]?.area === a);
      return `${c.right}/${c.of}`;
    });
    const size = r.trimmedKB
      ? `${r.gzipKB.toFixed(0)} (${r.trimmedKB.toFixed(0)} trimmed)`
      : r.gzipKB.toFixed(0);
    const ms = median(r.outcomes.filter((o) => o.supported).map((o) => o.ms)).toFixed(1);
    const rel = `${r.release.latest} (${r.release.latestDate}; ${r.release.versionsListed} listed)`;
    return `| ${r.lib} ${VERSIONS[r.lib]} | **${all.right}/${all.of}** | ${areas.join(' | ')} | ${size} | ${ms} | ${r.release.licence} | ${rel} |`;
  });
  const caps = reports.map((r) => {
    const cells = CAPABILITIES.map(([, pick]) => {
      const c = count(r.outcomes, (i) => pick(PROBLEMS[i]?.op as Op, PROBLEMS[i]?.label ?? ''));
      return c.supported ? `${c.right}/${c.of}` : '— (none)';
    });
    return `| ${r.lib} | ${cells.join(' | ')} |`;
  });
  const rows = PROBLEMS.map((p, i) => {
    const cells = reports.map((r) => {
      const o = r.outcomes[i];
      return o?.right ? '✓' : o?.supported ? '✗' : '—';
    });
    return `| ${p.label} | ${cells.join(' | ')} |`;
  });
  const misses = reports.flatMap((r) =>
    r.outcomes
      .filter((o) => o.supported && !o.right)
      .map(
        (o) =>
          `- ${r.lib}: ${PROBLEMS[o.index]?.label} — ${(o.why ?? '').replace(/\s+/g, ' ').slice(0, 100)}`,
      ),
  );
  return [
    head([
      'library',
      'right',
      ...AREAS,
      'gzip KB',
      'median ms',
      'licence',
      'latest (registry date; versions listed)',
    ]),
    ...summary,
    '',
    head(['library', ...CAPABILITIES.map(([name]) => name)]),
    ...caps,
    '',
    head(['problem', ...reports.map((r) => r.lib)]),
    ...rows,
    '',
    'Wrong or unevaluated answers (— = the library has no such function):',
    '',
    ...misses,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(markdown(await compare()));
}
