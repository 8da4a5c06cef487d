import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type E2eBackend, startBackend } from '../../support/backend.ts';
import { launchBrowser, newPage, viewports } from '../../support/browser.ts';

/**
 * The accounts e2e tests run in Chromium against the local backend (docs/INTERFACES.md) serving the
 * e2e build (VITE_SUPABASE_URL='/' and the local anon key; test/e2e/global-setup.ts).
 */
export interface AuthEnv {
  backend: E2eBackend;
  browser: Browser;
  url: string;
  initScripts: (() => void)[];
  stop(): Promise<void>;
}

export async function startAuthEnv(options: {
  confirmEmail: boolean;
  /** Functions run in every page before the app (e.g. test helpers defined on window). */
  initScripts?: (() => void)[];
}): Promise<AuthEnv> {
  const backend = await startBackend({ confirmEmail: options.confirmEmail });
  const browser = await launchBrowser();
  return {
    backend,
    browser,
    url: backend.url,
    initScripts: options.initScripts ?? [],
    async stop() {
      await browser.close();
      await backend.stop();
    },
  };
}

export async function openApp(
  env: AuthEnv,
  path: string,
  viewport: { width: number; height: number } = viewports.phone,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(env.browser, viewport);
  for (const script of env.initScripts) await context.addInitScript(script);
  await page.goto(`${env.url}/#${path}`);
  return { context, page };
}
