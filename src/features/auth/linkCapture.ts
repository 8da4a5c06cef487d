import { type AuthLink, type AuthLinkFlow, cleanAuthLinkUrl, parseAuthLink } from './authLink.ts';

let captured: AuthLink | null | undefined;

/**
 * Reads the e-mail link parameters of the URL the app was opened with, once, and removes them from
 * the address bar (restoring the route a failed redirect lost). Later calls return the same result.
 */
export function captureAuthLink(): AuthLink | null {
  if (captured !== undefined) return captured;
  captured = parseAuthLink(location.href);
  if (captured) {
    const before = location.href;
    const clean = cleanAuthLinkUrl(before);
    if (clean !== before) {
      history.replaceState(history.state, '', clean);
      // The router listens for hashchange; tell it in case it already rendered the old route.
      dispatchEvent(new HashChangeEvent('hashchange', { oldURL: before, newURL: clean }));
    }
  }
  return captured;
}

/** The captured link when it belongs to `flow` (a link without our marker counts for any flow). */
export function authLinkFor(flow: AuthLinkFlow): AuthLink | null {
  const link = captureAuthLink();
  return link && (link.flow === flow || link.flow === null) ? link : null;
}
