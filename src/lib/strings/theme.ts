export const themeStrings = {
  toggle: 'Dark & Light Mode',
  toDark: 'Switch to dark mode',
  toLight: 'Switch to light mode',
} as const;
