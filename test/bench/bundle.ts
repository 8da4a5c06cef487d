import { join } from 'node:path';
import { buildApp, repoRoot } from '../e2e/support/build.ts';
import { firstPaintJs, precache } from '../support/bundle-size.ts';
import type { Bench } from './types.ts';

const bundle: Bench = async () => {
  const dist = join(repoRoot, '.local', 'bench-dist');
  buildApp(dist);
  const js = firstPaintJs(dist);
  const cache = precache(dist);
  return [
    {
      name: 'First-paint JavaScript of the chat route (gzip)',
      value: Number(js.gzipKB.toFixed(1)),
      unit: 'KB',
      goal: '≤ 80 KB (issue 20; CI budget in budget.test.ts)',
      note: js.files.join(', '),
    },
    {
      name: 'Service worker precache (uncompressed, all entries)',
      value: Number(cache.totalKB.toFixed(1)),
      unit: 'KB',
      note: `${cache.entries.length} entries`,
    },
  ];
};

export default bundle;
