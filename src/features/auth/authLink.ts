/**
 * E-mail links (sign-up confirmation, password reset) come back to the app through the auth server's
 * /verify redirect. With hash routes the parameters can sit in several places:
 *  - `?code=…#/reset-password` — PKCE code in the query before the hash (GoTrue today);
 *  - `#/reset-password?code=…` — in the hash route's own query (a redirect built by concatenation);
 *  - `#/reset-password#access_token=…&type=recovery` — implicit-flow tokens after the route;
 *  - `?flow=recovery&error=…#error=…` — on failure GoTrue replaces the fragment, losing the route;
 *  - `?token_hash=…&type=recovery#/reset-password` — our e-mail templates (supabase/templates): the
 *    app verifies the hash itself, and only when the user acts (docs/DECISIONS.md "Accounts").
 * Our redirect targets carry `?flow=signup|recovery` (kept by GoTrue in every case) so the route can be
 * restored. These functions are pure; linkCapture.ts applies them to the real location.
 */
export type AuthLinkFlow = 'signup' | 'recovery';

export interface AuthLink {
  flow: AuthLinkFlow | null;
  code: string | null;
  /** A token hash from our e-mail templates, for verifyOtp({ token_hash, type }). */
  tokenHash: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** GoTrue's link type, e.g. 'recovery' or 'signup'. */
  type: string | null;
  /** error_description, else error_code, else error. */
  error: string | null;
  /** GoTrue's error_code (issue 21: the app shows its catalogue text in other languages). */
  errorCode: string | null;
}

const FLOW_PARAM = 'flow';
const AUTH_PARAMS = [
  'code',
  'token_hash',
  'access_token',
  'refresh_token',
  'expires_at',
  'expires_in',
  'token_type',
  'type',
  'provider_token',
  'provider_refresh_token',
  'error',
  'error_code',
  'error_description',
  'sb',
];
const KEY_PARAMS = [
  'code',
  'token_hash',
  'access_token',
  'refresh_token',
  'error',
  'error_code',
  'error_description',
];

export const flowRoutes: Record<AuthLinkFlow, string> = { signup: '/login', recovery: '/reset-password' };

/** The redirect target for an e-mail link: the app's page, the flow marker, then the hash route. */
export function linkRedirectUrl(pageUrl: string, flow: AuthLinkFlow): string {
  const url = new URL(pageUrl);
  return `${url.origin}${url.pathname}?${FLOW_PARAM}=${flow}#${flowRoutes[flow]}`;
}

interface HashParts {
  /** '/reset-password' etc., or null when the hash is not a route (e.g. `#error=…`). */
  route: string | null;
  query: string;
  fragment: string;
}

export function splitHash(hash: string): HashParts {
  const raw = hash.replace(/^#/, '');
  if (raw !== '' && !raw.startsWith('/')) return { route: null, query: '', fragment: raw };
  const cut = raw.search(/[?#]/);
  if (cut === -1) return { route: raw || null, query: '', fragment: '' };
  const route = raw.slice(0, cut) || null;
  const rest = raw.slice(cut);
  if (rest.startsWith('#')) return { route, query: '', fragment: rest.slice(1) };
  const hashAt = rest.indexOf('#');
  return hashAt === -1
    ? { route, query: rest.slice(1), fragment: '' }
    : { route, query: rest.slice(1, hashAt), fragment: rest.slice(hashAt + 1) };
}

const parseFlow = (value: string | null): AuthLinkFlow | null =>
  value === 'signup' || value === 'recovery' ? value : null;

/** A link without our marker: its GoTrue type tells the flow ('email' is a sign-up confirmation). */
const flowOfType = (type: string | null): AuthLinkFlow | null =>
  type === 'recovery' ? 'recovery' : type === 'signup' || type === 'email' ? 'signup' : null;

/** The auth parameters of a URL wherever they sit, or null when it carries none. */
export function parseAuthLink(href: string): AuthLink | null {
  const url = new URL(href);
  const hash = splitHash(url.hash);
  const sources = [new URLSearchParams(hash.fragment), new URLSearchParams(hash.query), url.searchParams];
  // The query before the hash wins, as supabase-js does; then the hash query; then the fragment.
  const get = (key: string): string | null => {
    for (const params of [...sources].reverse()) {
      const value = params.get(key);
      if (value) return value;
    }
    return null;
  };
  const marked = parseFlow(get(FLOW_PARAM));
  if (!marked && !KEY_PARAMS.some((key) => get(key) !== null)) return null;
  const tokenHash = get('token_hash');
  return {
    flow: marked ?? (tokenHash ? flowOfType(get('type')) : null),
    code: get('code'),
    tokenHash,
    accessToken: get('access_token'),
    refreshToken: get('refresh_token'),
    type: get('type'),
    error: get('error_description') ?? get('error_code') ?? get('error'),
    errorCode: get('error_code'),
  };
}

const withoutAuthParams = (params: URLSearchParams): string => {
  for (const key of [...AUTH_PARAMS, FLOW_PARAM]) params.delete(key);
  return params.toString();
};

/**
 * The URL with every auth parameter removed (they are one-time secrets and must not stay in the
 * history), the route restored from the flow marker when the redirect lost it, other params kept.
 */
export function cleanAuthLinkUrl(href: string): string {
  const url = new URL(href);
  const flow = parseFlow(url.searchParams.get(FLOW_PARAM));
  const hash = splitHash(url.hash);
  const route = hash.route ?? (flow ? flowRoutes[flow] : null);
  const search = withoutAuthParams(new URLSearchParams(url.search));
  const hashQuery = withoutAuthParams(new URLSearchParams(hash.query));
  const fragmentRest = hash.route === null ? '' : withoutAuthParams(new URLSearchParams(hash.fragment));
  let newHash = route ?? '';
  if (hashQuery) newHash += `?${hashQuery}`;
  if (fragmentRest) newHash += `#${fragmentRest}`;
  return `${url.origin}${url.pathname}${search ? `?${search}` : ''}${newHash ? `#${newHash}` : ''}`;
}
