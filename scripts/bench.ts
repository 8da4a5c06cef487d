// `npm run bench`: runs every test/bench/<name>.ts (default export: Bench) in one go on this machine
// and rewrites docs/BENCHMARKS.md with the figures. Usage: npm run bench [-- name ...]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Bench, BenchFigure } from '../test/bench/types.ts';

const benchDir = new URL('../test/bench/', import.meta.url);
const only = process.argv.slice(2);
const names = readdirSync(benchDir)
  .filter((f) => f.endsWith('.ts') && f !== 'types.ts')
  .map((f) => f.replace(/\.ts$/, ''))
  .filter((n) => only.length === 0 || only.includes(n))
  .sort();

const today = () => new Date().toISOString().slice(0, 10);
const docUrl = new URL('../docs/BENCHMARKS.md', import.meta.url);
// A partial run (`npm run bench -- bundle`) keeps the other sections of the last full run.
const sections = new Map<string, string>();
if (only.length > 0 && existsSync(docUrl)) {
  for (const part of readFileSync(docUrl, 'utf8')
    .split(/^(?=## )/m)
    .slice(1)) {
    sections.set(part.slice(3, part.indexOf('\n')).trim(), part.trimEnd());
  }
}
for (const name of names) {
  const started = performance.now();
  const load = loadavg()[0]?.toFixed(1);
  console.log(`bench ${name} …`);
  const module = (await import(new URL(`${name}.ts`, benchDir).href)) as { default: Bench };
  let figures: BenchFigure[];
  try {
    figures = await module.default();
  } catch (error) {
    figures = [{ name: `${name} failed`, value: Number.NaN, unit: '', note: String(error) }];
  }
  const rows = figures.map(
    (f) =>
      `| ${f.name} | ${Number.isNaN(f.value) ? '—' : f.value} ${f.unit} | ${f.goal ?? ''} | ${f.note ?? ''} |`,
  );
  sections.set(
    name,
    `## ${name}\n\n| measure | value | goal | note |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n\n` +
      `_${((performance.now() - started) / 1000).toFixed(1)} s to measure, ${today()}, load average ${load} ` +
      `at the start._`,
  );
  for (const f of figures) console.log(`  ${f.name}: ${f.value} ${f.unit}`);
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const machine = `${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${process.platform}`;
const doc = `# Benchmarks

${only.length === 0 ? `Measured by \`npm run bench\` in one run on ${today()}.` : `Re-measured by \`npm run bench -- ${only.join(' ')}\` on ${today()}; the other sections keep the date of their own run.`}
Machine: ${machine}.
Budgets are enforced in \`npm test\` (test/e2e/budget.test.ts and the quality gates); this page holds the
measured figures. Regenerate it with \`npm run bench\`; never edit the figures by hand.

${[...sections.keys()]
  .sort()
  .map((k) => sections.get(k))
  .join('\n\n')}\n`;
writeFileSync(docUrl, doc);
// Aligns the tables the way `npm test`'s lint expects them.
const biome = fileURLToPath(new URL('../node_modules/.bin/biome', import.meta.url));
const formatted = spawnSync(biome, ['format', '--write', fileURLToPath(docUrl)], { stdio: 'inherit' });
if (formatted.status !== 0) process.exitCode = 1;
console.log('wrote docs/BENCHMARKS.md');
