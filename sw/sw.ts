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
