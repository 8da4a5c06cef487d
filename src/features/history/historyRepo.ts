import { openAppDb, type StoredChat, type StoredMessage } from '../../lib/db.ts';
import { matchesQuery } from './search.ts';

/**
 * Chat history in IndexedDB. Every write is its own transaction so that a message is on disk before
 * the screen shows it (the send flow awaits these calls).
 */

/** Saves a message together with its chat record (title, time of the last message) in one transaction. */
export async function saveMessage(message: StoredMessage, chat: StoredChat): Promise<void> {
  const db = await openAppDb();
  const tx = db.transaction(['chats', 'messages'], 'readwrite');
  await Promise.all([tx.objectStore('messages').put(message), tx.objectStore('chats').put(chat), tx.done]);
}

/** Newest first. */
export async function listChats(): Promise<StoredChat[]> {
  const db = await openAppDb();
  const chats = await db.getAllFromIndex('chats', 'byUpdated');
  return chats.reverse();
}

export async function loadChat(
  chatId: string,
): Promise<{ chat: StoredChat; messages: StoredMessage[] } | null> {
  const db = await openAppDb();
  const tx = db.transaction(['chats', 'messages'], 'readonly');
  const chat = await tx.objectStore('chats').get(chatId);
  if (!chat) return null;
  const range = IDBKeyRange.bound([chatId, -Infinity], [chatId, Infinity]);
  const messages = await tx.objectStore('messages').index('byChat').getAll(range);
  await tx.done;
  return { chat, messages };
}

export async function renameChat(chatId: string, title: string): Promise<StoredChat | null> {
  const db = await openAppDb();
  const tx = db.transaction('chats', 'readwrite');
  const chat = await tx.store.get(chatId);
  if (!chat) return null;
  const renamed = { ...chat, title };
  await Promise.all([tx.store.put(renamed), tx.done]);
  return renamed;
}

export async function deleteChat(chatId: string): Promise<void> {
  const db = await openAppDb();
  const tx = db.transaction(['chats', 'messages'], 'readwrite');
  const range = IDBKeyRange.bound([chatId, -Infinity], [chatId, Infinity]);
  let cursor = await tx.objectStore('messages').index('byChat').openKeyCursor(range);
  const deletions: Promise<void>[] = [tx.objectStore('chats').delete(chatId)];
  while (cursor) {
    deletions.push(tx.objectStore('messages').delete(cursor.primaryKey));
    cursor = await cursor.continue();
  }
  await Promise.all([...deletions, tx.done]);
}

/** Ids of the chats whose title or any message contains every word of the query. */
export async function searchChats(query: string): Promise<Set<string>> {
  const db = await openAppDb();
  const found = new Set<string>();
  for (const chat of await db.getAll('chats')) if (matchesQuery(chat.title, query)) found.add(chat.id);
  let cursor = await db.transaction('messages').store.openCursor();
  while (cursor) {
    const { chatId, text } = cursor.value;
    if (!found.has(chatId) && matchesQuery(text, query)) found.add(chatId);
    cursor = await cursor.continue();
  }
  return found;
}
