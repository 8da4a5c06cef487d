import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The app's one IndexedDB database (ARCHITECTURE "Offline model"): chats and their messages (history
 * that reads offline), the outbox (queued work with client UUIDs) and composer drafts. Everything in it
 * belongs to whoever uses this browser now, so sign-out wipes it with clearLocalData().
 */
export const DB_NAME = 'studymate';
export const DB_VERSION = 1;

export interface StoredChat {
  id: string;
  title: string;
  /** The subject chip the chat started from, if any (SPEC §1). */
  subject: string | null;
  createdAt: number;
  updatedAt: number;
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
}

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

export interface StudyMateDB extends DBSchema {
  chats: { key: string; value: StoredChat; indexes: { byUpdated: number } };
  messages: {
    key: string;
    value: StoredMessage;
    indexes: { byChat: [string, number] };
  };
  outbox: { key: string; value: OutboxItem; indexes: { byCreated: number } };
  drafts: { key: string; value: Draft };
}

export const STORE_NAMES = ['chats', 'messages', 'outbox', 'drafts'] as const;

let opening: Promise<IDBPDatabase<StudyMateDB>> | null = null;

/** Opens (and on first use creates or upgrades) the database; one connection per page. */
export function openAppDb(): Promise<IDBPDatabase<StudyMateDB>> {
  opening ??= openDB<StudyMateDB>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      // One block per version, so a browser several versions behind runs each step in order.
      if (oldVersion < 1) {
        const chats = db.createObjectStore('chats', { keyPath: 'id' });
        chats.createIndex('byUpdated', 'updatedAt');
        const messages = db.createObjectStore('messages', { keyPath: 'id' });
        messages.createIndex('byChat', ['chatId', 'createdAt']);
        const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
        outbox.createIndex('byCreated', 'createdAt');
        db.createObjectStore('drafts', { keyPath: 'id' });
      }
    },
    blocking() {
      // Another tab wants a newer version: step aside so its upgrade can run.
      void closeAppDb();
    },
    terminated() {
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function closeAppDb(): Promise<void> {
  const pending = opening;
  opening = null;
  if (pending) (await pending.catch(() => null))?.close();
}

const clearedListeners = new Set<() => void>();

/** Called after clearLocalData() so that in-memory copies (the open chat, the history list) go too. */
export function onLocalDataCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Wipes every store (the accounts feature calls this on sign-out). */
export async function clearLocalData(): Promise<void> {
  const db = await openAppDb();
  const tx = db.transaction(STORE_NAMES, 'readwrite');
  await Promise.all([...STORE_NAMES.map((name) => tx.objectStore(name).clear()), tx.done]);
  for (const listener of clearedListeners) listener();
}
