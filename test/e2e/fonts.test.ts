import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { precache } from '../support/bundle-size.ts';

/** Every `url(...)` in the build's stylesheets, resolved against the CSS file (assets/). */
function cssUrls(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .flatMap((f) => [...readFileSync(join(assets, f), 'utf8').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)])
    .map((m) => m[1] ?? '');
}

// The CSP says `font-src 'self'`: a data: font is blocked on every answer, and a font that is not
// precached is missing from past chats read offline.
describe('the fonts an answer can use', () => {
  it('are files, never data: URLs, and every one of them is precached', () => {
    const distDir = inject('distDir');
    const urls = cssUrls(distDir);
    expect(urls.filter((u) => u.startsWith('data:font') || /^data:[^,]*font/.test(u))).toEqual([]);
    const fonts = urls
      .filter((u) => /\.(woff2?|ttf|otf|eot)$/.test(u))
      .map((u) => `assets/${u.replace(/^(\.\/|\/assets\/)/, '')}`);
    // KaTeX has 20 faces; each must be reachable (woff2 only: see docs/DECISIONS.md).
    expect(new Set(fonts).size).toBe(20);
    expect(fonts.every((f) => f.endsWith('.woff2'))).toBe(true);
    const { entries } = precache(distDir);
    expect(fonts.filter((f) => !entries.includes(f))).toEqual([]);
  });
});
