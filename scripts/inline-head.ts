import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { type HeaderInputs, headersFile, securityHeaders } from './security-headers.ts';

/** The CSP source for an inline element's exact text (what the browser hashes). */
export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of every inline `<script>` (no src) and `<style>` element of a page, in order. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  return { scripts, styles };
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Issue 20: the first paint needs nothing but index.html. At the end of the build, the entry stylesheet
 * that Vite links from index.html is inlined as a `<style>` (the whole of it: 6 KB gzip, which with the
 * HTML fits the first round trip, so a critical/rest split would save no round trip), and the theme
 * script is already inline in index.html. The CSP then allows exactly those inline blocks by their
 * sha256, computed here from the built index.html — the one source — and written to dist/_headers.
 */
export function inlineHeadAndHeaders(inputs: HeaderInputs): Plugin {
  return {
    name: 'studymate-inline-head-and-headers',
    apply: 'build',
    // After vite:build-html has written index.html, before vite:build-import-analysis lists preloads.
    enforce: 'post',
    generateBundle: {
      handler(_options, bundle) {
        const page = bundle['index.html'] as Rollup.OutputAsset | undefined;
        if (page?.type !== 'asset') throw new Error('the build has no index.html to inline into');
        let html = String(page.source);
        html = html.replace(STYLESHEET, (_link, file: string) => {
          const css = bundle[file] as Rollup.OutputAsset | undefined;
          if (css?.type !== 'asset') throw new Error(`index.html links ${file}, not in the build`);
          // Once inline, nothing may load the file: lazy chunks list their chunks' stylesheets to load
          // first (Vite's import analysis, which runs after this post plugin), so take it off those lists.
          for (const chunk of Object.values(bundle))
            if (chunk.type === 'chunk') chunk.viteMetadata?.importedCss.delete(file);
          delete bundle[file];
          return `<style>${String(css.source).trim()}</style>`;
        });
        page.source = html;
        const { scripts, styles } = inlineBlocks(html);
        if (scripts.length === 0) throw new Error('index.html lost its inline theme script');
        const headers = securityHeaders({
          ...inputs,
          scriptHashes: scripts.map(cspHash),
          styleHashes: styles.map(cspHash),
        });
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
      },
    },
  };
}
