import { describe, expect, it } from 'vitest';
import { applyTheme, otherTheme, parseTheme } from '../../../../src/features/theme/theme.ts';
import { useThemeStore } from '../../../../src/features/theme/themeStore.ts';

describe('theme (SPEC §4)', () => {
  it('is dark unless light was stored', () => {
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('purple')).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });

  it('sets exactly one of dark or light on the document root', () => {
    applyTheme(document.documentElement, 'light');
    expect([...document.documentElement.classList]).toEqual(['light']);
    applyTheme(document.documentElement, 'dark');
    expect([...document.documentElement.classList]).toEqual(['dark']);
  });

  it('toggling stores the choice under the key theme', () => {
    useThemeStore.getState().setTheme('dark');
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });
});
