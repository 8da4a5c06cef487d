import { fileURLToPath } from 'node:url';

/**
 * `@shared/…` is the code the browser shares with the edge functions (supabase/functions/_shared: the
 * contract and the solver), where `supabase functions deploy` bundles it. The same mapping is in
 * tsconfig.base.json `paths`.
 */
const sharedCode = {
  '@shared': fileURLToPath(new URL('../supabase/functions/_shared', import.meta.url)),
};

/**
 * The app is written against React's API and typed with @types/react, and runs on Preact 11's compat
 * layer (issue 20: about 60 KB gzip less on the first paint; docs/DECISIONS.md). Every import of React,
 * ours and our dependencies' (zustand, wouter, react-markdown, react-image-crop, Testing Library), and
 * the automatic JSX runtime that tsconfig's `jsx: react-jsx` imports, resolve here. Exact specifiers,
 * longest first: Vite's alias also matches `key/…`, so `react` alone would catch the subpaths too.
 */
const reactOnPreact = {
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
  // wouter's fallback for React < 18: Preact has the hook itself.
  'use-sync-external-store/shim/index.js': 'preact/compat',
};

/**
 * The packages that import React: Vite resolves their imports through the aliases above only if it
 * processes them, so the prerender step (Vite SSR) and vitest, which would leave them to Node, inline them.
 */
export const reactDependents = [
  'zustand',
  'wouter',
  'react-markdown',
  'react-image-crop',
  '@testing-library/react',
];

/** The one alias table: Vite (vite.config.ts), the prerender step and every vitest project use it. */
export const appAlias = { ...sharedCode, ...reactOnPreact };
