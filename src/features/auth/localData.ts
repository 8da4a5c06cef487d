/**
 * Removes the signed-in user's data from this device (ARCHITECTURE "Offline model": chats, messages,
 * outbox and drafts in IndexedDB). The database module is loaded on demand so that idb stays out of
 * the first paint unless the chat already needs it.
 */
export async function wipeLocalData(): Promise<void> {
  try {
    const { clearLocalData } = await import('../../lib/db.ts');
    await clearLocalData();
  } catch (error) {
    console.error('Could not clear the local data', error);
  }
}
