// The offline outbox's public entry: what the chat and the contact form use to queue and show items.
// It stays small enough for the first paint (the chat shows queued questions): the engine itself, which
// sends, is a chunk loaded on demand through loadOutbox(). Its start-up, which wires the chat's and the
// contact form's senders, belongs to the app shell (src/app/startOutbox.ts).
export type { DeliveryContext, DeliveryResult, OutboxHandler } from './engine.ts';
export { errorText, isOffline } from './network.ts';
export { queuedCount, queuedStatusOf, useOutboxUi } from './outboxState.ts';

/** The outbox engine (enqueue, sendNow, registerHandler, drain …), loaded when something is queued. */
export const loadOutbox = (): Promise<typeof import('./engine.ts')> => import('./engine.ts');
