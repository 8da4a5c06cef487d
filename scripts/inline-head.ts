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
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
/** How the starter names the files it loads (entry first); `appStartFiles` reads it back. */
const FILES = /const F=(\[[^\]]*\])/;

/**
 * Input that reaches the pre-rendered page before the app starts, kept for the app to replay
 * (src/app/earlyInput.ts; the event shape is `EarlyEvent` there). Preact does not replay events that
 * reach server-rendered markup before hydration, and hydration resets a controlled textarea, so without
 * this a tap on "Chat history" or a question typed in that moment would be lost. Recorded, with their
 * default action held back so the app can run them instead: clicks on buttons, labels and toggles (not
 * links: the URL changes at once and the app reads it when it starts), form submissions, and Enter in a
 * text box that sends on Enter (`enterkeyhint="send"`). Typing is not held back: the text stays in the
 * box and its last value is recorded. A file input's `change` is recorded instead of its `input` (its
 * value, a fake path, cannot be set back; its files stay on the element). The app calls `stop()` just before it takes over the page.
 */
const RECORDER =
  `const q=[],d=document,T=['click','input','change','keydown','submit'],rec=e=>{const t=e.target;` +
  `if(!(t instanceof Element))return;const f=t.matches('input[type=file]');` +
  `if(e.type==='input'?f:e.type==='change'&&!f)return;let k=t;if(e.type==='click'){` +
  `k=t.closest('button,label,input[type=checkbox],input[type=radio],[role=button]');` +
  `if(!k||t.closest('a[href]'))return;e.preventDefault()}else if(e.type==='keydown'){` +
  `if(e.key!=='Enter'||e.shiftKey||e.isComposing||!t.matches('textarea[enterkeyhint=send]'))return;` +
  `e.preventDefault()}else if(e.type==='submit')e.preventDefault();` +
  `q.push({type:e.type,target:k,value:e.type==='input'?t.value:undefined})};` +
  `for(const y of T)d.addEventListener(y,rec,true);` +
  `window.__earlyInput={events:q,stop(){for(const y of T)d.removeEventListener(y,rec,true);return q}};`;

/**
 * Issue 20: the app's JavaScript is fetched and run after the first frame. Vite's entry script and
 * modulepreload links leave the head; a small inline script, last in the head, adds them back once
 * the pre-rendered page has been painted (after the next animation frame; at once in a hidden tab, which
 * gets no frames, and when the head script hid the pre-rendered chat because this visit shows another
 * route or language; a timer as a backstop). The first paint then shares the connection with nothing (the
 * page's HTML, with its inline CSS, is all it needs), and a page whose scripts come quickly (the service
 * worker's cache) no longer runs the whole app, hydration included, before painting anything. The links
 * are added together, so the chunks still download in parallel, not as a chain of imports. So are the
 * `afterStart` chunks: every start imports them right after hydration, and fetched and compiled (not run)
 * alongside the entry they are ready when it asks, not a service worker round trip and a compile later
 * (an offline start's tap on Chat history waited about 50 ms at 4× CPU for its panel's chunk). They are
 * not the first paint's code (`appStartFiles` leaves them out). Until the app starts, the same script
 * records the student's input for the app to replay (`RECORDER`).
 */
export function startEntryAfterFirstFrame(html: string, afterStart: string[] = []): string {
  const entry = html.match(ENTRY);
  if (!entry?.[1]) throw new Error('index.html has no module entry script to defer');
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1] ?? '');
  const files = [entry[1], ...preloads.filter((f) => f !== entry[1])];
  const start =
    `(()=>{const F=${JSON.stringify(files)},A=${JSON.stringify(afterStart)};${RECORDER}let s=0;const go=()=>{if(s)return;s=1;` +
    `for(const f of F.slice(1).concat(A)){const l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
    `l.href=f;d.head.append(l)}const e=d.createElement('script');e.type='module';e.crossOrigin='';` +
    `e.src=F[0];d.head.append(e)};if(d.visibilityState==='hidden'||d.documentElement.dataset.shell==='off')go();` +
    `else requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,250)})()`;
  return (
    html
      .replace(entry[0], '')
      .replace(PRELOAD, '')
      // In the head, before the body is parsed: a tap on a button the parser has just built, in a frame
      // painted mid-parse, is recorded too. After the theme script, whose data-shell mark it reads.
      .replace('</head>', `<script>${start}</script>\n  </head>`)
  );
}

/** The files the starter loads, entry first: the first paint's static graph (for the budget check). */
export function appStartFiles(html: string): string[] {
  const list = inlineBlocks(html)
    .scripts.map((script) => script.match(FILES)?.[1])
    .find(Boolean);
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * Issue 20: the first paint needs nothing but index.html. At the end of the build, the entry stylesheet
 * that Vite links from index.html is inlined as a `<style>` (the whole of it: 6 KB gzip, which with the
 * HTML fits the first round trip, so a critical/rest split would save no round trip), and the theme
 * script is already inline in index.html. The CSP then allows exactly those inline blocks by their
 * sha256, computed here from the built index.html — the one source — and written to dist/_headers.
 */
export function inlineHeadAndHeaders(inputs: HeaderInputs, afterStartChunks: string[] = []): Plugin {
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
        const afterStart = Object.values(bundle)
          .filter((chunk) => chunk.type === 'chunk' && afterStartChunks.includes(chunk.name))
          .map((chunk) => `/${chunk.fileName}`);
        if (afterStart.length !== afterStartChunks.length)
          throw new Error(`the build has no chunk named ${afterStartChunks.join(' or ')}`);
        html = startEntryAfterFirstFrame(html, afterStart);
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
