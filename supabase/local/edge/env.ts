import { existsSync, readFileSync } from 'node:fs';
import type { ProjectKeys } from '../gateway.ts';

/** KEY=value lines, `export` prefixes, quotes and # comments: enough for a .env file. */
export function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match?.[1]) continue;
    let value = match[2] ?? '';
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    env[match[1]] = value;
  }
  return env;
}

/**
 * The variables Supabase sets in every function (https://supabase.com/docs/guides/functions/secrets):
 * the API URL, the keys of the kind the project issues (the legacy JWTs, or the new keys as JSON
 * dictionaries, as the CLI's main worker passes them) and the database URL where there is one to give
 * (a real PostgreSQL; PGlite takes no connections).
 */
export function supabaseVariables(url: string, keys: ProjectKeys, dbUrl?: string): Record<string, string> {
  const vars: Record<string, string> =
    keys.kind === 'legacy'
      ? { SUPABASE_URL: url, SUPABASE_ANON_KEY: keys.publicKey, SUPABASE_SERVICE_ROLE_KEY: keys.secretKey }
      : {
          SUPABASE_URL: url,
          SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publicKey }),
          SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
        };
  if (dbUrl) vars.SUPABASE_DB_URL = dbUrl;
  return vars;
}

/**
 * The environment the functions get: the repo's .env (SUPABASE_* names are reserved, as with the
 * Supabase CLI), then the server's own variables, then the functionsEnv option (tests).
 */
export function functionEnv(
  dotenvPath: string,
  extra: Record<string, string>,
  own: Record<string, string>,
): Record<string, string> {
  const fromFile = existsSync(dotenvPath) ? parseDotenv(readFileSync(dotenvPath, 'utf8')) : {};
  const allowed = Object.fromEntries(Object.entries(fromFile).filter(([k]) => !k.startsWith('SUPABASE_')));
  return { ...allowed, ...own, ...extra };
}
