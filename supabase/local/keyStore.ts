import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isLoopback } from './hosts.ts';
import { DEMO_JWT, JwtKeys, randomJwtSecret } from './keys.ts';

export interface SigningSetup {
  jwt: JwtKeys;
  /** Where a non-demo secret is kept (null: the demo secret, or an in-memory database's throwaway one). */
  secretFile: string | null;
  /** True when the public demo secret is in use (loopback only). */
  demo: boolean;
}

/** `<data folder>.jwt-secret` next to the data folder (so `.local/db` keeps `.local/db.jwt-secret`). */
export const secretFileFor = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.jwt-secret`;

/**
 * The demo secret is public (anyone can mint a service-role key with it), so it is only used on a
 * loopback address. Any other bind gets a random secret of its own, kept next to the data folder so
 * the keys survive restarts and `--reset` (which wipes only the data), so a build made with the anon
 * key keeps working; a fresh one per run when there is no data folder.
 */
export function signingFor(host: string, dataDir: string | undefined): SigningSetup {
  if (isLoopback(host)) return { jwt: DEMO_JWT, secretFile: null, demo: true };
  if (!dataDir) return { jwt: new JwtKeys(randomJwtSecret()), secretFile: null, demo: false };
  const file = secretFileFor(dataDir);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { jwt: new JwtKeys(stored), secretFile: file, demo: false };
  }
  const secret = randomJwtSecret();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { jwt: new JwtKeys(secret), secretFile: file, demo: false };
}
