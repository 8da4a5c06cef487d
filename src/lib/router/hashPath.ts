/**
 * Hash routes carry their own query: `#/forgot-password?step=reset`. wouter's stock hash hook would
 * compare the whole `/forgot-password?step=reset` against the route and move a query into
 * location.search, so we split the hash ourselves (docs/DECISIONS.md).
 */
export function parseHash(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#?\/?/, '');
  const q = raw.indexOf('?');
  const path = `/${q === -1 ? raw : raw.slice(0, q)}`;
  const search = q === -1 ? '' : raw.slice(q + 1);
  return { path: path.replace(/\/+$/, '') || '/', search };
}

export function hashHref(to: string): string {
  return `#${to.startsWith('/') ? to : `/${to}`}`;
}
