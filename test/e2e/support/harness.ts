import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type E2eBackend, startBackend } from './backend.ts';
import { launchBrowser } from './browser.ts';

export interface Harness {
  readonly server: E2eBackend;
  readonly browser: Browser;
}

/**
 * Starts the local backend and Chromium once for the enclosing describe block and stops both after
 * it. Read `server` and `browser` inside tests (they exist only once beforeAll has run).
 */
export function useBackendAndBrowser(
  options: Parameters<typeof startBackend>[0] = {},
  browserOptions: Parameters<typeof launchBrowser>[0] = {},
): Harness {
  let server: E2eBackend | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startBackend(options);
    browser = await launchBrowser(browserOptions);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started yet (use it inside a test)`);
    return value;
  };
  return {
    get server() {
      return ready(server, 'backend');
    },
    get browser() {
      return ready(browser, 'browser');
    },
  };
}
