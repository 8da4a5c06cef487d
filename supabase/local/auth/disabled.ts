import type { AuthRequest } from './context.ts';
import { requireUser, str } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';

/**
 * GoTrue features this project has switched off (config.toml: no anonymous sign-ins, phone, MFA,
 * SSO, passkeys, manual linking or Web3) or that the local backend does not implement (the admin API).
 * Each answers as GoTrue v2.180 does when the feature is off (https://github.com/supabase/auth,
 * internal/api/api.go routes and apierrors/errorcode.go), never a bare 404.
 */

/** Answers for a disabled feature, or null when the route is not one of them. */
export async function disabledFeature(
  r: AuthRequest,
  method: string,
  route: string,
  body: () => Promise<Record<string, unknown>>,
): Promise<never | null> {
  if (route === '/sso' || route.startsWith('/sso/')) {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'); // middleware.go requireSAMLEnabled
  }
  if (route === '/passkeys' || route.startsWith('/passkeys/')) {
    throw new AuthError(404, 'passkey_disabled', 'Passkeys are disabled'); // middleware.go requirePasskeyEnabled
  }
  if (route.startsWith('/user/identities')) {
    await requireUser(r.ctx.db, r.req, r.ctx.jwt);
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  }
  if (route === '/factors' && method === 'POST') {
    await requireUser(r.ctx.db, r.req, r.ctx.jwt);
    const type = str(await body(), 'factor_type');
    if (type === 'totp')
      throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    if (type === 'phone')
      throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (type === 'webauthn')
      throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  }
  if (route.startsWith('/factors/')) {
    // No factor can exist: every one is unknown (mfa.go loadFactor).
    await requireUser(r.ctx.db, r.req, r.ctx.jwt);
    throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  }
  if (route === '/admin' || route.startsWith('/admin/') || route === '/invite') {
    await requireAdmin(r);
    throw notImplemented(`the admin API (${method} ${route})`);
  }
  if (route === '/reauthenticate') {
    await requireUser(r.ctx.db, r.req, r.ctx.jwt);
    throw notImplemented('reauthentication nonces (GET /reauthenticate)');
  }
  return null;
}

/** /token grants for providers this project has off: ID tokens (OIDC) and Web3 wallets. */
export function disabledGrant(grantType: string, body: Record<string, unknown>): never | null {
  if (grantType === 'web3') throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
  if (grantType !== 'id_token') return null;
  const provider = str(body, 'provider');
  const issuer = ISSUERS[provider];
  if (!issuer) throw validationFailed(`Custom OIDC provider "${provider}" not allowed`);
  throw new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}

const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: 'keycloak',
  azure: 'https://login.microsoftonline.com/common/v2.0',
};

/** GoTrue's requireAdminCredentials: a service_role (or supabase_admin) token, else 403 not_admin. */
async function requireAdmin(r: AuthRequest): Promise<void> {
  const token = /^Bearer\s+(\S+)$/i.exec(r.req.headers.authorization ?? '')?.[1] ?? '';
  const check = await r.ctx.jwt.verify(token);
  const role = check.ok ? check.claims.role : undefined;
  if (role !== 'service_role' && role !== 'supabase_admin')
    throw new AuthError(403, 'not_admin', 'User not allowed');
}

/**
 * What GoTrue has and the local backend does not: 422 (GoTrue's status for its "…_disabled" answers;
 * supabase-js would take a 5xx for a network failure and drop the body) with a code and message that
 * say so. GoTrue has no such answer of its own; docs/INTERFACES.md lists these.
 */
export const notImplemented = (feature: string) =>
  new AuthError(422, 'not_implemented', `The local backend does not support ${feature}; Supabase does.`);
