import { registerSW } from 'virtual:pwa-register';
import { usePwaStore } from './pwaStore.ts';

/** Registers sw/sw.ts; a waiting update is offered through the update prompt, never forced. */
export function registerServiceWorker(): void {
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => usePwaStore.getState().offerUpdate(() => void updateSW(true)),
  });
}
