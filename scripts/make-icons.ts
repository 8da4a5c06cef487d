// Renders scripts/logo.svg (the logo) to the PNG icons the web manifest lists. Run by hand after changing the
// logo (`npx tsx scripts/make-icons.ts`); the PNGs are committed, so builds need no browser.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../test/support/resources.ts';

const svg = readFileSync(new URL('./logo.svg', import.meta.url), 'utf8');
const targets = [
  // The tab's icon: a raster the browser decodes off the main thread. As an SVG, Chromium builds a
  // document for it on the page's main thread just as the app starts (about 80 ms at 4× CPU; issue 20).
  { file: 'favicon-32.png', size: 32, padding: 0, background: 'transparent' },
  { file: 'icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0, background: 'transparent' },
  // Maskable: the mark stays inside the 80% safe zone on a full-bleed background.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.14, background: '#4f46e5' },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.06, background: '#4f46e5' },
];

const executablePath = chromiumPath();
if (!executablePath) throw new Error('Chromium is needed to render the icons');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  for (const t of targets) {
    const page = await browser.newPage({ viewport: { width: t.size, height: t.size } });
    const inset = Math.round(t.size * t.padding);
    await page.setContent(
      `<body style="margin:0;background:${t.background}"><div style="padding:${inset}px;width:${t.size}px;height:${t.size}px;box-sizing:border-box">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    writeFileSync(
      new URL(`../public/icons/${t.file}`, import.meta.url),
      await page.screenshot({ omitBackground: t.background === 'transparent' }),
    );
    await page.close();
  }
} finally {
  await browser.close();
}
