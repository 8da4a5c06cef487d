import { useSyncExternalStore } from 'react';

/** navigator.onLine, kept current by the window's online/offline events. */
export function subscribeOnline(onChange: () => void, target: Window = window): () => void {
  target.addEventListener('online', onChange);
  target.addEventListener('offline', onChange);
  return () => {
    target.removeEventListener('online', onChange);
    target.removeEventListener('offline', onChange);
  };
}

const isOnline = (): boolean => navigator.onLine;
// The pre-rendered shell (and hydration) assumes online; the real value follows straight after.
const assumeOnline = (): boolean => true;

/** Whether the browser believes it has a network. `false` is reliable; `true` only means "maybe". */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, assumeOnline);
}
