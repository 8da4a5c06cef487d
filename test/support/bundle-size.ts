import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appStartFiles, inlineBlocks } from '../../scripts/inline-head.ts';

const gzipKB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/**
 * The JavaScript the first paint of the chat route loads: the entry script plus its modulepreloads,
 * as index.html lists them (in its tags, or in the starter that adds them after the first frame; lazy
 * chunks are not in it), and index.html's inline scripts. Gzip sizes in KB.
 */
export function firstPaintJs(distDir: string): { files: string[]; gzipKB: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"(?![^>]*type="module")/g),
  ]
    .map((m) => m[1] ?? '')
    .concat(appStartFiles(html))
    .map((src) => src.replace(/^\//, ''));
  const files = [...new Set(srcs)];
  const inline = inlineBlocks(html).scripts.join('\n');
  const inlineKB = inline ? gzipSync(inline, { level: 9 }).length / 1024 : 0;
  return {
    files: inline ? [...files, 'index.html (inline script)'] : files,
    gzipKB: files.reduce((sum, f) => sum + gzipKB(join(distDir, f)), inlineKB),
  };
}

/** Every URL the service worker precaches, with the total size on disk in KB (uncompressed). */
export function precache(distDir: string): { entries: string[]; totalKB: number } {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');
  const totalKB = entries.reduce((sum, url) => sum + statSync(join(distDir, url)).size / 1024, 0);
  return { entries, totalKB };
}

/** A lazy chunk's files (`assets/<name>-<hash>.js` and its CSS) with their gzip size in KB. */
export function lazyChunk(distDir: string, name: string): { files: string[]; gzipKB: number } {
  const files = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.startsWith(`${name}-`) && /^[\w-]+-[\w-]{8}\.(js|css)$/.test(f))
    .map((f) => `assets/${f}`);
  return { files, gzipKB: files.reduce((sum, f) => sum + gzipKB(join(distDir, f)), 0) };
}
