/**
 * The HTTP headers a static host must send with the app (issue 10): a CSP that allows only the app
 * itself, its Supabase project and Stripe, and no inline script or style but index.html's own, by
 * their sha256 (issue 20; scripts/inline-head.ts hashes the built page). vite.config.ts writes them to
 * dist/_headers (Netlify / Cloudflare Pages format); the local backend applies the same file.
 */
export interface HeaderInputs {
  /** VITE_SUPABASE_URL; relative ('/') or empty means same origin / none. */
  supabaseUrl?: string;
  /** Where Stripe.js is loaded from (tests point it at a loopback stand-in). */
  stripeJsUrl?: string;
  /** The developer-only direct AI call's API origin, when it is switched on. */
  directAiUrl?: string;
  /** CSP sources ('sha256-…') of index.html's inline scripts: the theme script. */
  scriptHashes?: string[];
  /** CSP sources of index.html's inline styles: the entry stylesheet. */
  styleHashes?: string[];
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null; // relative: the app's own origin, covered by 'self'
  }
};

export function contentSecurityPolicy(inputs: HeaderInputs): string {
  const supabase = originOf(inputs.supabaseUrl);
  const stripeJs = originOf(inputs.stripeJsUrl) ?? 'https://js.stripe.com';
  const ai = originOf(inputs.directAiUrl);
  const list = (...items: (string | null)[]) => items.filter(Boolean).join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list("'self'", ...(inputs.scriptHashes ?? []), stripeJs),
    // React sets a few style attributes (the composer's height, KaTeX's layout); the only style
    // element allowed is index.html's inlined stylesheet, by its hash.
    'style-src': list("'self'", ...(inputs.styleHashes ?? [])),
    'style-src-attr': "'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self'",
    'connect-src': list(
      "'self'",
      supabase,
      supabase?.replace(/^http/, 'ws') ?? null,
      'https://api.stripe.com',
      ai,
    ),
    'frame-src': list(stripeJs, 'https://hooks.stripe.com'),
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'media-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

export function securityHeaders(inputs: HeaderInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(self), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The `_headers` file: every path gets the security headers. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/** Reads the `/*` block of a `_headers` file back (the local backend serves a build with it). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^\S/.test(line)) inAll = line.trim() === '/*';
    else if (inAll && line.includes(':')) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return headers;
}
