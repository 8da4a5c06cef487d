export type Theme = 'dark' | 'light';

/** SPEC §3: stored under the key `theme` with the values dark or light; dark by default (§4). */
export const THEME_STORAGE_KEY = 'theme';

export function parseTheme(stored: string | null): Theme {
  return stored === 'light' ? 'light' : 'dark';
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** Sets the class on the document root. index.html's inline theme script does the same before the first paint. */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.classList.remove('dark', 'light');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  const meta = root.ownerDocument.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', theme === 'dark' ? '#0f172a' : '#f8fafc');
}
