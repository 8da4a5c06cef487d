#!/usr/bin/env node
// Runs every test layer in order and ends with one plain `N passed, N failed` line built from the
// runners' own JSON reports. Usage: node scripts/test.mjs [step ...]  (default: every step)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'reports');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const layers = ['unit', 'db', 'functions', 'local', 'security', 'compat', 'e2e'];
const functionsDir = join(root, 'supabase', 'functions');
// `deno check` resolves npm packages from node_modules (--node-modules-dir=manual): no download, and a
// version that differs from the installed one fails, as the local backend's Deno run does.
const denoCheck = ['check', '--quiet', '--node-modules-dir=manual', '--no-lock'];
const checks = {
  lint: [[bin('biome'), ['check', '.']]],
  typecheck: [[bin('tsc'), ['-b']]],
  deno: denoChecks(),
};
const steps = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...Object.keys(checks), ...layers];

/**
 * Each function from its own folder with its own deno.json (Supabase's per-function layout, what deploy
 * bundles). Shared code (`_shared/`, the solver included) is checked through the functions that import it.
 */
function denoChecks() {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir)
    .filter((name) => !name.startsWith('_') && existsSync(join(functionsDir, name, 'index.ts')))
    .map((name) => {
      const cwd = join(functionsDir, name);
      return [bin('deno'), [...denoCheck, '--config', 'deno.json', 'index.ts'], cwd];
    });
}

function run(cmd, args, cwd = root) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

for (const step of steps) {
  console.log(`\n=== ${step} ===`);
  if (step in checks) {
    if (checks[step].length === 0) {
      console.log('nothing to check');
      continue;
    }
    const ok = checks[step].map(([cmd, args, cwd]) => run(cmd, args, cwd)).every((status) => status === 0);
    totals[ok ? 'passed' : 'failed'] += 1;
    if (!ok) failedSteps.push(step);
    continue;
  }
  if (!layers.includes(step)) {
    console.error(`unknown step: ${step}`);
    process.exit(2);
  }
  const out = join(reports, `${step}.json`);
  const status = run(bin('vitest'), [
    'run',
    '--project',
    step,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) {
    totals.failed += 1;
    failedSteps.push(`${step} (no report)`);
    continue;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails to load has no failed tests but still fails the run.
  const brokenSuites = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  );
  totals.failed += brokenSuites.length;
  if (status !== 0 || report.numFailedTests > 0 || brokenSuites.length > 0) failedSteps.push(step);
}

const ci = process.env.CI === 'true';
if (ci && totals.skipped > 0) {
  failedSteps.push(`${totals.skipped} skipped under CI=true`);
  totals.failed += totals.skipped;
}
if (failedSteps.length > 0) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
if (totals.skipped > 0) console.log(`${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
