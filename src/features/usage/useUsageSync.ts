import { useEffect } from 'react';
import { authSelectors, useAuthStore } from '../auth/authStore.ts';
import { useUsageStore } from './usageStore.ts';

/**
 * Keeps the badge's figures in step with who is using the app: the server's for a signed-in user,
 * this browser's for an anonymous visitor (re-read when the tab comes back, e.g. on a new UTC day, and
 * when the connection comes back).
 */
export function useUsageSync(): void {
  const status = useAuthStore(authSelectors.status);
  const userId = useAuthStore((s) => s.user?.id ?? null);

  useEffect(() => {
    const { loadAnonymous, refreshFromServer, forget, showLastKnown } = useUsageStore.getState();
    const load = () => {
      if (status === 'signedOut') {
        try {
          loadAnonymous();
        } catch {
          forget();
        }
      } else if (status === 'signedIn' && userId) {
        // After an offline reload the last known figures show (marked so) until the server answers.
        showLastKnown(userId);
        refreshFromServer().catch(() => {
          // Shown when the user sends (SPEC §8 'Unable to check usage limit'); the badge just waits.
        });
      }
    };
    forget();
    load();
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    // Back online: the server is asked again (last known figures give way to its answer).
    window.addEventListener('online', load);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', load);
    };
  }, [status, userId]);
}
