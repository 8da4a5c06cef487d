import { isLanguage, LANGUAGE_INFO, LANGUAGES, preferredLanguage } from '@shared/contract/languages.ts';
import { describe, expect, it } from 'vitest';

describe('languages (issue 21)', () => {
  it('knows English, Spanish and Arabic, Arabic right-to-left', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'ar']);
    expect(LANGUAGES.filter((l) => LANGUAGE_INFO[l].dir === 'rtl')).toEqual(['ar']);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it("follows the browser's first supported language, by its base tag", () => {
    expect(preferredLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(preferredLanguage(['fr-FR', 'AR-eg'])).toBe('ar');
    expect(preferredLanguage(['de', 'fr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
