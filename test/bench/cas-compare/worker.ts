// Child process of the comparison: runs the problems from a start index on one library and prints
// one JSON line (an Outcome) per problem. The parent kills it when one problem hangs.
// Usage: node --import tsx worker.ts <library> <install dir> <start index>
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { algebriteAdapter } from './adapters/algebrite.ts';
import { computeEngineAdapter } from './adapters/compute-engine.ts';
import { mathjsAdapter } from './adapters/mathjs.ts';
import { nerdamerAdapter } from './adapters/nerdamer.ts';
import { judge } from './check.ts';
import { PROBLEMS } from './problems.ts';
import { type Adapter, type LibraryName, type Outcome, Unsupported } from './types.ts';

const [name, dir = '', start = '0'] = process.argv.slice(2) as [LibraryName, string, string];
const req = createRequire(join(dir, 'package.json'));

function adapterFor(lib: LibraryName): Adapter {
  switch (lib) {
    case 'nerdamer':
    case 'nerdamer-prime':
      return nerdamerAdapter(req, lib);
    case 'algebrite':
      return algebriteAdapter(req);
    case 'mathjs':
      return mathjsAdapter(req);
    case '@cortex-js/compute-engine':
      return computeEngineAdapter(req);
  }
}

// Libraries print diagnostics to the console; only our JSON lines go to stdout.
const write = process.stdout.write.bind(process.stdout);
console.log = () => {};
console.warn = () => {};
console.info = () => {};
const adapter = adapterFor(name);
for (let index = Number(start); index < PROBLEMS.length; index++) {
  const p = PROBLEMS[index];
  if (!p) break;
  const started = performance.now();
  let outcome: Outcome;
  try {
    const answer = adapter.run(p);
    const verdict = judge(p, answer);
    outcome = { index, supported: true, ...verdict, text: answer.text, ms: performance.now() - started };
  } catch (error) {
    const supported = !(error instanceof Unsupported);
    outcome = {
      index,
      supported,
      right: false,
      why: String(error).slice(0, 120),
      ms: performance.now() - started,
    };
  }
  write(`${JSON.stringify(outcome)}\n`);
}
