import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Absent in the few unit files that run in Node (they read the source tree, not a page).
  globalThis.localStorage?.clear();
});

// Preact runs effects after the next frame (requestAnimationFrame, or a 35 ms timer at most): let the
// last test's pending ones run while jsdom is still there, not after its globals are gone.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
