// The student's language (issue 21): it travels with the question; the tutor answers in it.
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
} from '../_shared/contract/languages.ts';
import { badRequest } from '../_shared/http.ts';

/** Absent → English; anything but a known language code → 400 `invalid_language`. */
export function parseLanguage(value: unknown): Language {
  if (value === undefined || value === null) return DEFAULT_LANGUAGE;
  if (isLanguage(value)) return value;
  throw badRequest(`language must be one of: ${LANGUAGES.join(', ')}`, 'invalid_language');
}

/** The English name the model is told (the model reads English instructions best). */
const ENGLISH_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish', ar: 'Arabic' };

/**
 * The system-prompt lines that ask for the answer in the student's language; none for English (the
 * English prompt is unchanged). The machine blocks stay as they are: their tags and JSON keys are
 * English, the problem and result are plain maths, only the suggestions' text is in the language.
 */
export function languageInstruction(language: Language): string[] {
  if (language === DEFAULT_LANGUAGE) return [];
  const name = ENGLISH_NAMES[language];
  const lines = [
    `The student's language is ${name} (${LANGUAGE_INFO[language].name}). Write your whole answer in ${name}, including headings, steps, the "**Answer:**" label and the study tip, even when the question or the photo is in another language.`,
    'Keep mathematics, LaTeX, code and formulas exactly as you would in English (Latin letters, Western digits, left to right inside $…$).',
    `Keep the studymate-check and studymate-next blocks exactly in the format shown: the same fence, tag and JSON keys; the check block's problem and result in plain maths; only the suggestion texts are in ${name}.`,
  ];
  if (LANGUAGE_INFO[language].dir === 'rtl') {
    lines.push('Do not add right-to-left marks or other invisible direction characters.');
  }
  return lines;
}

/**
 * The line that keeps the corrected answer (check/correction.ts, the one follow-up after a disputed
 * result) in the student's language; null for English (the English follow-up is unchanged). The
 * follow-up itself stays English, like every instruction to the model.
 */
export function correctionLanguageLine(language: Language): string | null {
  if (language === DEFAULT_LANGUAGE) return null;
  const name = ENGLISH_NAMES[language];
  return `Write the corrected answer in ${name} (${LANGUAGE_INFO[language].name}), like your first answer: headings, steps, the "**Answer:**" label and the study tip in ${name}; mathematics and the check block exactly as before.`;
}
