import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|map)$/i;
const cache = new Map<string, { mtimeMs: number; body: Buffer }>();

/** The encoding a static host would use for this request, or null to send the file as it is. */
export function pickEncoding(file: string, acceptEncoding: string | undefined): Encoding | null {
  if (!COMPRESSIBLE.test(file) || !acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** The file compressed once per version (static hosts and CDNs precompress; so do we, lazily). */
export function compressedFile(file: string, mtimeMs: number, encoding: Encoding): Buffer {
  const key = `${encoding}:${file}`;
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const raw = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(raw, { level: 9 });
  cache.set(key, { mtimeMs, body });
  return body;
}
