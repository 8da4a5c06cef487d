import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * The Supabase CLI's well-known local development JWT secret. It is public on purpose: the local
 * backend is for one machine, and a stable secret gives stable keys that can be baked into a build.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const secretBytes = new TextEncoder().encode(LOCAL_JWT_SECRET);

/** The expiry the CLI's demo keys carry (2032-11-11), so ours are byte-for-byte the same keys. */
const DEMO_KEY_EXPIRY = 1983812996;

export async function signJwt(claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretBytes);
}

/** An API key as the CLI mints it: `{iss: 'supabase-demo', role, exp}`. */
export function mintApiKey(role: 'anon' | 'service_role'): Promise<string> {
  return signJwt({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXPIRY });
}

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export async function localApiKeys(): Promise<ApiKeys> {
  return { anonKey: await mintApiKey('anon'), serviceRoleKey: await mintApiKey('service_role') };
}

export type JwtCheck =
  | { ok: true; claims: JWTPayload & Record<string, unknown> }
  | { ok: false; reason: 'expired' | 'malformed' | 'signature' };

/** Verifies an HS256 token signed with the local secret (signature and exp). */
export async function verifyJwt(token: string): Promise<JwtCheck> {
  if (token.split('.').length !== 3) return { ok: false, reason: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, secretBytes, { algorithms: ['HS256'] });
    return { ok: true, claims: payload as JWTPayload & Record<string, unknown> };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature' };
    return { ok: false, reason: 'malformed' };
  }
}
