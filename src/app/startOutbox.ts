import { useAuthStore } from '../features/auth/authStore.ts';
import { questionOutboxHandler } from '../features/chat/api/queuedQuestion.ts';
import { contactOutboxHandler } from '../features/contact/contactOutbox.ts';
import { drain, forgetAll, refreshUi, registerHandler } from '../features/offline/engine.ts';
import { OUTBOX_DRAIN_MESSAGE } from '../features/offline/messages.ts';
import { onLocalDataCleared } from '../lib/db.ts';

let started = false;

/** Resolves once the session is known (a signed-in user's questions go out with their token). */
function authSettled(): Promise<void> {
  if (useAuthStore.getState().status !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useAuthStore.subscribe((s) => {
      if (s.status === 'loading') return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The app shell composes the outbox with its senders: the chat's queued questions and the contact
 * form's messages, then wires the drain triggers (ARCHITECTURE "Offline model"): start-up, 'online',
 * visibilitychange, the service worker's Background Sync message, and a change of account (held
 * questions of the user who signed in may go). Loaded lazily from main.tsx after the first paint; an
 * empty outbox costs one IndexedDB count and never loads supabase-js.
 */
export async function startOutbox(): Promise<void> {
  if (started) return;
  started = true;
  registerHandler('chat', questionOutboxHandler);
  registerHandler('contact', contactOutboxHandler);

  onLocalDataCleared(forgetAll);
  addEventListener('online', () => void drain({ force: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshUi().then(() => drain());
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_DRAIN_MESSAGE) void drain({ force: true });
  });
  let lastUser = useAuthStore.getState().user?.id ?? null;
  useAuthStore.subscribe((s) => {
    const user = s.user?.id ?? null;
    if (s.status === 'loading' || user === lastUser) return;
    lastUser = user;
    void drain({ force: true });
  });

  await authSettled();
  lastUser = useAuthStore.getState().user?.id ?? null;
  const items = await refreshUi();
  if (items.length > 0) await drain({ force: true });
}
