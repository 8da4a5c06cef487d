import { join } from 'node:path';
import { buildApp, repoRoot } from '../e2e/support/build.ts';
import { firstPaintJs, lazyChunk, precache } from '../support/bundle-size.ts';
import type { Bench } from './types.ts';

const LAZY_TOOLS: [string, string][] = [
  ['tools', 'versions, regenerate, edit, share, listen and dictate controls'],
  ['versions', 'the versions tree (with a chat that has versions, or the send flow)'],
  ['CropDialog', 'crop before sending, with react-image-crop'],
  ['zoomPhoto', 'a photo full screen, with @panzoom/panzoom'],
];

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
    // Issue 18: the message tools, loaded on first use (never on the first paint).
    ...LAZY_TOOLS.map(([chunk, what]) => {
      const part = lazyChunk(dist, chunk);
      return {
        name: `Lazy chunk ${chunk} (gzip, JS + CSS)`,
        value: Number(part.gzipKB.toFixed(1)),
        unit: 'KB',
        note: `${what}: ${part.files.join(', ')}`,
      };
    }),
    {
      name: 'Service worker precache (uncompressed, all entries)',
      value: Number(cache.totalKB.toFixed(1)),
      unit: 'KB',
      note: `${cache.entries.length} entries`,
    },
  ];
};

export default bundle;
