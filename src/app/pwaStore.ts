import { create } from 'zustand';

interface PwaState {
  /** A new service worker is waiting; calling `applyUpdate` activates it and reloads. */
  updateReady: boolean;
  applyUpdate: () => void;
  dismissUpdate: () => void;
  offerUpdate: (apply: () => void) => void;
}

export const usePwaStore = create<PwaState>((set) => ({
  updateReady: false,
  applyUpdate: () => {},
  dismissUpdate: () => set({ updateReady: false }),
  offerUpdate: (apply) => set({ updateReady: true, applyUpdate: apply }),
}));
