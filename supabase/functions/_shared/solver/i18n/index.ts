// Which languages' step text is loaded (issue 21). English is built in; another language's catalogue is
// registered before use: statically on the server (all.ts), lazily in the browser (load.ts), so the
// solver chunk carries no translations.
import type { Language } from '../../contract/languages.ts';
import { type StepCatalogue, translateText } from './skeleton.ts';

const loaded = new Map<Language, StepCatalogue>();

export function registerStepText(language: Language, catalogue: StepCatalogue): void {
  loaded.set(language, catalogue);
}

/** The loaded catalogue for a language; undefined for English and for a language not loaded yet. */
export const stepTextFor = (language: Language | undefined): StepCatalogue | undefined =>
  language && language !== 'en' ? loaded.get(language) : undefined;

/** The text in the catalogue's language, or unchanged (English) when it has no entry. */
export const translated = (text: string, catalogue: StepCatalogue | undefined): string =>
  catalogue ? (translateText(text, catalogue) ?? text) : text;

export type { StepCatalogue };
