import type { HostPolicy } from '../hosts.ts';

/**
 * GoTrue's redirect allow-list (IsRedirectURLValid), on parsed URLs: the server's own origins and the
 * site URL's origin (any path), and additional_redirect_urls entries, either as globs (GoTrue compiles
 * them with `.` and `/` as separators: `*` stops at a separator, `**` does not) or, without glob
 * characters, as an origin plus a path prefix that ends at a `/`. URLs with user info are never allowed
 * (`http://localhost:54321@evil.example/` is a URL of evil.example), and no loopback port is special.
 */
export function redirectAllowed(
  value: string,
  siteUrl: string,
  allowList: string[],
  hosts: HostPolicy,
): boolean {
  const target = parse(value);
  if (!target) return false;
  if (target.username !== '' || target.password !== '') return false;
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (hosts.isOwnOrigin(target)) return true;
  const site = parse(siteUrl);
  if (site && site.origin === target.origin) return true;
  const subject = `${target.origin}${target.pathname}`;
  return allowList.some((entry) => entryMatches(entry, target, subject));
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function entryMatches(entry: string, target: URL, subject: string): boolean {
  if (/[*?]/.test(entry)) return globToRegExp(entry).test(subject);
  const allowed = parse(entry);
  if (!allowed) return false;
  if (allowed.username !== '' || allowed.origin !== target.origin) return false;
  const base = allowed.pathname.replace(/\/+$/, '');
  return base === '' || target.pathname === base || target.pathname.startsWith(`${base}/`);
}

export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i += 1) {
    const ch = glob[i] ?? '';
    if (ch === '*' && glob[i + 1] === '*') {
      out += '.*';
      i += 1;
    } else if (ch === '*') out += '[^./]*';
    else if (ch === '?') out += '[^./]';
    else out += ch.replace(/[\\^$.|+(){}[\]]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}
