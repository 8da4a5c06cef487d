import type { Json } from '@shared/contract/database.types.ts';
import type { UsagePlan } from '@shared/contract/usage.ts';
import type { DBSchema, IDBPDatabase } from 'idb';
import { createSignal } from './signal.ts';

/**
 * The app's one IndexedDB database (ARCHITECTURE "Offline model"): chats and their messages (history
 * that reads offline), the outbox (queued work with client UUIDs) and composer drafts. Everything in it
 * belongs to whoever uses this browser now, so sign-out wipes it with clearLocalData().
 */
export const DB_NAME = 'studymate';
export const DB_VERSION = 2;

export interface StoredChat {
  id: string;
  title: string;
  /** The subject chip the chat started from, if any (SPEC §1). */
  subject: string | null;
  createdAt: number;
  updatedAt: number;
  /**
   * When the title was last set by hand (a rename here, or a newer title pulled from the account).
   * Kept apart from updatedAt so that a rename does not reorder the list; sync compares
   * max(updatedAt, titleUpdatedAt) with the server's updated_at (last writer wins).
   */
  titleUpdatedAt?: number;
  /**
   * Whose chat this is: the signed-in user's id when the chat was first saved (or pulled from that
   * account), null for a signed-out visitor's chat and for history from before version 2. Undefined:
   * not decided yet (first saved while the session was being restored); the chat's next save decides.
   * Only chats of the signed-in account are synced; the others stay on this device only (issue 9: a
   * signed-out student's data never leaves the device): never pushed, never removed by a pull.
   */
  account?: string | null;
}

export type StoredMessageKind = 'question' | 'answer' | 'greeting' | 'notice';

export interface StoredMessage {
  id: string;
  chatId: string;
  role: 'user' | 'assistant';
  /** question (user), answer (AI), greeting (a subject chip's), notice (limits, errors, warnings). */
  kind: StoredMessageKind;
  text: string;
  /** A JPEG/PNG data URL for a question with a photo. */
  image: string | null;
  createdAt: number;
  /** A question the student stopped before its answer came: shows 'Stopped' and Retry (issue 13). */
  delivery?: 'stopped';
  /** The request id a question was sent with; Retry sends it again (the server counts it once). */
  requestId?: string;
  /** A limit notice: whose daily limit was reached, which decides the actions under it (issue 13). */
  limit?: UsagePlan;
  /** Extras that travel with the message to the account (synced as `chat_messages.meta`). */
  meta?: MessageMeta;
}

/**
 * Per-message extras, one JSON object of at most 16 KiB (`chat_messages.meta`): each feature owns its
 * keys and reads them defensively, since a row from another device or an older version may lack them.
 */
export type MessageMeta = {
  /** Issue 15: answered by the built-in solver in this browser (offline or demo mode), not by the tutor. */
  solvedOnDevice?: boolean;
  /** Issue 15: "Ask the tutor when online" was pressed under that answer (the question is queued). */
  tutorAsked?: boolean;
  [key: string]: Json | undefined;
};

export interface OutboxItem {
  /** Client UUID; the server deduplicates on it (exactly-once however often it is retried). */
  id: string;
  kind: 'chat' | 'contact';
  payload: unknown;
  createdAt: number;
  attempts: number;
  lastError: string | null;
}

export interface Draft {
  /** A chat id, or 'new' for the composer of a chat not saved yet. */
  id: string;
  text: string;
  image: string | null;
  updatedAt: number;
}

/**
 * A local change not yet sent to the signed-in user's account (src/features/sync). Keys:
 * `chat:<id>` (create or retitle the chat), `message:<id>` (append a message), `delete:<id>`.
 */
export interface SyncQueueItem {
  key: string;
  op: 'chat' | 'message' | 'delete';
  chatId: string;
  messageId: string | null;
  /** The account the chat belongs to; sync sends an item only while that account is signed in. */
  account: string;
  /** Changes each time the item is written again, so a push only removes the version it sent. */
  rev: string;
}

export interface StudyMateDB extends DBSchema {
  chats: { key: string; value: StoredChat; indexes: { byUpdated: number } };
  messages: {
    key: string;
    value: StoredMessage;
    indexes: { byChat: [string, number] };
  };
  outbox: { key: string; value: OutboxItem; indexes: { byCreated: number } };
  drafts: { key: string; value: Draft };
  syncQueue: { key: string; value: SyncQueueItem; indexes: { byChat: string } };
}

export const STORE_NAMES = ['chats', 'messages', 'outbox', 'drafts', 'syncQueue'] as const;

