/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isStartPageCache, startPageCacheName } from '../src/lib/shellCaches.ts';

declare const self: ServiceWorkerGlobalScope;

// The built shell: every route's code, the mission and contact pages included. (precacheAndRoute, with
// the controller in hand so the start page's copy below can follow the precache's install.)
const manifest = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(manifest);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// Navigations get index.html from the precache, so every hash route opens offline. Backend paths are
// never answered from a cache (ARCHITECTURE "Offline model"): auth, REST, functions and the mailbox.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [/^\/(auth|rest|functions|storage|realtime)\/v1\//, /^\/_mailbox/],
  }),
);

/**
 * A start without the service worker's boot (Chromium's static routing, Chrome 123+). When the worker is
 * not running, as on most taps of the home-screen icon, the browser answers the start page straight
 * from the cache instead of booting the worker first; the hashed build files (they never change) always
 * come straight from the cache. The worker's answer would be the same bytes: index.html and the
 * precached files, and for a file not in the cache the network. Browsers without the API ignore it and
 * ask the worker as before.
 *
 * The start page is `/` with no query (the manifest's start_url, the pre-rendered shell). Its copy is
 * kept under that exact URL in a cache named after this version's index.html, so a waiting update never
 * changes what the running version serves. The copy is made in the install, after the precache: if it
 * fails, the version does not install, and the one running keeps serving.
 */
const indexEntry = manifest.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const startPageCache = startPageCacheName(
  typeof indexEntry === 'object' ? (indexEntry.revision ?? 'dev') : 'dev',
);

self.addEventListener('install', (event) => {
  const { addRoutes } = event as StaticRoutingInstallEvent;
  const routable = typeof addRoutes === 'function' && typeof URLPattern === 'function';
  if (routable) {
    const routes: StaticRoute[] = [
      {
        condition: {
          requestMode: 'navigate',
          runningStatus: 'not-running',
          urlPattern: new URLPattern({ pathname: '/', search: '' }),
        },
        source: { cacheName: startPageCache },
      },
      { condition: { urlPattern: new URLPattern({ pathname: '/assets/*' }) }, source: 'cache' },
    ];
    event.waitUntil(
      addRoutes.call(event, routes).catch((error: unknown) => console.warn('static routes not added', error)),
    );
  }
  event.waitUntil(precache.install(event).then(() => (routable ? copyStartPage() : undefined)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    precache.activate(event).then(async () => {
      for (const name of await caches.keys()) {
        if (isStartPageCache(name) && name !== startPageCache) await caches.delete(name);
      }
    }),
  );
});

async function copyStartPage(): Promise<void> {
  const page = await precache.matchPrecache('index.html');
  if (!page) throw new Error('index.html is not in the precache');
  // A new response: the same bytes and headers (the CSP included), without the precache's URL.
  const copy = new Response(await page.blob(), { status: page.status, headers: page.headers });
  await (await caches.open(startPageCache)).put('/', copy);
}

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

/** Chromium's Service Worker Static Routing API (not yet in TypeScript's lib). */
interface StaticRoute {
  condition: {
    requestMode?: RequestMode;
    runningStatus?: 'running' | 'not-running';
    urlPattern?: URLPattern;
  };
  source: 'cache' | 'network' | 'fetch-event' | { cacheName: string };
}
interface StaticRoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (routes: StaticRoute[]) => Promise<void>;
}

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
