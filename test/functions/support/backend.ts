/**
 * The functions as the browser reaches them: the local backend (supabase/local) serving the real
 * handlers under /functions/v1, with real auth and Postgres (PGlite) behind them.
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { LIFTED_RATE_LIMITS, type LocalBackend, startLocalBackend } from '../../../supabase/local/server.ts';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
/** Node 20 has no WebSocket and supabase-js will not build without one; these tests never use realtime. */
class NoSocket {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}
// The cast only satisfies supabase-js's type: the class is never constructed.
const realtime = { transport: (globalThis.WebSocket ?? NoSocket) as unknown as Transport };

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export interface FunctionAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are JSON of many shapes; tests assert on them.
  body: any;
  headers: Headers;
}

export interface FunctionsBackend {
  backend: LocalBackend;
  /** Service-role client for reading and arranging state the way the functions see it. */
  admin: SupabaseClient;
  /** POSTs JSON to /functions/v1/<name> with the user's token, or the anon key when none is given. */
  call(name: string, body: unknown, token?: string): Promise<FunctionAnswer>;
  /** A new confirmed user with a session. */
  signUp(prefix?: string): Promise<TestUser>;
  stop(): Promise<void>;
}

let counter = 0;

export async function startFunctionsBackend(
  functionsEnv: Record<string, string>,
  /** Test fixtures run after the migrations (functions of their own, granted to service_role only). */
  extraSql: string[] = [],
): Promise<FunctionsBackend> {
  const backend = await startLocalBackend({
    port: 0,
    confirmEmail: false,
    functionsEnv,
    extraSql,
    // Handlers imported into this process, for speed; e2e and npm start run them under Deno.
    functionsRuntime: 'node',
    rateLimits: LIFTED_RATE_LIMITS, // many users from 127.0.0.1; test/security checks the limits
  });
  const admin = createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime,
  });

  async function call(name: string, body: unknown, token = backend.anonKey): Promise<FunctionAnswer> {
    const response = await fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        apikey: backend.anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the test sees the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function signUp(prefix = 'student'): Promise<TestUser> {
    counter += 1;
    const email = `${prefix}-${Date.now()}-${counter}@example.com`;
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime,
    });
    const { data, error } = await client.auth.signUp({ email, password: 'correct-horse-battery' });
    if (error || !data.session || !data.user)
      throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
    return { id: data.user.id, email, token: data.session.access_token };
  }

  return { backend, admin, call, signUp, stop: () => backend.stop() };
}
