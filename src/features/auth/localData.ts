import { isShellCache } from '../../lib/shellCaches.ts';

/**
 * Removes the signed-in user's data from this device (ARCHITECTURE "Offline model"): chats, messages,
 * outbox, drafts and the sync queue in IndexedDB, and every Cache Storage cache except the service
 * worker's copies of the app shell (lib/shellCaches.ts: they hold no user data). The database module is loaded on
 * demand so that idb stays out of the first paint unless the chat already needs it.
 */
export async function wipeLocalData(): Promise<void> {
  try {
    // A draft saved while the page was being left (src/features/chat/drafts/draftRescue.ts).
    localStorage.removeItem('studymate.draftRescue');
  } catch {
    // Storage blocked: nothing was kept there either.
  }
  await Promise.all([wipeDatabase(), wipeCaches()]);
}

async function wipeDatabase(): Promise<void> {
  try {
    const { clearLocalData } = await import('../../lib/db.ts');
    await clearLocalData();
  } catch (error) {
    console.error('Could not clear the local data', error);
  }
}

async function wipeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !isShellCache(name)).map((name) => caches.delete(name)));
  } catch (error) {
    console.error('Could not clear the cached data', error);
  }
}
