// Build-time trim of nerdamer-prime for the browser (issue 15: solver chunk under 150 KB gzip).
// nerdamer-prime's constants.js carries BIG_LOG_CACHE, ~135 KB of precomputed fractions (~65 KB gzip)
// that only Math2.bigLog reads, and bigLog only serves the logarithmic integral Li(x) (and the
// function compiler), which the solver never calls. bigLog computes the same series itself when the
// cache is empty, so the trim changes speed for Li only, never a result. Node and Deno load the
// package untouched.
import type { Plugin } from 'vite';

export const NERDAMER_CONSTANTS = /nerdamer-prime[\\/]constants\.js$/;

const CACHE = /const BIG_LOG_CACHE = \[[\s\S]*?\n\];/;

/** constants.js with an empty BIG_LOG_CACHE; throws if the file no longer looks as expected. */
export function dropBigLogCache(code: string): string {
  if (!CACHE.test(code))
    throw new Error('nerdamer-prime constants.js: BIG_LOG_CACHE not found (new version?)');
  return code.replace(CACHE, 'const BIG_LOG_CACHE = [];');
}

/** Vite plugin: applies `dropBigLogCache` to nerdamer-prime's constants.js. */
export function nerdamerTrim(): Plugin {
  return {
    name: 'studymate-nerdamer-trim',
    enforce: 'pre',
    transform(code, id) {
      return NERDAMER_CONSTANTS.test(id) ? { code: dropBigLogCache(code), map: null } : null;
    },
  };
}
