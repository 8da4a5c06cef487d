import { createSignal } from '../../lib/signal.ts';

/**
 * The history's announcements. Whoever writes or reads the local history tells these; the account sync
 * (src/features/sync, started by the app) and the chat listen, so no feature imports the other.
 */

const changed = createSignal();
/** Chats or messages the account sync brought from the server: the ids it changed and removed here. */
export interface SyncedChanges {
  changed: readonly string[];
  removed: readonly string[];
}
const synced = createSignal<SyncedChanges>();
const opened = createSignal();

/** "The local history changed": told after every write of historyRepo, so the sync can push it. */
export const onHistoryChanged = changed.subscribe;
export function notifyHistoryChanged(): void {
  void changed.emit();
}

/** The history list was opened: a good moment to fetch what other devices added. */
export const onHistoryOpened = opened.subscribe;
export function notifyHistoryOpened(): void {
  void opened.emit();
}

/**
 * The account sync applied changes from the server to this device: the history list reloads and the
 * open chat shows them (or closes). Resolves when every listener is done.
 */
export const onSyncedChanges = synced.subscribe;
export const announceSyncedChanges = (changes: SyncedChanges): Promise<void> => synced.emit(changes);
