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

type Claims = JWTPayload & Record<string, unknown>;

export type JwtCheck =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'expired' | 'malformed' | 'signature' };

/** Verified tokens kept per signer (PostgREST's jwt-cache does the same); the oldest goes first. */
export const VERIFIED_CACHE_SIZE = 1000;

/** jose's own test: expired once `exp` is at or before now, in whole seconds, with no tolerance. */
const expired = (claims: Claims) =>
  typeof claims.exp === 'number' && claims.exp <= Math.floor(Date.now() / 1000);

/** Signs and verifies HS256 tokens with one secret (the demo secret, or a data folder's own). */
export class JwtKeys {
  private readonly secretBytes: Uint8Array<ArrayBuffer>;
  /**
   * The secret imported once as an HMAC key: jose imports a raw secret again on every call, which was
   * a tenth of the server's CPU under the question load (issue 20). Same key, same checks.
   */
  private hmacKey: Promise<CryptoKey> | undefined;
  /**
   * Tokens that passed verify(), by their exact text (signature included, so no other text can hit),
   * with their claims. A hit skips the HMAC — a WebCrypto job, a tenth of the server's CPU under the
   * question load (issue 20) — but not the expiry check. Failures are never kept.
   */
  private readonly verified = new Map<string, Claims>();
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

  /** Verifies signature and exp (nbf too, as jose does). */
  async verify(token: string): Promise<JwtCheck> {
    const known = this.verified.get(token);
    if (known && !expired(known)) return { ok: true, claims: structuredClone(known) };
    if (known) this.verified.delete(token); // expired since: verified again below, which says so
    if (token.split('.').length !== 3) return { ok: false, reason: 'malformed' };
    try {
      const { payload } = await jwtVerify(token, await this.key(), { algorithms: ['HS256'] });
      const claims = payload as Claims;
      if (this.verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = this.verified.keys().next();
        if (!oldest.done) this.verified.delete(oldest.value);
      }
      this.verified.set(token, structuredClone(claims));
      return { ok: true, claims };
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
