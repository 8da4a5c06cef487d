/** localStorage key: set once the app has asked the browser to keep its storage. */
export const PERSIST_ASKED_KEY = 'studymate.storagePersistAsked';

export type PersistOutcome = 'granted' | 'denied' | 'already' | 'unsupported' | 'asked-before';

/**
 * Asks the browser once per device to exempt this site's storage (saved chats, the outbox, drafts)
 * from eviction under storage pressure. Remembers that it asked, whatever the answer, so the student
 * is never asked again (Firefox shows a permission prompt; Chromium decides silently).
 */
export async function requestPersistenceOnce(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined,
  flags: Pick<Storage, 'getItem' | 'setItem'>,
): Promise<PersistOutcome> {
  if (flags.getItem(PERSIST_ASKED_KEY)) return 'asked-before';
  if (!storage?.persist || !storage.persisted) return 'unsupported';
  try {
    if (await storage.persisted()) {
      flags.setItem(PERSIST_ASKED_KEY, 'already');
      return 'already';
    }
    const granted = await storage.persist();
    flags.setItem(PERSIST_ASKED_KEY, granted ? 'granted' : 'denied');
    return granted ? 'granted' : 'denied';
  } catch {
    // A refusal to even ask (e.g. an opaque origin) is not worth retrying on every start.
    flags.setItem(PERSIST_ASKED_KEY, 'failed');
    return 'denied';
  }
}
