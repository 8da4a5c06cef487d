/**
 * Screenshots for looking at what we build: each scene at 360 px and 1280 px, dark and light, under
 * the production headers: <out>/<scene>-<frame>.png, and one contact sheet per scene (<out>/<scene>.png:
 * phone dark, phone light, then the desktop frames at half size).
 *
 *   npx tsx scripts/screens.ts [--out DIR] [--no-build] [scene …]     (default: every scene)
 *
 * Builds the app as `npm start` does (into .local/screens-dist), starts the local backend in memory with
 * a loopback AI, and runs each scene in a fresh browser context. Scenes live in scripts/screens/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { localApiKeys } from '../supabase/local/keys.ts';
import { LIFTED_RATE_LIMITS, startLocalBackend } from '../supabase/local/server.ts';
import { buildApp, repoRoot } from '../test/e2e/support/build.ts';
import { startFakeOpenAI } from '../test/support/fake-openai.ts';
import { chromiumArgs, chromiumPath } from '../test/support/resources.ts';
import { scenes } from './screens/scenes.ts';
import type { Frame } from './screens/types.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: '/tmp/studymate-screens' }, 'no-build': { type: 'boolean' } },
});
const wanted = positionals.length > 0 ? positionals : Object.keys(scenes);
for (const name of wanted)
  if (!(name in scenes)) throw new Error(`unknown scene ${name}: ${Object.keys(scenes).join(', ')}`);

const distDir = join(repoRoot, '.local', 'screens-dist');
if (!values['no-build'] || !existsSync(distDir)) {
  const { anonKey } = await localApiKeys();
  buildApp(distDir, { VITE_SUPABASE_URL: '/', VITE_SUPABASE_ANON_KEY: anonKey });
}
const ai = await startFakeOpenAI();
const backend = await startLocalBackend({
  port: 0,
  distDir,
  confirmEmail: false,
  rateLimits: LIFTED_RATE_LIMITS,
  functionsEnv: { AI_API_KEY: ai.apiKey, AI_BASE_URL: ai.url, AI_MAX_RETRIES: '0' },
  log: () => undefined,
});
const executablePath = chromiumPath();
if (!executablePath) throw new Error('Chromium not found (set CHROME_PATH)');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const out = values.out as string;
mkdirSync(out, { recursive: true });

const frames: Frame[] = [
  { name: 'phone-dark', width: 360, height: 740, theme: 'dark' },
  { name: 'phone-light', width: 360, height: 740, theme: 'light' },
  { name: 'desktop-dark', width: 1280, height: 800, theme: 'dark' },
  { name: 'desktop-light', width: 1280, height: 800, theme: 'light' },
];

let failures = 0;
try {
  for (const name of wanted) {
    const shots: { frame: Frame; png: Buffer }[] = [];
    for (const frame of frames) {
      const context = await browser.newContext({ viewport: { width: frame.width, height: frame.height } });
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), frame.theme);
      const page = await context.newPage();
      ai.reset();
      try {
        await scenes[name]?.({ page, context, url: backend.url, ai, frame });
      } catch (error) {
        failures += 1; // still photographed: what the page showed is the clue
        console.error(
          `${name} (${frame.name}): ${error instanceof Error ? error.message.split('\n')[0] : error}`,
        );
      }
      const png = await page.screenshot({ path: join(out, `${name}-${frame.name}.png`) });
      shots.push({ frame, png });
      await context.close();
    }
    const sheet = join(out, `${name}.png`);
    await composeSheet(shots, sheet);
    console.log(sheet);
  }
} finally {
  await browser.close();
  await backend.stop();
  await ai.stop();
}
process.exitCode = failures > 0 ? 1 : 0;

/** One row: the phone frames at full size, the desktop frames at half size, on a grey ground. */
async function composeSheet(shots: { frame: Frame; png: Buffer }[], file: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 2100, height: 760 } });
  const cells = shots
    .map(({ frame, png }) => {
      const width = frame.width > 600 ? frame.width / 2 : frame.width;
      return `<figure style="margin:4px"><img src="data:image/png;base64,${png.toString('base64')}" width="${width}"><figcaption>${frame.name}</figcaption></figure>`;
    })
    .join('');
  await page.setContent(
    `<body style="margin:0;background:#777;display:flex;gap:8px;align-items:flex-start;font:12px sans-serif">${cells}</body>`,
  );
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
}
