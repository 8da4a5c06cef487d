import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appAlias } from './scripts/aliases.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { assetsInlineLimit, katexWoff2Only } from './scripts/font-assets.ts';
import { inlineHeadAndHeaders } from './scripts/inline-head.ts';
import { nerdamerTrim } from './scripts/nerdamer-trim.ts';
import { prerenderChatShell } from './scripts/prerender-plugin.ts';
import { webManifest } from './scripts/web-manifest.ts';

/** What the CSP must allow besides the app itself, from the env the app is built with. */
const directAiAndBackend = (env: Record<string, string>) => ({
  supabaseUrl: env.VITE_SUPABASE_URL,
  stripeJsUrl: env.VITE_STRIPE_JS_URL,
  directAiUrl: env.VITE_ALLOW_DIRECT_AI === 'true' ? env.VITE_AI_BASE_URL || 'https://api.openai.com' : '',
});

/**
 * Issue 20: what every start loads right after hydration, with what those modules import: one chunk, not
 * seventeen. Each chunk is a request that costs the page's main thread 3–9 ms at 4× CPU (through the
 * service worker offline), and each was a task of its own between hydration and the student's first tap.
 * The history panel is here too: it is what an offline start opens first (1.75 KB gzip, its dialog 0.4).
 * So is idb, the IndexedDB wrapper every start's first read imports (restoring the open chat): as a chunk
 * of its own it was fetched only then, and the database opened 150 ms later than it could (traced).
 */
const AFTER_START_CHUNK = 'afterStart';
const AFTER_START =
  /\/src\/(app\/(startOutbox|afterLoad|documentMeta|registerServiceWorker)|features\/(language\/accountLanguage|sync\/engine|chat\/components\/tools\/index|history\/components\/HistoryPanel))\.tsx?$|\/node_modules\/idb\//;

export default defineConfig(({ mode }) => ({
  plugins: [
    katexWoff2Only(),
    // The solver's lazy chunk: nerdamer-prime without a cache only Li(x) uses (issue 15).
    nerdamerTrim(),
    prerenderChatShell(),
    // V8 compiles the start-up chunks on its streaming thread, not function by function on the main one.
    compileHints([AFTER_START_CHUNK]),
    // Inlines the entry stylesheet into index.html and writes dist/_headers (the CSP hashes index.html's
    // inline blocks), from the same env the app is built with.
    // The starter also fetches the afterStart chunk with the entry (it is not run until imported).
    inlineHeadAndHeaders(directAiAndBackend(loadEnv(mode, process.cwd(), 'VITE_')), [AFTER_START_CHUNK]),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      // index.html's tab icon, precached like the manifest's icons so an offline start finds it.
      includeAssets: ['icons/favicon-32.png'],
      injectManifest: {
        // The plugin adds the manifest and its icons itself; listing png here would precache them twice.
        globPatterns: ['**/*.{js,css,html,svg,ico,woff2}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: appAlias },
  define: {
    // The deployment's id (src/app/buildInfo.ts): set STUDYMATE_BUILD_ID when building a release.
    __STUDYMATE_BUILD__: JSON.stringify(process.env.STUDYMATE_BUILD_ID || 'dev'),
  },
  // The image-compression and solver workers are module workers (src/features/chat/image/compressImage.ts,
  // src/features/solver/deviceSolver.ts). Worker bundles get only these plugins, so the solver's trim
  // is listed again here.
  worker: { format: 'es', plugins: () => [nerdamerTrim()] },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit,
    rolldownOptions: {
      output: {
        // Issue 20: everything the first paint's static graph imports in one chunk, not twenty. Each file is
        // a request (over HTTP/1.1's six connections on a first visit, through the service worker on every
        // offline start); lazy chunks import what they share with it from this one.
        codeSplitting: {
          groups: [
            { name: 'firstPaint', tags: ['$initial'], priority: 2 },
            { name: AFTER_START_CHUNK, test: AFTER_START, priority: 1 },
          ],
        },
      },
    },
  },
}));
