import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Shapes of secrets that must never reach the browser bundle. */
export const secretPatterns: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'Stripe secret key', pattern: /\b[sr]k_(live|test)_[A-Za-z0-9]{10,}/ },
  { name: 'Stripe webhook secret', pattern: /\bwhsec_[A-Za-z0-9]{10,}/ },
  { name: 'OpenAI-style API key', pattern: /\bsk-(proj-)?[A-Za-z0-9_-]{20,}/ },
];

/** A JWT whose payload says role service_role (the key that bypasses row-level security). */
function hasServiceRoleJwt(text: string): boolean {
  for (const [, payload] of text.matchAll(/eyJ[A-Za-z0-9_-]+\.(eyJ[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+/g)) {
    try {
      if (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')).role === 'service_role')
        return true;
    } catch {
      // Not a JWT after all.
    }
  }
  return false;
}

export interface SecretFinding {
  file: string;
  secret: string;
}

/**
 * Every file under dir that holds a secret: one of the shapes above, or one of the exact values given
 * (e.g. the service-role key and whatever secrets the environment holds).
 */
export function findSecrets(dir: string, exactValues: Record<string, string> = {}): SecretFinding[] {
  const findings: SecretFinding[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      const text = readFileSync(path, 'latin1');
      if (hasServiceRoleJwt(text)) findings.push({ file: relative(dir, path), secret: 'service_role JWT' });
      for (const { name: secret, pattern } of secretPatterns)
        if (pattern.test(text)) findings.push({ file: relative(dir, path), secret });
      for (const [secret, value] of Object.entries(exactValues))
        if (value && value.length >= 8 && text.includes(value))
          findings.push({ file: relative(dir, path), secret });
    }
  };
  walk(dir);
  return findings;
}
