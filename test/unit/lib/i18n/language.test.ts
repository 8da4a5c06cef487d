import { readFileSync } from 'node:fs';
import { LANGUAGE_INFO, LANGUAGES } from '@shared/contract/languages.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineBlocks } from '../../../../scripts/inline-head.ts';
import { isChatPath, routes } from '../../../../src/app/routes.tsx';
import { loadMessages } from '../../../../src/lib/i18n/catalogue.ts';
import {
  applyDocumentLanguage,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  readInitialLanguage,
  useLanguageStore,
} from '../../../../src/lib/i18n/language.ts';
import { chatStrings } from '../../../../src/lib/strings.ts';

const headScript = inlineBlocks(readFileSync('index.html', 'utf8')).scripts[0] ?? '';

function runHeadScript(stored: string | null, browser: readonly string[]) {
  if (stored === null) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  else localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
  Object.defineProperty(navigator, 'languages', { value: browser, configurable: true });
  const root = document.documentElement;
  root.removeAttribute('lang');
  root.removeAttribute('dir');
  new Function(headScript)();
  return { lang: root.lang, dir: root.dir };
}

describe('the language on this device (issue 21)', () => {
  afterEach(async () => {
    localStorage.clear();
    await loadMessages('en');
    useLanguageStore.setState({ language: 'en' });
  });

  it('starts from the remembered choice, else the browser’s first supported language, else English', () => {
    expect(initialLanguage('ar', ['es-MX'])).toBe('ar');
    expect(initialLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(initialLanguage('klingon', ['fr'])).toBe('en');
  });

  it('sets <html lang dir> and remembers the choice', async () => {
    await useLanguageStore.getState().setLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(chatStrings.newChat).toBe('محادثة جديدة');
    expect(readInitialLanguage()).toBe('ar');
    await useLanguageStore.getState().setLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(chatStrings.newChat).toBe('New chat');
  });

  it("index.html's inline script sets the same lang and dir before the first paint", () => {
    for (const language of LANGUAGES) {
      const expected = { lang: LANGUAGE_INFO[language].locale, dir: LANGUAGE_INFO[language].dir };
      expect(runHeadScript(language, ['en-US'])).toEqual(expected);
      const root = document.createElement('html');
      applyDocumentLanguage(root, language);
      expect({ lang: root.lang, dir: root.dir }).toEqual(expected);
    }
    expect(runHeadScript(null, ['fr', 'ar-EG'])).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(runHeadScript('constructor', ['de'])).toEqual({ lang: 'en-US', dir: 'ltr' });
  });
});

describe("index.html's pre-rendered English chat is painted only where the app shows it (issue 20)", () => {
  const shellAt = (hash: string, language: string) => {
    history.replaceState(null, '', `/${hash}`);
    delete document.documentElement.dataset.shell;
    runHeadScript(language, ['en-US']);
    return document.documentElement.dataset.shell !== 'off';
  };
  afterEach(() => {
    history.replaceState(null, '', '/');
    delete document.documentElement.dataset.shell;
  });

  it('shown on / and /chat in English; hidden on every other route of the app and in Spanish and Arabic', () => {
    for (const hash of ['', '#', '#/', '#/chat', '#/chat/', '#/chat?subject=Math', '#chat'])
      expect(shellAt(hash, 'en'), hash).toBe(true);
    // The routes with a frame are not the chat (isChatPath), and the head script knows it.
    const framed = routes.filter((r) => !isChatPath(r.path)).map((r) => r.path);
    expect(framed.length).toBeGreaterThan(5);
    for (const path of framed) expect(shellAt(`#${path}`, 'en'), path).toBe(false);
    for (const path of routes.filter((r) => isChatPath(r.path)).map((r) => r.path))
      expect(shellAt(`#${path}`, 'en'), path).toBe(true);
    for (const language of ['es', 'ar']) expect(shellAt('#/', language)).toBe(false);
  });
});

describe('dates and prices in the chosen locale (issue 21)', () => {
  it('keeps dollars, written the way each language writes them', async () => {
    const { formatPrice, priceLabel } = await import('../../../../src/lib/money.ts');
    const { formatBillingDate } = await import('../../../../src/features/plans/billingText.ts');
    expect(formatPrice(199)).toBe('$1.99');
    expect(priceLabel(0)).toBe('$0');
    expect(formatPrice(199, 'usd', 'es-ES')).toBe('1,99\u00a0US$');
    expect(formatPrice(999, 'usd', 'ar')).toMatch(/9[.٫]99.*US\$/);
    expect(formatBillingDate('2027-01-05T12:00:00Z', 'UTC')).toBe('Jan 5, 2027');
    expect(formatBillingDate('2027-01-05T12:00:00Z', 'UTC', 'es-ES')).toBe('5 ene 2027');
    await useLanguageStore.getState().setLanguage('es');
    expect(formatPrice(199)).toBe('1,99\u00a0US$');
    await useLanguageStore.getState().setLanguage('en');
    localStorage.clear();
  });
});
