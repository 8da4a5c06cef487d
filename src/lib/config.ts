/** Build-time configuration, read once. Only public values may ever reach the browser. */
export interface AppConfig {
  /** Absolute Supabase URL, or null when no backend is configured (demo mode). */
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
  stripePublishableKey: string | null;
  supportEmail: string;
  /** The static-hosting deployment (SPEC §4 route choice, rule 1). */
  staticHosting: boolean;
  /** A developer's explicit opt-in to call the AI provider from the browser (never on static hosting). */
  directAiKey: string | null;
}

type Env = Partial<Record<string, string | boolean | undefined>>;

const text = (value: string | boolean | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * A relative VITE_SUPABASE_URL (such as '/') means "the origin that served the app": the local
 * backend serves both, so one build works on any port.
 */
export function resolveSupabaseUrl(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  try {
    return new URL(raw, origin).href.replace(/\/$/, '');
  } catch {
    return null;
  }
}

export function readConfig(env: Env, origin: string): AppConfig {
  const staticHosting = text(env.VITE_DEPLOY_TARGET) === 'static';
  const directAllowed = text(env.VITE_ALLOW_DIRECT_AI) === 'true' && !staticHosting;
  return {
    supabaseUrl: resolveSupabaseUrl(text(env.VITE_SUPABASE_URL), origin),
    supabaseAnonKey: text(env.VITE_SUPABASE_ANON_KEY),
    stripePublishableKey: text(env.VITE_STRIPE_PUBLISHABLE_KEY),
    supportEmail: text(env.VITE_SUPPORT_EMAIL) ?? 'support@studymate.app',
    staticHosting,
    directAiKey: directAllowed ? text(env.VITE_AI_API_KEY) : null,
  };
}

export const config: AppConfig = readConfig(
  import.meta.env,
  globalThis.location?.origin ?? 'http://localhost',
);

export const backendConfigured = (c: AppConfig = config): boolean =>
  Boolean(c.supabaseUrl && c.supabaseAnonKey);
