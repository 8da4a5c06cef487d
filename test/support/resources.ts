import { existsSync } from 'node:fs';

/**
 * Gate for tests that need something outside the project (Chromium, a PostgreSQL server).
 * Locally a missing resource skips with a printed reason; under CI=true it fails instead.
 */
export function requireResource(available: boolean, what: string): boolean {
  if (available) return true;
  if (process.env.CI === 'true') throw new Error(`${what} is required when CI=true`);
  console.warn(`SKIP: ${what} is not available on this machine, so these tests are skipped.`);
  return false;
}

export function chromiumPath(): string | null {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p): p is string => Boolean(p && existsSync(p))) ?? null;
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const fakeCameraArgs = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
