import type { Page } from 'playwright-core';

export interface StoredMessage {
  id: string;
  kind: string;
  text: string;
  meta?: { versionOf?: string; solvedOnDevice?: boolean };
}

/** Every message of the device's history, oldest first (IndexedDB, as a reload reads it). */
export function storedMessages(page: Page): Promise<StoredMessage[]> {
  return page.evaluate(
    () =>
      new Promise<StoredMessage[]>((resolve, reject) => {
        const open = indexedDB.open('studymate');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('messages').objectStore('messages').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(
              (request.result as (StoredMessage & { createdAt: number })[]).sort(
                (a, b) => a.createdAt - b.createdAt,
              ),
            );
          };
        };
      }),
  );
}
