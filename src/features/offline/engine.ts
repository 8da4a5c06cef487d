import type { OutboxItem } from '../../lib/db.ts';
import { dueItems, earliestRetry, nextAttemptAt } from './backoff.ts';
import { OUTBOX_SYNC_TAG } from './messages.ts';
import { isOffline } from './network.ts';
import { getItem, listItems, putItem, recordFailure, removeItem } from './outboxRepo.ts';
import { type QueuedEntry, useOutboxUi } from './outboxState.ts';

/**
 * The outbox engine (ARCHITECTURE "Offline model"). Items carry a client UUID the server deduplicates
 * on; the engine sends them oldest first, one at a time, under a cross-tab Web Lock so that two tabs
 * never send (and answer) the same item at once, and retries network failures with exponential backoff.
 * It knows nothing about what an item means: each kind registers a handler (startOutbox.ts does).
 */

export interface DeliveryContext {
  /** The user is waiting on the screen for this item (the contact form's first send). */
  interactive: boolean;
}

export type DeliveryResult =
  /** Settled for good (delivered, or refused by the server): the item leaves the outbox. */
  | { kind: 'done' }
  /** No answer (network): kept, tried again later. */
  | { kind: 'retry'; error: string }
  /** Not sendable now (e.g. it belongs to another account than the one signed in): kept, not counted. */
  | { kind: 'hold' };

export interface OutboxHandler {
  deliver(item: OutboxItem, context: DeliveryContext): Promise<DeliveryResult>;
  /** What the screens key the item's queued state by (default: the item id). */
  ref?(item: OutboxItem): string;
}

const handlers = new Map<OutboxItem['kind'], OutboxHandler>();
/** Earliest next attempt per item, after failures (this page only: a reload tries everything). */
const notBefore = new Map<string, number>();
const inFlight = new Set<string>();
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let draining: Promise<void> | null = null;
let drainAgain: { force: boolean } | null = null;
const LOCK_NAME = 'studymate-outbox';

export function registerHandler(kind: OutboxItem['kind'], handler: OutboxHandler): void {
  handlers.set(kind, handler);
}

export const uiEntry = (item: OutboxItem, status: QueuedEntry['status'] = 'queued'): QueuedEntry => ({
  kind: item.kind,
  ref: handlers.get(item.kind)?.ref?.(item) ?? item.id,
  status,
});

/**
 * Puts an item in the outbox (on disk first) and shows it as queued. An item that already failed
 * (`attempts` > 0: its request got no answer) is retried after its backoff wait.
 */
export async function enqueue(item: OutboxItem, ref?: string): Promise<void> {
  await putItem(item);
  useOutboxUi.getState().show(item.id, { ...uiEntry(item), ...(ref ? { ref } : {}) });
  void requestBackgroundSync();
  if (item.attempts > 0) {
    notBefore.set(item.id, nextAttemptAt(Date.now(), item.attempts));
    scheduleRetry();
  }
}

/** Mirrors the outbox on the screens (start-up, another tab's changes). */
export async function refreshUi(): Promise<OutboxItem[]> {
  const items = await listItems();
  const ui = useOutboxUi.getState();
  const entries: Record<string, QueuedEntry> = {};
  for (const item of items) entries[item.id] = uiEntry(item, ui.items[item.id]?.status ?? 'queued');
  ui.replaceAll(entries);
  return items;
}

/** Runs `work` holding the outbox lock across tabs (or just runs it where Web Locks are missing). */
async function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request(LOCK_NAME, work) as Promise<T>;
}

