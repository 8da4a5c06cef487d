import { create } from 'zustand';
import { applyTheme, otherTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from './theme.ts';

function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'dark';
  }
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private mode or storage full: the theme still applies for this visit.
    }
    applyTheme(document.documentElement, theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(otherTheme(get().theme)),
}));
