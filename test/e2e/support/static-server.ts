import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { parseHeadersFile } from '../../../scripts/security-headers.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a built app the way a static host does: files by path, index.html for `/`, and the build's
 * own `_headers` (CSP and friends) on every file, so tests run under the production policy.
 */
export async function serveStatic(dir: string): Promise<RunningServer> {
  const headersPath = join(dir, '_headers');
  if (!existsSync(headersPath)) throw new Error(`${dir} has no _headers: the e2e run needs the real policy`);
  const hostHeaders = parseHeadersFile(readFileSync(headersPath, 'utf8'));
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = '';
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const headers: Record<string, string> = {
      ...hostHeaders,
      'content-type': types[extname(file)] ?? 'application/octet-stream',
    };
    headers['cache-control'] = path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
