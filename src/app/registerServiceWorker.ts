import { registerSW } from 'virtual:pwa-register';
import { usePwaStore } from './pwaStore.ts';

/** A tab left open for days still hears of a new deployment: check hourly while visible and online. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers sw/sw.ts; a waiting update is offered through the update prompt, never forced.
 * Accepting it activates the new worker and reloads once it controls the page. The reload is ours:
 * registerSW reloads only when the page already had a controller when it registered, so a first
 * visit's tab would stay on the old version under the new worker, whose precache lacks the old chunks.
 */
export function registerServiceWorker(): void {
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      usePwaStore.getState().offerUpdate(() => {
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
          once: true,
        });
        void updateSW(true);
      }),
    // registerSW's own reload, replaced by the one above.
    onNeedReload: () => {},
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && document.visibilityState === 'visible') {
          registration.update().catch(() => undefined);
        }
      }, UPDATE_CHECK_MS);
    },
  });
}
