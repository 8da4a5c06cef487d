import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './contract/database.types.ts';
import { envValue, type FunctionEnv } from './env.ts';
import { BACKEND_NOT_CONFIGURED, notConfigured } from './http.ts';
import { publicKey, serverKey } from './keys.ts';

/** A client typed by the generated schema (tables, rows and SQL functions). */
export type Db = SupabaseClient<Database>;

const SERVER_AUTH = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** Stands in for WebSocket where there is none (Node 20): the functions never open a realtime channel. */
class NoRealtimeSocket {
  constructor() {
    throw new Error('Realtime is not available in edge function handlers');
  }
}

// supabase-js refuses to construct without a WebSocket class; the cast only satisfies its type.
const REALTIME = {
  transport: (globalThis.WebSocket ?? NoRealtimeSocket) as unknown as RealtimeTransport,
};

/**
 * The service-role client, made once per handler. Creating it without the Supabase settings answers
 * 'Backend not configured' (503) instead of crashing; the check runs per request so that a handler
 * created early (the local backend) still reports it cleanly.
 */
export function adminClientFactory(env: FunctionEnv): () => Db {
  let client: Db | undefined;
  return () => {
    if (client) return client;
    const url = envValue(env, 'SUPABASE_URL');
    const key = serverKey(env);
    if (!url || !key) throw notConfigured(BACKEND_NOT_CONFIGURED);
    client = createClient<Database>(url, key, { auth: SERVER_AUTH, realtime: REALTIME });
    return client;
  };
}

/**
 * A client with the public key, made once per handler, for calls made as the caller: each request sets
 * its own `Authorization: Bearer <the caller's token>` (`.setHeader`), so the API verifies the token
 * and runs the call as that user, as if the browser had made it.
 */
export function publicClientFactory(env: FunctionEnv): () => Db {
  let client: Db | undefined;
  return () => {
    if (client) return client;
    const url = envValue(env, 'SUPABASE_URL');
    const key = publicKey(env);
    if (!url || !key) throw notConfigured(BACKEND_NOT_CONFIGURED);
    client = createClient<Database>(url, key, { auth: SERVER_AUTH, realtime: REALTIME });
    return client;
  };
}

/** A client acting as the signed-in caller (RLS applies), for functions granted to `authenticated`. */
export function userClient(env: FunctionEnv, jwt: string): Db {
  const url = envValue(env, 'SUPABASE_URL');
  const key = publicKey(env);
  if (!url || !key) throw notConfigured(BACKEND_NOT_CONFIGURED);
  return createClient<Database>(url, key, {
    auth: SERVER_AUTH,
    realtime: REALTIME,
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  });
}
