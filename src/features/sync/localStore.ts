import {
  chatAccount,
  isSyncedKind,
  openAppDb,
  type StoredChat,
  type StoredMessage,
  type SyncQueueItem,
} from '../../lib/db.ts';
import { chatVersion } from '../history/index.ts';
import { fromIso, type RemoteChat } from './mapping.ts';
import { mergeChat, newMessages, type PullPlan } from './merge.ts';

/**
 * The sync's reads and writes of IndexedDB. Writes of pulled data check `stillOwner()` right before
 * their transaction starts: a sign-out (which wipes the database) must never be followed by data of
 * the account that just left.
 */
export type OwnerCheck = () => boolean;

export class NotOwner extends Error {
  constructor() {
    super('The signed-in account changed during sync');
    this.name = 'NotOwner';
  }
}

const chatRange = (chatId: string) => IDBKeyRange.bound([chatId, -Infinity], [chatId, Infinity]);

export async function readQueue(): Promise<SyncQueueItem[]> {
  const db = await openAppDb();
  return db.getAll('syncQueue');
}

export async function readChats(): Promise<StoredChat[]> {
  const db = await openAppDb();
  return db.getAll('chats');
}

export async function readChat(chatId: string): Promise<StoredChat | undefined> {
  const db = await openAppDb();
  return db.get('chats', chatId);
}

/** The chat's questions and answers, oldest first. */
export async function readSyncedMessages(chatId: string): Promise<StoredMessage[]> {
  const db = await openAppDb();
  const messages = await db.getAllFromIndex('messages', 'byChat', chatRange(chatId));
  return messages.filter((m) => isSyncedKind(m.kind));
}

/** Removes queue items that were sent, unless they were queued again since (another rev). */
export async function removeQueueItems(items: readonly SyncQueueItem[]): Promise<void> {
  if (items.length === 0) return;
  const db = await openAppDb();
  const tx = db.transaction('syncQueue', 'readwrite');
  await Promise.all([
    ...items.map(async (item) => {
      const current = await tx.store.get(item.key);
      if (current?.rev === item.rev) await tx.store.delete(item.key);
    }),
    tx.done,
  ]);
}

export interface PullResult {
  /** Chats created or changed here. */
  changed: string[];
  removed: string[];
}

/**
 * Applies a pull of `account` in one transaction: removes that account's chats deleted elsewhere (never
 * a device-only chat), creates and updates chats with the union of messages (new ones belong to
 * `account`). Pulled data is not queued (it is on the server already).
 */
export async function applyPull(
  plan: PullPlan,
  messagesByChat: ReadonlyMap<string, StoredMessage[]>,
  stillOwner: OwnerCheck,
  account: string,
): Promise<PullResult> {
  const result: PullResult = { changed: [], removed: [] };
  const db = await openAppDb();
  if (!stillOwner()) throw new NotOwner();
  const tx = db.transaction(['chats', 'messages', 'drafts', 'syncQueue'], 'readwrite');
  const chats = tx.objectStore('chats');
  const messages = tx.objectStore('messages');
  const queue = tx.objectStore('syncQueue');
  const work = async () => {
    for (const chatId of plan.remove) {
      // Queued meanwhile (a new message here): keep it, the push recreates it on the server.
      if ((await queue.index('byChat').count(chatId)) > 0) continue;
      // Only the account's own chats can be "deleted elsewhere"; the others were never on the server.
      if (chatAccount(await chats.get(chatId)) !== account) continue;
      await chats.delete(chatId);
      await tx.objectStore('drafts').delete(chatId);
      for (const key of await messages.index('byChat').getAllKeys(chatRange(chatId)))
        await messages.delete(key);
      result.removed.push(chatId);
    }
    for (const remote of [...plan.create, ...plan.update]) {
      await mergeOne(remote);
    }
  };
  const mergeOne = async (remote: RemoteChat) => {
    const local = await chats.get(remote.id);
    const localIds = new Set(await messages.index('byChat').getAllKeys(chatRange(remote.id)));
    const added = newMessages(localIds, messagesByChat.get(remote.id) ?? []);
    for (const message of added) await messages.put(message);
    // Renamed here since the plan was made: that title is newer; only the messages are taken.
    const keepTitle = local !== undefined && chatVersion(local) >= fromIso(remote.updated_at);
    const merged = mergeChat(local, remote, added, account);
    await chats.put(keepTitle ? { ...local, updatedAt: merged.updatedAt } : merged);
    result.changed.push(remote.id);
  };
  await Promise.all([work(), tx.done]);
  return result;
}
