import {
  chatAccount,
  chatSyncItem,
  deleteSyncItem,
  isSyncedKind,
  messageSyncItem,
  openAppDb,
  type StoredChat,
  type StoredMessage,
} from '../../lib/db.ts';
import { notifyHistoryChanged } from './historyChanges.ts';
import { matchesQuery } from './search.ts';

/**
 * Chat history in IndexedDB. Every write is its own transaction so that a message is on disk before
 * the screen shows it (the send flow awaits these calls). Each write also queues the change for the
 * account sync (syncQueue, same transaction), which sends it only while that account is signed in.
 * Only chats with an owner (StoredChat.account) are queued: a signed-out visitor's chats stay on this
 * device only.
 */

/**
 * Saves a message together with its chat record (title, time of the last message) in one transaction.
 * The owner (StoredChat.account) is the one of the stored record; `chat.account` counts only when the
 * record is new, or its owner was not decided yet (first saved while the session was being restored:
 * undefined). Answers the chat as stored.
 */
export async function saveMessage(message: StoredMessage, chat: StoredChat): Promise<StoredChat> {
  const db = await openAppDb();
  const tx = db.transaction(['chats', 'messages', 'syncQueue'], 'readwrite');
  const chats = tx.objectStore('chats');
  const queue = tx.objectStore('syncQueue');
  const write = async (): Promise<StoredChat> => {
    const existing = await chats.get(chat.id);
    const account = existing?.account !== undefined ? existing.account : chat.account;
    const stored: StoredChat = { ...chat, account };
    const owner = chatAccount(stored);
    await Promise.all([
      tx.objectStore('messages').put(message),
      chats.put(stored),
      owner === null ? null : queue.put(chatSyncItem(chat.id, owner)),
      owner !== null && isSyncedKind(message.kind) ? queue.put(messageSyncItem(message, owner)) : null,
    ]);
    return stored;
  };
  const [stored] = await Promise.all([write(), tx.done]);
  notifyHistoryChanged();
  return stored;
}

/** The time a chat last changed, for last-writer-wins: activity or a title set by hand. */
export const chatVersion = (chat: StoredChat): number => Math.max(chat.updatedAt, chat.titleUpdatedAt ?? 0);

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

/** Renames a chat; its place in the list (updatedAt) stays, the rename time goes to titleUpdatedAt. */
export async function renameChat(
  chatId: string,
  title: string,
  now = Date.now(),
): Promise<StoredChat | null> {
  const db = await openAppDb();
  const tx = db.transaction(['chats', 'syncQueue'], 'readwrite');
  const chat = await tx.objectStore('chats').get(chatId);
  if (!chat) return null;
  // Strictly newer than any version this chat had, so the rename wins over what it replaces.
  const renamed = { ...chat, title, titleUpdatedAt: Math.max(now, chatVersion(chat) + 1) };
  const account = chatAccount(chat);
  await Promise.all([
    tx.objectStore('chats').put(renamed),
    account === null ? null : tx.objectStore('syncQueue').put(chatSyncItem(chatId, account)),
    tx.done,
  ]);
  notifyHistoryChanged();
  return renamed;
}

/** Deletes a chat, its messages and its draft; queues the deletion for its account, if it has one. */
export async function deleteChat(chatId: string): Promise<void> {
  const db = await openAppDb();
  const tx = db.transaction(['chats', 'messages', 'drafts', 'syncQueue'], 'readwrite');
  const range = IDBKeyRange.bound([chatId, -Infinity], [chatId, Infinity]);
  const queue = tx.objectStore('syncQueue');
  const account = chatAccount(await tx.objectStore('chats').get(chatId));
  const deletions: Promise<unknown>[] = [
    tx.objectStore('chats').delete(chatId),
    tx.objectStore('drafts').delete(chatId),
  ];
  let cursor = await tx.objectStore('messages').index('byChat').openKeyCursor(range);
  while (cursor) {
    deletions.push(tx.objectStore('messages').delete(cursor.primaryKey));
    cursor = await cursor.continue();
  }
  // Pending pushes of this chat are moot now; only the deletion is left to send.
  for (const key of await queue.index('byChat').getAllKeys(chatId)) deletions.push(queue.delete(key));
  // A device-only chat was never on the server: there is nothing to delete there.
  if (account !== null) deletions.push(queue.put(deleteSyncItem(chatId, account)));
  await Promise.all([...deletions, tx.done]);
  notifyHistoryChanged();
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
