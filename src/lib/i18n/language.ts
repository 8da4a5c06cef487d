// Issue 21: the language the app speaks on this device. Remembered in localStorage ('language'); the
// first visit follows the browser (navigator.languages). index.html's inline script sets <html lang dir>
// from the same key before the first paint.
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_INFO,
  type Language,
  preferredLanguage,
} from '@shared/contract/languages.ts';
import { create } from 'zustand';
import { loadMessages } from './catalogue.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

/** The stored choice if any, else the browser's preference. */
export function initialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  return isLanguage(stored) ? stored : preferredLanguage(browserLanguages);
}

export function readInitialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage blocked: follow the browser.
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return initialLanguage(stored, browser);
}

/** `<html lang dir>`: what the inline script in index.html also does before the first paint. */
export function applyDocumentLanguage(root: HTMLElement, language: Language): void {
  root.lang = LANGUAGE_INFO[language].locale;
  root.dir = LANGUAGE_INFO[language].dir;
}

/** The BCP 47 locale for Intl in the current language. */
export const currentLocale = (): string => LANGUAGE_INFO[useLanguageStore.getState().language].locale;

interface LanguageState {
  /** The language the catalogue holds (the app re-renders when it changes). */
  language: Language;
  /** Loads and applies a language and (unless told not to) remembers it on this device. */
  setLanguage: (language: Language, options?: { remember?: boolean }) => Promise<void>;
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: DEFAULT_LANGUAGE,
  setLanguage: async (language, options) => {
    if (options?.remember !== false) {
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Private mode: the language still applies for this visit.
      }
    }
    try {
      await loadMessages(language);
    } catch {
      // The chunk could not load (offline before it was precached): stay in the current language.
      return;
    }
    if (typeof document !== 'undefined') applyDocumentLanguage(document.documentElement, language);
    set({ language });
  },
}));
