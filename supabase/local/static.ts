import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { parseHeadersFile } from '../../scripts/security-headers.ts';
import { compressedFile, pickEncoding } from './compress.ts';
import { send } from './http.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Files that must be revalidated on every load so an update reaches users (the shell and the worker). */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

export function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATE.has(urlPath) || urlPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

const hostHeaders = new Map<string, { mtimeMs: number; headers: Record<string, string> }>();

/**
 * The build's own `_headers` (CSP …), applied as a static host would, so e2e runs under the real CSP.
 * Read again when the file changes: a new build over the same folder is a new deployment, and its CSP
 * hashes its own index.html (whose inline starter names that build's files).
 */
function buildHeaders(root: string): Record<string, string> {
  const file = join(root, '_headers');
  const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : -1;
  const cached = hostHeaders.get(root);
  if (cached?.mtimeMs === mtimeMs) return cached.headers;
  const headers = mtimeMs >= 0 ? parseHeadersFile(readFileSync(file, 'utf8')) : {};
  hostHeaders.set(root, { mtimeMs, headers });
  return headers;
}

/** Serves the built PWA: `/` is index.html, hashed /assets/* are cached for a year, missing files 404. */
export function serveStatic(
  distDir: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    return;
  }
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    send(res, 400, 'Bad Request', { 'Content-Type': 'text/plain; charset=utf-8' });
    return;
  }
  if (urlPath === '/' || urlPath === '') urlPath = '/index.html';
  const root = distDir ? normalize(distDir) : null;
  const file = root ? normalize(join(root, urlPath)) : null;
  const inside = root && file && (file === root || file.startsWith(root.endsWith(sep) ? root : root + sep));
  if (!root || !file || !inside || urlPath.includes('\0') || !existsSync(file) || !statSync(file).isFile()) {
    const hint = distDir ? 'Not found' : 'Not found (the local backend was started without a built app)';
    send(res, 404, hint, { 'Content-Type': 'text/plain; charset=utf-8' });
    return;
  }
  const stat = statSync(file);
  const encoding = pickEncoding(file, req.headers['accept-encoding']);
  const body = encoding ? compressedFile(file, stat.mtimeMs, encoding) : null;
  res.writeHead(200, {
    ...buildHeaders(root),
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': body ? body.length : stat.size,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    Vary: 'Accept-Encoding',
    'Cache-Control': cacheControl(urlPath),
    'Last-Modified': stat.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (body) res.end(body);
  else createReadStream(file).pipe(res);
}
