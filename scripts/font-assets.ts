import type { Plugin } from 'vite';

const FONT_FILE = /\.(?:woff2?|ttf|otf|eot)(?:$|\?)/i;

/**
 * Vite's `build.assetsInlineLimit`: fonts are never inlined as `data:` URLs (the CSP's
 * `font-src 'self'` blocks them, and a data: font can't be shared between chunks); other assets keep
 * Vite's default rule.
 */
export function assetsInlineLimit(filePath: string): boolean | undefined {
  return FONT_FILE.test(filePath) ? false : undefined;
}

/** `,url(fonts/X.woff) format("woff")` and `,url(fonts/X.ttf) format("truetype")` in KaTeX's CSS. */
const LEGACY_SOURCE = /,\s*url\(([^)]*)\.(?:woff|ttf)\)\s*format\("(?:woff|truetype)"\)/g;

/** KaTeX's stylesheet with only its woff2 sources. */
export function woff2Only(css: string): string {
  return css.replace(LEGACY_SOURCE, '');
}

/**
 * Every browser that runs a service worker reads woff2, so KaTeX's woff and ttf fallbacks would
 * never be used, only built and (to work offline) precached. Keeping woff2 alone means the precache
 * holds every font an answer can ask for, at a third of the bytes.
 */
export function katexWoff2Only(): Plugin {
  return {
    name: 'studymate-katex-woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]katex[\\/]dist[\\/]katex(?:\.min)?\.css(?:$|\?)/.test(id)) return null;
      return { code: woff2Only(code), map: null };
    },
  };
}
