import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Issue 20: marks the chunks every start runs (the entry, which hydrates the chat, and `afterStart`,
 * which holds what runs right after it and the history panel) for eager compilation. Without the hint,
 * V8 compiles each function on the page's main thread the first time it is called, in the middle of
 * hydration and of the first tap; with it, the functions are compiled on the script-streaming thread
 * while the file loads. Traced at 4× CPU (docs/DECISIONS.md, "Compile hints"): main-thread lazy
 * compilation on an offline start fell from about 150 ms to 25 ms. Only these two chunks: most of their
 * code runs at start-up, which is when the hint pays; a lazy chunk may never run at all.
 *
 * The hint must be the file's first line, so it is added after every other plugin has written the
 * chunk (Vite puts its dependency map at the top of the entry in its own generateBundle).
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'studymate:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (!chunk.isEntry && !chunkNames.includes(chunk.name)) continue;
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
