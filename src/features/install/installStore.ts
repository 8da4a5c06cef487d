import { create } from 'zustand';
import { needsIosInstallHint, readBrowserTraits } from './platform.ts';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

/**
 * - `none`: nothing to offer (installed, running standalone, or a browser without an install path);
 * - `prompt`: Chromium offered installation; `install()` opens its dialog;
 * - `ios`: Safari on iOS: the app shows the Share → Add to Home Screen hint.
 */
export type InstallOffer = 'none' | 'prompt' | 'ios';

interface InstallState {
  offer: InstallOffer;
  /** Opens the browser's install dialog (an event can prompt once; the browser offers a new one later). */
  install: () => Promise<void>;
}

let deferred: BeforeInstallPromptEvent | null = null;

export const useInstallStore = create<InstallState>((set) => ({
  offer: 'none',
  install: async () => {
    const event = deferred;
    if (!event) return;
    deferred = null;
    set({ offer: 'none' });
    await event.prompt();
  },
}));

let watching = false;

/**
 * Starts listening for the browser's install offer. Call it once at start-up, before the page's
 * load event (Chromium fires `beforeinstallprompt` after the service worker is registered).
 */
export function watchInstallOffer(win: Window = window): void {
  if (watching) return;
  watching = true;
  const traits = readBrowserTraits(win);
  if (traits.standalone) return;
  if (needsIosInstallHint(traits)) useInstallStore.setState({ offer: 'ios' });
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chromium's own mini-infobar away: the avatar menu offers installation instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    useInstallStore.setState({ offer: 'prompt' });
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    useInstallStore.setState({ offer: 'none' });
  });
}

/** For unit tests: forget the captured event and listeners' state. */
export function resetInstallOffer(): void {
  deferred = null;
  watching = false;
  useInstallStore.setState({ offer: 'none' });
}
