import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import {
  LIFTED_RATE_LIMITS,
  type LocalBackend,
  type LocalBackendOptions,
  startLocalBackend,
} from '../../supabase/local/server.ts';

export { type Answer, call, signUp } from '../security/support.ts';
export { uniqueEmail } from '../support/users.ts';

/**
 * The compatibility layer: requests written from PostgREST's and GoTrue's documentation and source
 * (each test links the lines it follows), sent to the local backend, asserting what the real services
 * answer (status, headers, body shape and code). PostgREST v13.0.7 and GoTrue v2.180.0 are the
 * versions the Supabase CLI runs (supabase/cli pkg/config/templates/Dockerfile).
 */
export const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const fixtureSql = readFileSync(`${fixtures}compat.sql`, 'utf8');

/** The local backend with the compat fixtures (max_rows 3, confirmations off), on a free port. */
export function startCompat(options: Omit<LocalBackendOptions, 'port'> = {}): Promise<LocalBackend> {
  return startLocalBackend({
    port: 0,
    configPath: `${fixtures}config.toml`,
    extraSql: [fixtureSql],
    rateLimits: LIFTED_RATE_LIMITS,
    ...options,
  });
}

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
class NoSocket {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}

/** The real supabase-js client (Node 20 has no WebSocket; realtime is never opened here). */
export function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // The cast only satisfies supabase-js's type: the class is never constructed.
    realtime: { transport: (globalThis.WebSocket ?? NoSocket) as unknown as Transport },
  });
}

/**
 * One compat backend for the enclosing file, with an anon (or publishable) supabase-js client. Read
 * `b` and `db` inside tests.
 */
export function compatBackend(options: Omit<LocalBackendOptions, 'port'> = {}): {
  b: LocalBackend;
  db: SupabaseClient;
} {
  const state: { b?: LocalBackend; db?: SupabaseClient } = {};
  beforeAll(async () => {
    state.b = await startCompat(options);
    state.db = client(state.b.url, state.b.anonKey);
  });
  afterAll(() => state.b?.stop());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the compat backend is not started yet (use it inside a test)');
    return value;
  };
  return {
    get b() {
      return ready(state.b);
    },
    get db() {
      return ready(state.db);
    },
  };
}
