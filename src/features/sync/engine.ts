import { chatAccount, type StoredMessage } from '../../lib/db.ts';
import { historyStrings } from '../../lib/strings.ts';
import { type AppSupabaseClient, loadSupabase } from '../../lib/supabase.ts';
import { announceSyncedChanges } from '../history/index.ts';
import {
  applyPull,
  NotOwner,
  type OwnerCheck,
  readChat,
  readChats,
  readQueue,
  readSyncedMessages,
  removeQueueItems,
} from './localStore.ts';
import { fromRemoteMessage, type RemoteMessageInsert, toRemoteChat, toRemoteMessage } from './mapping.ts';
import { pendingChats, planPull, planPush } from './merge.ts';
import { deleteRemoteChat, listRemoteChats, listRemoteMessages, pushChat, pushMessages } from './remote.ts';

/**
 * The account sync (loaded after the first paint, only for a signed-in user; see startSync.ts). One
 * cycle at a time: pull (so this device has the newest titles before it writes), then push the queue.
 */

const DEBOUNCE_MS = 400;
const RETRY_MS = 30_000;

let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;
let again = false;
let epoch = 0;

/** Runs a cycle soon (changes in a burst share one). `account` answers who is signed in now. */
export function scheduleSync(account: () => string | null, delay = DEBOUNCE_MS): void {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void run(account);
  }, delay);
}

/** Signed out or the data was wiped: nothing in flight may write any more. */
export function cancelSync(): void {
  epoch += 1;
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** Resolves when the cycle in flight (if any) is over; for tests and callers that need the result. */
export function syncIdle(): Promise<void> {
  return running ?? Promise.resolve();
}

async function run(account: () => string | null): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = cycle(account)
    .catch((error: unknown) => {
      if (error instanceof NotOwner) return;
      console.warn('Chat sync failed; it will be retried', error);
      scheduleSync(account, RETRY_MS);
    })
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        scheduleSync(account, 0);
      }
    });
  await running;
}

async function cycle(account: () => string | null): Promise<void> {
  const userId = account();
  if (!userId || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  const client = await loadSupabase();
  if (!client) return;
  const started = epoch;
  const stillOwner: OwnerCheck = () => epoch === started && account() === userId;
  await pull(client, userId, stillOwner);
  await push(client, userId, stillOwner);
}

async function pull(client: AppSupabaseClient, userId: string, stillOwner: OwnerCheck): Promise<void> {
  const remote = await listRemoteChats(client);
  const [local, queue] = await Promise.all([readChats(), readQueue()]);
  const plan = planPull(local, pendingChats(queue), remote, userId);
  if (plan.create.length + plan.update.length + plan.remove.length === 0) return;
  const fetched = await listRemoteMessages(
    client,
    [...plan.create, ...plan.update].map((c) => c.id),
  );
  const byChat = new Map<string, StoredMessage[]>();
  for (const row of fetched) {
    const message = fromRemoteMessage(row);
    if (!message) continue;
    const list = byChat.get(message.chatId) ?? [];
    list.push(message);
    byChat.set(message.chatId, list);
  }
  const result = await applyPull(plan, byChat, stillOwner, userId);
  if (!stillOwner()) return;
  // The history list and the open chat follow (they listen; the sync does not know them).
  await announceSyncedChanges({ changed: result.changed, removed: result.removed });
}

/** Sends the queued changes of `userId`'s chats; a device-only chat (StoredChat.account) never goes. */
async function push(client: AppSupabaseClient, userId: string, stillOwner: OwnerCheck): Promise<void> {
  const queue = await readQueue();
  if (queue.length === 0) return;
  const localChats = new Map((await readChats()).map((c) => [c.id, c]));
  const withConversation = new Set<string>();
  const messagesOf = new Map<string, StoredMessage[]>();
  for (const chatId of new Set(queue.map((item) => item.chatId))) {
    if (chatAccount(localChats.get(chatId)) !== userId) continue;
    const messages = await readSyncedMessages(chatId);
    messagesOf.set(chatId, messages);
    if (messages.length > 0) withConversation.add(chatId);
  }
  const plan = planPush(queue, localChats, withConversation, userId);
  await removeQueueItems(plan.obsolete);
  for (const item of plan.deletes) {
    if (!stillOwner()) return;
    await deleteRemoteChat(client, item.chatId);
    await removeQueueItems([item]);
  }
  for (const { chatId, items } of plan.chats) {
    if (!stillOwner()) return;
    const chat = await readChat(chatId);
    if (!chat || chatAccount(chat) !== userId) continue;
    await pushChat(client, toRemoteChat(chat));
    const wanted = new Set(items.filter((i) => i.op === 'message').map((i) => i.messageId));
    const rows = (messagesOf.get(chatId) ?? [])
      .filter((m) => wanted.has(m.id))
      .map((m) => toRemoteMessage(m, historyStrings.photoNotSynced))
      .filter((row): row is RemoteMessageInsert => row !== null);
    await pushMessages(client, rows);
    await removeQueueItems(items);
  }
}
