import { type OutboxItem, openAppDb } from '../../lib/db.ts';

/** The outbox in IndexedDB: every call is its own transaction, so an item is on disk once it resolves. */

export type OutboxKind = OutboxItem['kind'];

export async function putItem(item: OutboxItem): Promise<void> {
  const db = await openAppDb();
  await db.put('outbox', item);
}

/** Oldest first: items are sent in the order they were queued. */
export async function listItems(): Promise<OutboxItem[]> {
  const db = await openAppDb();
  return db.getAllFromIndex('outbox', 'byCreated');
}

export async function getItem(id: string): Promise<OutboxItem | undefined> {
  const db = await openAppDb();
  return db.get('outbox', id);
}

export async function countItems(): Promise<number> {
  const db = await openAppDb();
  return db.count('outbox');
}

export async function removeItem(id: string): Promise<void> {
  const db = await openAppDb();
  await db.delete('outbox', id);
}

/** Notes a failed attempt; an item removed meanwhile (delivered by another tab) stays removed. */
export async function recordFailure(id: string, error: string): Promise<OutboxItem | null> {
  const db = await openAppDb();
  const tx = db.transaction('outbox', 'readwrite');
  const item = await tx.store.get(id);
  if (!item) {
    await tx.done;
    return null;
  }
  const next = { ...item, attempts: item.attempts + 1, lastError: error };
  await Promise.all([tx.store.put(next), tx.done]);
  return next;
}
