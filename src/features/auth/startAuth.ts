import { useAuthStore } from './authStore.ts';
import { captureAuthLink } from './linkCapture.ts';
import { needsClientAtStart } from './sessionLifecycle.ts';

/** Runs `task` once the first frame is on screen (or after `fallbackMs` in a hidden tab, where rAF waits). */
function afterFirstPaint(task: () => void, fallbackMs = 1000): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, fallbackMs);
}

/**
 * Called by main.tsx right after render() is scheduled. Reading the e-mail link is synchronous string
 * work (it fixes the route before the router first reads it). A visitor with nothing to restore is
 * signed out at once; otherwise supabase-js loads after the first paint and status stays 'loading'.
 */
export function startAuth(): void {
  captureAuthLink();
  const { initialize } = useAuthStore.getState();
  if (needsClientAtStart()) afterFirstPaint(() => void initialize());
  else void initialize();
}
