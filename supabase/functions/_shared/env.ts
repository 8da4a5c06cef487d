/** Every environment variable the edge functions read (docs/INTERFACES.md "Edge functions"). */
export const ENV_NAMES = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_PUBLISHABLE_KEYS',
  'SUPABASE_SECRET_KEYS',
  'AI_API_KEY',
  'AI_BASE_URL',
  'AI_TEXT_MODEL',
  'AI_VISION_MODEL',
  'AI_TIMEOUT_MS',
  'AI_MAX_RETRIES',
  'ANON_DAILY_CAP',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_HOST',
  'STRIPE_API_PORT',
  'STRIPE_API_PROTOCOL',
] as const;

export type EnvName = (typeof ENV_NAMES)[number];

/** The environment a handler is created with. Unset and blank values are both "not configured". */
export type FunctionEnv = Partial<Record<EnvName, string>>;

/** Picks the known names out of a process environment (Deno.env.toObject() in index.ts). */
export function readEnv(source: Record<string, string | undefined>): FunctionEnv {
  const env: FunctionEnv = {};
  for (const name of ENV_NAMES) {
    const value = source[name]?.trim();
    if (value) env[name] = value;
  }
  return env;
}

/** A value that is set and not blank, or undefined. */
export function envValue(env: FunctionEnv, name: EnvName): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A positive integer setting, or the fallback when unset or not a number. */
export function envInt(env: FunctionEnv, name: EnvName, fallback: number, min = 0): number {
  const raw = envValue(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min ? value : fallback;
}
