import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Largest request body accepted (the app sends compressed images of at most a few MB as data URLs). */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Past the limit the rest is read and dropped (so the client gets the 413 rather than a reset
  // connection), up to four times the limit.
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > 4 * limit) break;
    if (size <= limit) chunks.push(buf);
  }
  if (size > limit) throw new BodyTooLargeError(`Request body too large (max ${limit} bytes)`);
  return Buffer.concat(chunks);
}

/** The request's headers as a lower-case map of single strings. */
export function headerMap(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer | null,
  headers: OutgoingHttpHeaders = {},
): void {
  const payload = body === null ? null : typeof body === 'string' ? Buffer.from(body) : body;
  const all: OutgoingHttpHeaders = { ...headers };
  if (payload !== null) all['Content-Length'] = payload.length;
  res.writeHead(status, all);
  res.end(payload ?? undefined);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  send(res, status, JSON.stringify(value), { 'Content-Type': 'application/json', ...headers });
}

export function redirect(res: ServerResponse, location: string, status = 303): void {
  send(res, status, null, { Location: location });
}

/** Headers Supabase's gateway lets browsers send and read (CORS). */
const ALLOW_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'x-retry-count',
  'x-upsert',
];
const EXPOSE_HEADERS = [
  'content-range',
  'content-location',
  'content-profile',
  'preference-applied',
  'x-supabase-api-version',
  'x-sb-error-code',
  'location',
  'range-unit',
];

export function corsHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSE_HEADERS.join(', '),
    Vary: 'Origin',
    ...(req.method === 'OPTIONS' ? preflightHeaders(req) : {}),
  };
}

function preflightHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const requested = req.headers['access-control-request-headers'];
  const asked = typeof requested === 'string' ? requested.split(',').map((h) => h.trim().toLowerCase()) : [];
  const allowed = [...new Set([...ALLOW_HEADERS, ...asked.filter((h) => /^[a-z0-9-]+$/.test(h))])];
  return {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': allowed.join(', '),
    'Access-Control-Max-Age': '3600',
  };
}

/** Sent on every answer: no MIME sniffing, and HTML never framed (clickjacking). */
export const BASE_SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/** The mailbox page: its own inline style only, no scripts, never framed. */
export const MAILBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The caller's address as the socket sees it (never a client-supplied header). */
export function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** True when a JSON text nests objects/arrays deeper than `max` (checked before parsing). */
export function jsonTooDeep(text: string, max = 64): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i += 1; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 93 || ch === 125) depth -= 1;
  }
  return false;
}
