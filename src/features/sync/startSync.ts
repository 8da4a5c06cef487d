import { onLocalDataCleared } from '../../lib/db.ts';
import { useAuthStore } from '../auth/authStore.ts';
import { onHistoryChanged, onHistoryOpened } from '../history/index.ts';

/**
 * Starts the account sync for signed-in users (first-paint code: small; the engine is a lazy chunk).
 * Triggers: sign-in and start-up (status becomes signedIn), 'online', every local history write, and
 * opening the history panel (onHistoryOpened). A signed-out visitor's data never leaves the device: no
 * request is made and the engine is not even loaded.
 *
 * `owner` is the account whose data IndexedDB holds. When another account signs in, the accounts
 * feature wipes the database; sync waits for that wipe (onLocalDataCleared) before it starts, so the
 * previous account's queue is never sent with the new account's session.
 */
let owner: string | null = null;
let started = false;
let engine: Promise<typeof import('./engine.ts')> | null = null;

/** The signed-in user whose data this device holds, or null (signed out, or a wipe is due). */
export function syncAccount(): string | null {
  const { status, user } = useAuthStore.getState();
  return status === 'signedIn' && user && user.id === owner ? user.id : null;
}

/** Asks for a sync cycle soon; nothing happens unless a user is signed in. */
export function requestSync(): void {
  if (!syncAccount()) return;
  engine ??= import('./engine.ts');
  engine
    .then((m) => m.scheduleSync(syncAccount))
    .catch((error: unknown) => {
      engine = null;
      console.warn('Could not load the chat sync', error);
    });
}

function stopEngine(): void {
  void engine?.then((m) => m.cancelSync()).catch(() => undefined);
}

function follow(): void {
  const { status, user } = useAuthStore.getState();
  if (status !== 'signedIn' || !user) {
    if (status === 'signedOut') owner = null;
    stopEngine();
    return;
  }
  owner ??= user.id;
  requestSync();
}

/** Idempotent; call once the app runs in a browser. */
export function startAccountSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  useAuthStore.subscribe((state, previous) => {
    if (state.status !== previous.status || state.user?.id !== previous.user?.id) follow();
  });
  onLocalDataCleared(() => {
    owner = null;
    stopEngine();
    follow();
  });
  onHistoryChanged(requestSync);
  onHistoryOpened(requestSync);
  addEventListener('online', requestSync);
  follow();
}
