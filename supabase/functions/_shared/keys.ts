import { envValue, type FunctionEnv } from './env.ts';

/**
 * The project's API keys as Supabase gives them to functions (https://supabase.com/docs/guides/functions/secrets):
 * the legacy JWT keys SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY, and the new keys as JSON
 * dictionaries SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS (`{"default": "sb_publishable_…"}`).
 * A project may have either kind or both; the new keys are preferred where present.
 */
function dictionary(env: FunctionEnv, name: 'SUPABASE_PUBLISHABLE_KEYS' | 'SUPABASE_SECRET_KEYS'): string[] {
  const raw = envValue(env, name);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
    const values = Object.values(parsed).filter((v): v is string => typeof v === 'string' && v !== '');
    const fallback = (parsed as Record<string, unknown>).default;
    // The "default" key first: it is the one to use when calling the API.
    return typeof fallback === 'string' ? [fallback, ...values.filter((v) => v !== fallback)] : values;
  } catch {
    return [];
  }
}

/** Every key a browser may hold (publishable keys, the anon key): a caller with one is signed out. */
export function publicKeys(env: FunctionEnv): string[] {
  const anon = envValue(env, 'SUPABASE_ANON_KEY');
  return [...dictionary(env, 'SUPABASE_PUBLISHABLE_KEYS'), ...(anon ? [anon] : [])];
}

/** The key to call the API as a browser would (RLS applies): the default publishable key, else anon. */
export const publicKey = (env: FunctionEnv): string | undefined => publicKeys(env)[0];

/** The key that bypasses RLS: the default secret key, else the service_role key. Never leaves the server. */
export const serverKey = (env: FunctionEnv): string | undefined =>
  dictionary(env, 'SUPABASE_SECRET_KEYS')[0] ?? envValue(env, 'SUPABASE_SERVICE_ROLE_KEY');
