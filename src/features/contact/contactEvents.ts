/** A queued or sent contact message settled: delivered (ok) or refused by the server. */
type SettleListener = (clientId: string, ok: boolean) => void;

const listeners = new Set<SettleListener>();

export function onContactSettled(listener: SettleListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contactSettled(clientId: string, ok: boolean): void {
  for (const listener of listeners) listener(clientId, ok);
}
