import { createSignal } from '../../lib/signal.ts';

/** A queued or sent contact message settled: delivered (ok) or refused by the server. */
type SettleListener = (clientId: string, ok: boolean) => void;

const settled = createSignal<{ clientId: string; ok: boolean }>();

export function onContactSettled(listener: SettleListener): () => void {
  return settled.subscribe(({ clientId, ok }) => listener(clientId, ok));
}

export function contactSettled(clientId: string, ok: boolean): void {
  void settled.emit({ clientId, ok });
}
