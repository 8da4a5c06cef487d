import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath, fakeCameraArgs, requireResource } from '../../support/resources.ts';
import { watchContext } from './pageWatch.ts';

export const hasChromium = (): boolean =>
  requireResource(chromiumPath() !== null, 'Chromium (set CHROME_PATH)');

export async function launchBrowser(options: { camera?: boolean } = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found');
  const browser = await chromium.launch({
    executablePath,
    args: [...chromiumArgs, ...(options.camera ? fakeCameraArgs : [])],
  });
  // Every context (and browser.newPage's own) is watched for CSP violations and failed app requests.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    await watchContext(context);
    return context;
  };
  return browser;
}

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.phone,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}
