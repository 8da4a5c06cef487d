/**
 * "The local history changed": told after every write of historyRepo, so the account sync (loaded
 * later, src/features/sync) can push whoever wrote it — the send flow, a rename or a delete.
 */
const listeners = new Set<() => void>();

export function onHistoryChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyHistoryChanged(): void {
  for (const listener of listeners) listener();
}
