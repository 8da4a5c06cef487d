// Screenshots of every route at phone and desktop width in both themes, for reviewing a change by eye.
// Usage: npx tsx scripts/screenshots.ts [baseUrl] [route ...]   (default: builds nothing; point it at
// `npm start` or `vite preview`). Writes .local/screenshots/<route>-<width>-<theme>.png.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { routeTitles } from '../test/e2e/support/routes.ts';
import { chromiumArgs, chromiumPath } from '../test/support/resources.ts';

const [base = 'http://localhost:54321', ...only] = process.argv.slice(2);
const paths = only.length > 0 ? only : routeTitles.map((r) => r.path);
const out = new URL('../.local/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const executablePath = chromiumPath();
if (!executablePath) throw new Error('Chromium is needed');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
for (const theme of ['dark', 'light']) {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 800 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${base}/#${path}`);
      await page.waitForTimeout(400);
      const name = path === '/' ? 'root' : path.replace(/[/?=]/g, '_').replace(/^_/, '');
      await page.screenshot({ path: `${out}${name}-${width}-${theme}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
