import { chatAccount, type StoredChat, type StoredMessage, type SyncQueueItem } from '../../lib/db.ts';
import { chatVersion } from '../history/index.ts';
import { fromIso, type RemoteChat } from './mapping.ts';

/**
 * Merge rules between this device and the account (pure):
 * - a chat's title: last writer wins, comparing the server's updated_at with the local
 *   max(updatedAt, titleUpdatedAt);
 * - messages: the union by id (append-only; a local copy is never overwritten);
 * - a chat missing on the server is deleted here only when nothing of it waits to be pushed
 *   (it was pushed before, so another device deleted it); a chat whose deletion waits here is not
 *   pulled back;
 * - only the signed-in account's chats take part: a chat made by a signed-out visitor (account null)
 *   stays on this device only; it is never sent, and a pull never removes it (it was never meant to be
 *   on the server).
 */

export interface PullPlan {
  /** On the server, not here: create locally. */
  create: RemoteChat[];
  /** Newer on the server: take its title (and look for new messages). */
  update: RemoteChat[];
  /** The account's chats gone from the server with nothing pending here: delete locally. */
  remove: string[];
}

export interface PendingChats {
  /** Chats with any queued item (chat, message or delete). */
  pending: ReadonlySet<string>;
  /** Chats whose deletion is queued. */
  deleting: ReadonlySet<string>;
}

export function pendingChats(queue: readonly SyncQueueItem[]): PendingChats {
  const pending = new Set<string>();
  const deleting = new Set<string>();
  for (const item of queue) {
    pending.add(item.chatId);
    if (item.op === 'delete') deleting.add(item.chatId);
  }
  return { pending, deleting };
}

export function planPull(
  local: readonly StoredChat[],
  { pending, deleting }: PendingChats,
  remote: readonly RemoteChat[],
  account: string,
): PullPlan {
  const byId = new Map(local.map((chat) => [chat.id, chat]));
  const remoteIds = new Set<string>();
  const plan: PullPlan = { create: [], update: [], remove: [] };
  for (const chat of remote) {
    remoteIds.add(chat.id);
    if (deleting.has(chat.id)) continue;
    const mine = byId.get(chat.id);
    if (!mine) plan.create.push(chat);
    else if (fromIso(chat.updated_at) > chatVersion(mine)) plan.update.push(chat);
  }
  for (const chat of local) {
    if (chatAccount(chat) !== account) continue;
    if (!remoteIds.has(chat.id) && !pending.has(chat.id)) plan.remove.push(chat.id);
  }
  return plan;
}

/** Messages of `incoming` that this device does not have yet (union by id). */
export function newMessages(
  localIds: ReadonlySet<string>,
  incoming: readonly StoredMessage[],
): StoredMessage[] {
  const seen = new Set(localIds);
  const out: StoredMessage[] = [];
  for (const message of incoming) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    out.push(message);
  }
  return out;
}

/**
 * The local record after taking the server's version of a chat (which is newer, or new here). A chat
 * new here belongs to `account` (the one it was pulled from); a known chat keeps its owner.
 */
export function mergeChat(
  local: StoredChat | undefined,
  remote: RemoteChat,
  messages: readonly Pick<StoredMessage, 'createdAt'>[],
  account: string,
): StoredChat {
  const remoteVersion = fromIso(remote.updated_at);
  const lastMessage = Math.max(-Infinity, ...messages.map((m) => m.createdAt));
  if (!local) {
    const createdAt = fromIso(remote.created_at);
    return {
      id: remote.id,
      title: remote.title,
      // The subject chip is not part of the server's chat: a pulled chat has none.
      subject: null,
      createdAt,
      updatedAt: Number.isFinite(lastMessage) ? Math.max(createdAt, lastMessage) : remoteVersion,
      titleUpdatedAt: remoteVersion,
      account,
    };
  }
  return {
    ...local,
    title: remote.title,
    titleUpdatedAt: remoteVersion,
    updatedAt: Math.max(local.updatedAt, lastMessage),
  };
}

export interface PushPlan {
  deletes: SyncQueueItem[];
  /** Chats to create or update on the server, with their queued chat/message items. */
  chats: { chatId: string; items: SyncQueueItem[] }[];
  /**
   * Items that go without sending anything: their chat is gone here, or is not the account's, or the
   * item is another account's.
   */
  obsolete: SyncQueueItem[];
}

/**
 * Groups the queue: deletions first, then per chat. Only items of `account` are sent; any other item
 * (another account's, which a sign-in wipes anyway) is obsolete, and so are items of a chat here that
 * is not the account's (a device-only chat is never sent). A chat is sent only once it holds a question or
 * answer (`withConversation`); until then its items wait (a chat of only a greeting is not sent).
 */
export function planPush(
  queue: readonly SyncQueueItem[],
  localChats: ReadonlyMap<string, StoredChat>,
  withConversation: ReadonlySet<string>,
  account: string,
): PushPlan {
  const plan: PushPlan = { deletes: [], chats: [], obsolete: [] };
  const groups = new Map<string, SyncQueueItem[]>();
  for (const item of queue) {
    const chat = localChats.get(item.chatId);
    if (item.account !== account) plan.obsolete.push(item);
    else if (item.op === 'delete') plan.deletes.push(item);
    else if (!chat || chatAccount(chat) !== account) plan.obsolete.push(item);
    else if (withConversation.has(item.chatId)) {
      const group = groups.get(item.chatId) ?? [];
      group.push(item);
      groups.set(item.chatId, group);
    }
  }
  for (const [chatId, items] of groups) plan.chats.push({ chatId, items });
  return plan;
}
