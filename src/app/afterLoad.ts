import { persistWhenChatsSaved } from './persistWhenChatsSaved.ts';

/** Work that waits for the page's load event, so the first paint never does. */
export function afterLoad(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./registerServiceWorker.ts').then((m) => m.registerServiceWorker());
  }
  void persistWhenChatsSaved();
}
