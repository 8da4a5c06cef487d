import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { buildApp, repoRoot } from '../../e2e/support/build.ts';
import { type RunningServer, serveStatic } from '../../e2e/support/static-server.ts';
import { chromiumArgs, chromiumPath } from '../../support/resources.ts';

/** The demo build (no backend: the chat screen alone) served statically, and a Chromium to drive it. */
export async function chatBenchEnv(): Promise<{
  browser: Browser;
  server: RunningServer;
  close(): Promise<void>;
}> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium is needed (set CHROME_PATH)');
  const dist = join(repoRoot, '.local', 'bench-chat-dist');
  buildApp(dist, { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' });
  const server = await serveStatic(dist);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  return {
    browser,
    server,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
