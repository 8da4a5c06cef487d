import { inject } from 'vitest';
import {
  LIFTED_RATE_LIMITS,
  type LocalBackendOptions,
  startLocalBackend,
} from '../../../supabase/local/server.ts';

export interface E2eBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  stop: () => Promise<void>;
}

/**
 * The local backend (in-memory PGlite) serving the e2e build of the app on a free port: the whole
 * product as `npm start` runs it. Pass `distDir: inject('demoDistDir')` for the build without backend
 * configuration.
 */
export async function startBackend(options: Omit<LocalBackendOptions, 'port'> = {}): Promise<E2eBackend> {
  const backend = await startLocalBackend({
    port: 0,
    distDir: inject('distDir'),
    // Every e2e user signs up from 127.0.0.1: GoTrue's per-IP limits would stop a suite (test/security checks them).
    rateLimits: LIFTED_RATE_LIMITS,
    ...options,
  });
  return {
    ...backend,
    stop: () => backend.stop(),
  };
}

/** Headers for a call to the backend's APIs with an API key (anon or service role) as the bearer. */
export const apiHeaders = (key: string) => ({
  apikey: key,
  Authorization: `Bearer ${key}`,
  'Content-Type': 'application/json',
});