/** One attempt at one item, read afresh from disk (another tab may have sent it meanwhile). */
async function attempt(id: string, context: DeliveryContext): Promise<DeliveryResult | null> {
  const item = await getItem(id);
  if (!item) {
    notBefore.delete(id);
    useOutboxUi.getState().remove(id);
    return null;
  }
  const handler = handlers.get(item.kind);
  if (!handler) return { kind: 'hold' };
  inFlight.add(id);
  useOutboxUi.getState().setStatus(id, 'sending');
  let result: DeliveryResult;
  try {
    result = await handler.deliver(item, context);
  } catch (error) {
    // A bug or a local failure (IndexedDB): keep the item and try later rather than lose it.
    console.error('Outbox delivery failed', error);
    result = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
  } finally {
    inFlight.delete(id);
  }
  const ui = useOutboxUi.getState();
  if (result.kind === 'done') {
    notBefore.delete(id);
    await removeItem(id);
    ui.remove(id);
  } else if (result.kind === 'retry') {
    const updated = await recordFailure(id, result.error);
    if (updated) {
      notBefore.set(id, nextAttemptAt(Date.now(), updated.attempts));
      ui.setStatus(id, 'queued');
    } else ui.remove(id);
  } else {
    // Held items wait for a change of account (startOutbox drains on it), not for a timer.
    notBefore.delete(id);
    ui.setStatus(id, 'queued');
  }
  return result;
}

/**
 * Sends one item now (the contact form's "Send"): 'done' when it settled, 'queued' when it stays in
 * the outbox for a later drain.
 */
export async function sendNow(id: string): Promise<'done' | 'queued'> {
  if (isOffline()) return 'queued';
  const result = await withLock(() => attempt(id, { interactive: true }));
  scheduleRetry();
  return result?.kind === 'retry' || result?.kind === 'hold' ? 'queued' : 'done';
}

/**
 * Sends what waits in the outbox. `force` ignores the backoff waits (start-up, back online,
 * Background Sync); otherwise only items whose wait is over are tried. Calls while a drain runs are
 * folded into one more pass after it.
 */
export function drain(options: { force?: boolean } = {}): Promise<void> {
  const force = options.force ?? false;
  if (draining) {
    drainAgain = { force: force || (drainAgain?.force ?? false) };
    return draining;
  }
  draining = (async () => {
    let pass: { force: boolean } | null = { force };
    while (pass) {
      drainAgain = null;
      await drainOnce(pass.force);
      pass = drainAgain;
    }
  })().finally(() => {
    draining = null;
    scheduleRetry();
  });
  return draining;
}

async function drainOnce(force: boolean): Promise<void> {
  if (isOffline() || handlers.size === 0) return;
  await withLock(async () => {
    const items = await listItems();
    // Items gone meanwhile (sent by another tab) need no timer.
    const present = new Set(items.map((item) => item.id));
    for (const id of notBefore.keys()) if (!present.has(id)) notBefore.delete(id);
    for (const item of dueItems(items, notBefore, Date.now(), force)) {
      if (inFlight.has(item.id)) continue;
      if (isOffline()) return; // the network went while draining: the rest waits for 'online'
      const result = await attempt(item.id, { interactive: false });
      // A network failure means the next items would fail too: stop here, the backoff retries.
      if (result?.kind === 'retry') return;
    }
  });
}

/** Arms one timer for the earliest waiting retry (not while offline: 'online' will drain). */
function scheduleRetry(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  if (isOffline()) return;
  const at = earliestRetry(
    [...notBefore.keys()].map((id) => ({ id })),
    notBefore,
  );
  // A drain in progress re-arms the timer when it ends.
  if (draining) return;
  if (at === null) return;
  retryTimer = setTimeout(
    () => {
      retryTimer = null;
      void drain();
    },
    Math.max(0, at - Date.now()),
  );
}

/** Sign-out wiped the outbox: forget this page's waits and queued states. */
export function forgetAll(): void {
  notBefore.clear();
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  useOutboxUi.getState().replaceAll({});
}

interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser for a Background Sync (Chromium): when connectivity returns the service worker's
 * `sync` event tells the open tabs to drain. Elsewhere 'online' and start-up do the same job.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration()) as
      | (ServiceWorkerRegistration & SyncCapableRegistration)
      | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not allowed or not supported: the other triggers still drain.
  }
}
