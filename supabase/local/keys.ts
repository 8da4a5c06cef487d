import { randomBytes } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * The Supabase CLI's well-known local development JWT secret. It is public on purpose: the local
 * backend is for one machine, and a stable secret gives stable keys that can be baked into a build.
 * It is only used while the server listens on a loopback address (see keyStore.ts for other binds).
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The expiry the CLI's demo keys carry (2032-11-11), so ours are byte-for-byte the same keys. */
const DEMO_KEY_EXPIRY = 1983812996;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export type JwtCheck =
  | { ok: true; claims: JWTPayload & Record<string, unknown> }
  | { ok: false; reason: 'expired' | 'malformed' | 'signature' };

/** Signs and verifies HS256 tokens with one secret (the demo secret, or a data folder's own). */
export class JwtKeys {
  private readonly secretBytes: Uint8Array<ArrayBuffer>;
  /**
   * The secret imported once as an HMAC key: jose imports a raw secret again on every call, which was
   * a tenth of the server's CPU under the question load (issue 20). Same key, same checks.
   */
  private hmacKey: Promise<CryptoKey> | undefined;
  constructor(readonly secret: string) {
    this.secretBytes = new TextEncoder().encode(secret);
  }

  private key(): Promise<CryptoKey> {
    this.hmacKey ??= crypto.subtle.importKey(
      'raw',
      this.secretBytes,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.hmacKey;
  }

  sign(claims: JWTPayload): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.secretBytes);
  }

  /** An API key as the CLI mints it: `{iss: 'supabase-demo', role, exp}`. */
  mintApiKey(role: 'anon' | 'service_role'): Promise<string> {
    return this.sign({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXPIRY });
  }

  async apiKeys(): Promise<ApiKeys> {
    return { anonKey: await this.mintApiKey('anon'), serviceRoleKey: await this.mintApiKey('service_role') };
  }

  /** Verifies signature and exp. */
  async verify(token: string): Promise<JwtCheck> {
    if (token.split('.').length !== 3) return { ok: false, reason: 'malformed' };
    try {
      const { payload } = await jwtVerify(token, await this.key(), { algorithms: ['HS256'] });
      return { ok: true, claims: payload as JWTPayload & Record<string, unknown> };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature' };
      return { ok: false, reason: 'malformed' };
    }
  }
}

/** The public demo signer (loopback only). */
export const DEMO_JWT = new JwtKeys(LOCAL_JWT_SECRET);

/** A fresh secret for a server reachable from other machines. */
export const randomJwtSecret = () => randomBytes(32).toString('base64url');

export const signJwt = (claims: JWTPayload) => DEMO_JWT.sign(claims);
export const mintApiKey = (role: 'anon' | 'service_role') => DEMO_JWT.mintApiKey(role);
/** The demo keys of the Supabase CLI (what the loopback server and the e2e builds use). */
export const localApiKeys = () => DEMO_JWT.apiKeys();
export const verifyJwt = (token: string) => DEMO_JWT.verify(token);
