import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_ERROR_CODES } from '@shared/contract/authErrors.ts';
import { describe, expect, it } from 'vitest';

// Paths from the repository root (vitest runs there).
const root = process.cwd();

/** GoTrue's ErrorCode union as supabase-js ships it (auth-js lib/error-codes.d.ts). */
function goTrueCodes(): Set<string> {
  const file = join(root, 'node_modules/@supabase/auth-js/dist/module/lib/error-codes.d.ts');
  const union = /export type ErrorCode =([^;]+);/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return new Set([...union.matchAll(/'([a-z_]+)'/g)].map((m) => m[1] ?? ''));
}

/** Every code supabase/local/auth answers with (`new AuthError(status, 'code', …)`, `badRequest('code', …)`). */
function localCodes(): Set<string> {
  const dir = join(root, 'supabase/local/auth');
  const codes = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const m of source.matchAll(/new AuthError\(\s*\d+,\s*'([a-z_]+)'|badRequest\(\s*'([a-z_]+)'/g))
      codes.add(m[1] ?? m[2] ?? '');
  }
  return codes;
}

/** Codes the local backend has for features the app never uses (so no flow of ours can meet them). */
const OUTSIDE_OUR_FLOWS = new Set([
  'phone_provider_disabled',
  'anonymous_provider_disabled',
  'saml_provider_disabled',
  'passkey_disabled',
  'manual_linking_disabled',
  'mfa_factor_not_found',
  'mfa_phone_enroll_not_enabled',
  'mfa_totp_enroll_not_enabled',
  'mfa_webauthn_enroll_not_enabled',
  'not_admin',
  'not_implemented',
  'not_found',
  'unknown',
  'request_entity_too_large',
]);

describe("the auth server's error codes the app maps (issue 21)", () => {
  it("are GoTrue's own codes", () => {
    const known = goTrueCodes();
    expect(known.size).toBeGreaterThan(50);
    expect(AUTH_ERROR_CODES.filter((code) => !known.has(code))).toEqual([]);
  });

  it('include every code the local backend answers with, but those of features the app does not use', () => {
    const emitted = localCodes();
    expect(emitted.has('invalid_credentials')).toBe(true);
    const unmapped = [...emitted].filter(
      (code) => !(AUTH_ERROR_CODES as readonly string[]).includes(code) && !OUTSIDE_OUR_FLOWS.has(code),
    );
    expect(unmapped.sort()).toEqual([]);
  });
});
