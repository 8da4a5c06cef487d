import { defineConfig } from 'vitest/config';
import { appAlias, reactDependents } from './scripts/aliases.ts';

const resolve = { alias: appAlias };

// One project per test layer (ARCHITECTURE "Tests"); scripts/test.mjs runs them in order.
export default defineConfig({
  test: {
    projects: [
      {
        // Testing Library's ESM build (its `module` field), which Vite then runs with the aliases.
        resolve: { ...resolve, mainFields: ['module', 'main'] },
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/support/unit-setup.ts'],
          // Through Vite, so their React imports take the aliases (scripts/aliases.ts); user-event and
          // Testing Library's DOM package too, so they share the instance the React package configures
          // (its act() around events, which flushes Preact's effects).
          server: {
            deps: { inline: [...reactDependents, '@testing-library/dom', '@testing-library/user-event'] },
          },
        },
      },
      {
        resolve,
        test: {
          name: 'db',
          include: ['test/db/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve,
        test: {
          name: 'functions',
          include: ['test/functions/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'local',
          include: ['test/local/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve,
        test: {
          name: 'security',
          include: ['test/security/**/*.test.ts'],
          environment: 'node',
          // Some attacks take dozens of bcrypt checks, slow on a busy 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve,
        test: {
          // The local backend against PostgREST's and GoTrue's documented behaviour (issue 19).
          name: 'compat',
          include: ['test/compat/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          setupFiles: ['test/e2e/support/watch-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
