// The languages StudyMate speaks (issue 21), shared by browser and server: the app's catalogue, the
// language that travels with a question, the tutor's answers, the solver's step text and the auth e-mails.

export const LANGUAGES = ['en', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language's own name (what the picker shows), its BCP 47 locale for Intl, and its direction. */
export const LANGUAGE_INFO: Record<Language, { name: string; locale: string; dir: 'ltr' | 'rtl' }> = {
  en: { name: 'English (US)', locale: 'en-US', dir: 'ltr' },
  es: { name: 'Español', locale: 'es-ES', dir: 'ltr' },
  ar: { name: 'العربية', locale: 'ar', dir: 'rtl' },
};

/** The first supported language among the browser's (`navigator.languages`), else English. */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
