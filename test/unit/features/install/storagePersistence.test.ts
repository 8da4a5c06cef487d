import { describe, expect, it } from 'vitest';
import {
  PERSIST_ASKED_KEY,
  requestPersistenceOnce,
} from '../../../../src/features/install/storagePersistence.ts';

function fakeStorageManager(answer: boolean, persisted = false) {
  const manager = {
    calls: 0,
    persisted: async () => persisted,
    persist: async () => {
      manager.calls += 1;
      return answer;
    },
  };
  return manager;
}

describe('persistent storage request', () => {
  it('asks once and remembers it asked, whatever the answer', async () => {
    const storage = fakeStorageManager(false);
    expect(await requestPersistenceOnce(storage, localStorage)).toBe('denied');
    expect(localStorage.getItem(PERSIST_ASKED_KEY)).toBe('denied');
    expect(await requestPersistenceOnce(storage, localStorage)).toBe('asked-before');
    expect(storage.calls).toBe(1);
  });

  it('reports a grant', async () => {
    expect(await requestPersistenceOnce(fakeStorageManager(true), localStorage)).toBe('granted');
  });

  it('does not ask when storage is already persistent', async () => {
    const storage = fakeStorageManager(true, true);
    expect(await requestPersistenceOnce(storage, localStorage)).toBe('already');
    expect(storage.calls).toBe(0);
  });

  it('without the API there is nothing to ask, and it may ask in a later browser', async () => {
    expect(await requestPersistenceOnce(undefined, localStorage)).toBe('unsupported');
    expect(localStorage.getItem(PERSIST_ASKED_KEY)).toBeNull();
  });
});
