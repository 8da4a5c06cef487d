import { useSyncExternalStore } from 'react';

/** The composer's choice (issue 17): the full explanation, or a hint first. Remembered on this device. */
export type ComposerMode = 'explain' | 'hint';
export const COMPOSER_MODES: readonly ComposerMode[] = ['explain', 'hint'];

export const MODE_STORAGE_KEY = 'studymate.tutorMode';

let current: ComposerMode | null = null;
const listeners = new Set<() => void>();

/** The device's mode (Explain unless Hint first was chosen here). */
export function composerMode(): ComposerMode {
  if (current === null) {
    try {
      current = globalThis.localStorage?.getItem(MODE_STORAGE_KEY) === 'hint' ? 'hint' : 'explain';
    } catch {
      current = 'explain'; // storage blocked: the default
    }
  }
  return current;
}

export function setComposerMode(mode: ComposerMode): void {
  current = mode;
  try {
    localStorage.setItem(MODE_STORAGE_KEY, mode);
  } catch {
    // Not remembered; this visit still uses it.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The pre-rendered chat screen shows Explain; a remembered Hint first is applied right after hydration. */
export const useComposerMode = (): ComposerMode =>
  useSyncExternalStore(subscribe, composerMode, () => 'explain');
