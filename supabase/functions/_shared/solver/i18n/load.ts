// The browser's way in (issue 21): loads one language's step text as its own chunk, then `solve(q,
// { language })` answers in it. English needs nothing; until a language is loaded the solver answers
// in English.
import type { Language } from '../../contract/languages.ts';
import { registerStepText, stepTextFor } from './index.ts';

export async function loadStepText(language: Language): Promise<void> {
  if (language === 'en' || stepTextFor(language)) return;
  if (language === 'es') registerStepText('es', (await import('./es.ts')).ES);
  else if (language === 'ar') registerStepText('ar', (await import('./ar.ts')).AR);
}