/** Only questions and answers are conversation; greetings and notices stay on this device. */
export const isSyncedKind = (kind: StoredMessageKind): boolean => kind === 'question' || kind === 'answer';

export const syncRev = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The owner of a chat record (null: device-only; see StoredChat.account). */
export const chatAccount = (chat: Pick<StoredChat, 'account'> | undefined): string | null =>
  chat?.account ?? null;

export const chatSyncItem = (chatId: string, account: string): SyncQueueItem => ({
  key: `chat:${chatId}`,
  op: 'chat',
  chatId,
  messageId: null,
  account,
  rev: syncRev(),
});

export const messageSyncItem = (
  message: Pick<StoredMessage, 'id' | 'chatId'>,
  account: string,
): SyncQueueItem => ({
  key: `message:${message.id}`,
  op: 'message',
  chatId: message.chatId,
  messageId: message.id,
  account,
  rev: syncRev(),
});

export const deleteSyncItem = (chatId: string, account: string): SyncQueueItem => ({
  key: `delete:${chatId}`,
  op: 'delete',
  chatId,
  messageId: null,
  account,
  rev: syncRev(),
});

let opening: Promise<IDBPDatabase<StudyMateDB>> | null = null;

/**
 * Creates or upgrades the stores, in the plain IndexedDB API so that the open never waits for the idb
 * chunk. One block per version, so a browser several versions behind runs each step in order.
 */
function upgrade(db: IDBDatabase, oldVersion: number, tx: IDBTransaction): void {
  if (oldVersion < 1) {
    const chats = db.createObjectStore('chats', { keyPath: 'id' });
    chats.createIndex('byUpdated', 'updatedAt');
    const messages = db.createObjectStore('messages', { keyPath: 'id' });
    messages.createIndex('byChat', ['chatId', 'createdAt']);
    const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
    outbox.createIndex('byCreated', 'createdAt');
    db.createObjectStore('drafts', { keyPath: 'id' });
  }
  if (oldVersion < 2) {
    // Account sync: what is on this device and not yet on the server. History from before this
    // version has no owner (StoredChat.account null): it stays on this device and is not queued.
    const queue = db.createObjectStore('syncQueue', { keyPath: 'key' });
    queue.createIndex('byChat', 'chatId');
    // The version change commits, and the open succeeds, once this walk has no request left.
    const walk = tx.objectStore('chats').openCursor();
    walk.onsuccess = () => {
      const cursor = walk.result;
      if (!cursor) return;
      cursor.update({ ...(cursor.value as StoredChat), account: null });
      cursor.continue();
    };
  }
}

function openRaw(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = (event) => {
      if (request.transaction) upgrade(request.result, event.oldVersion, request.transaction);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Opens (and on first use creates or upgrades) the database; one connection per page. The idb wrapper
 * is a lazy chunk (issue 20): nothing on the first paint waits for the database. The open itself does
 * not wait for that chunk (main.tsx starts it before hydrating, as the browser takes about 100 ms to
 * open the database at 4× CPU); the wrapper is put around the connection when both are there.
 */
export function openAppDb(): Promise<IDBPDatabase<StudyMateDB>> {
  if (opening) return opening;
  const connection = openRaw();
  opening = Promise.all([connection, import('idb')])
    .then(([db, { wrap }]) => {
      // Another tab wants a newer version: step aside so its upgrade can run.
      db.addEventListener('versionchange', () => void closeAppDb());
      // Closed by the browser (storage cleared, a crash): the next call opens again.
      db.addEventListener('close', () => {
        opening = null;
      });
      // wrap() is typed for any schema; this connection has StudyMateDB's stores (upgrade above).
      return wrap(db) as unknown as IDBPDatabase<StudyMateDB>;
    })
    .catch(async (error: unknown) => {
      opening = null;
      // Opened, but the wrapper did not load: no connection is left open to block a later upgrade.
      (await connection.catch(() => null))?.close();
      throw error;
    });
  return opening;
}

export async function closeAppDb(): Promise<void> {
  const pending = opening;
  opening = null;
  if (pending) (await pending.catch(() => null))?.close();
}

const cleared = createSignal();

/** Called after clearLocalData() so that in-memory copies (the open chat, the history list) go too. */
export const onLocalDataCleared = cleared.subscribe;

/** Wipes every store (the accounts feature calls this on sign-out). */
export async function clearLocalData(): Promise<void> {
  const db = await openAppDb();
  const tx = db.transaction(STORE_NAMES, 'readwrite');
  await Promise.all([...STORE_NAMES.map((name) => tx.objectStore(name).clear()), tx.done]);
  await cleared.emit();
}
