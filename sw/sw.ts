/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

// The built shell: every route's code, the mission and contact pages included.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations get index.html from the precache, so every hash route opens offline. Backend paths are
// never answered from a cache (ARCHITECTURE "Offline model"): auth, REST, functions and the mailbox.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/(auth|rest|functions|storage|realtime)\/v1\//, /^\/_mailbox/],
  }),
);

// The first install takes control at once; later versions wait for the user's "Reload".
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (Chromium): the app asks for a sync when it queues a contact message or a question
// (src/features/offline). When connectivity returns, the open tabs are told to drain their outbox: the
// page holds the user's fresh session token (supabase-js keeps it in the page's storage, out of a
// worker's reach) and the chat history logic that files each answer in its chat. With no tab open
// there is nothing to do here; the next start-up drains. Same values as src/features/offline/messages.ts.
const OUTBOX_SYNC_TAG = 'studymate-outbox';
const OUTBOX_DRAIN_MESSAGE = 'OUTBOX_DRAIN';

interface OutboxSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function askClientsToDrain(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: OUTBOX_DRAIN_MESSAGE });
}

self.addEventListener('sync', (event) => {
  const sync = event as OutboxSyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(askClientsToDrain());
});
