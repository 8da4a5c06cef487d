import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Absent in the few unit files that run in Node (they read the source tree, not a page).
  globalThis.localStorage?.clear();
});
