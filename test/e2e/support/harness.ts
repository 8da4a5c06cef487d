import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../../support/fake-openai.ts';
import { type E2eBackend, startBackend } from './backend.ts';
import { launchBrowser } from './browser.ts';
import { type RunningServer, serveStatic } from './static-server.ts';

export interface Harness {
  readonly server: E2eBackend;
  readonly browser: Browser;
}

export interface AiHarness extends Harness {
  /** The loopback OpenAI stand-in behind chat-with-ai; reset before every test. */
  readonly ai: FakeOpenAI;
}

type BackendOptions = Parameters<typeof startBackend>[0];

const ready = <T>(value: T | undefined, name: string): T => {
  if (value === undefined) throw new Error(`${name} is not started yet (use it inside a test)`);
  return value;
};

/**
 * Starts the local backend and Chromium once for the enclosing describe block and stops both after
 * it. Read `server` and `browser` inside tests (they exist only once beforeAll has run).
 */
export function useBackendAndBrowser(
  options: BackendOptions | (() => BackendOptions) = {},
  browserOptions: Parameters<typeof launchBrowser>[0] = {},
): Harness {
  let server: E2eBackend | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startBackend(typeof options === 'function' ? options() : options);
    browser = await launchBrowser(browserOptions);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      return ready(server, 'backend');
    },
    get browser() {
      return ready(browser, 'browser');
    },
  };
}

/**
 * The whole product with a real AI route: the loopback OpenAI stand-in, the local backend (e-mail
 * confirmation off, so test users sign in at once) running chat-with-ai against it, and Chromium.
 */
export function useAiBackendAndBrowser(): AiHarness {
  let ai: FakeOpenAI | undefined;
  beforeAll(async () => {
    ai = await startFakeOpenAI();
  });
  // Hooks run in the order they are registered: the backend starts once the AI's URL is known.
  const inner = useBackendAndBrowser(() => {
    const { apiKey, url } = ready(ai, 'AI stand-in');
    return {
      confirmEmail: false,
      functionsEnv: { AI_API_KEY: apiKey, AI_BASE_URL: url, AI_MAX_RETRIES: '0' },
    };
  });
  afterAll(async () => {
    await ai?.stop();
  });
  beforeEach(() => ai?.reset());
  return {
    get server() {
      return inner.server;
    },
    get browser() {
      return inner.browser;
    },
    get ai() {
      return ready(ai, 'AI stand-in');
    },
  };
}

export interface DemoHarness {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** The build without backend configuration (demo mode) on a plain static host, and Chromium. */
export function useDemoServerAndBrowser(
  browserOptions: Parameters<typeof launchBrowser>[0] = {},
): DemoHarness {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await serveStatic(inject('demoDistDir'));
    browser = await launchBrowser(browserOptions);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return ready(server, 'static server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
  };
}
