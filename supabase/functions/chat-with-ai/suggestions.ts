// "Next question" suggestions (issue 17): up to three follow-ups the tutor proposes in a block the
// server strips, with fixed per-subject fallbacks when the block is missing or malformed.

import { DEFAULT_LANGUAGE, type Language } from '../_shared/contract/languages.ts';
import type { Subject } from '../_shared/contract/subjects.ts';
import { SUGGESTION_LIMITS } from '../_shared/contract/tutor.ts';
import { FENCE, takeBlock } from './blocks.ts';

export const NEXT_TAG = 'studymate-next';

export const SUGGESTION_INSTRUCTIONS = [
  'Last of all, suggest up to three short follow-up questions the student might ask you next, written as the student would ask them (each under 60 characters), in this block:',
  `${FENCE}${NEXT_TAG}`,
  '["Explain it more simply", "Give me a similar problem", "Why does step 2 work?"]',
  FENCE,
].join('\n');

type Fallbacks = Record<Subject | 'none', readonly string[]>;

/** One language's fallback chips (the same three kinds of follow-up in every language). */
function fallbacks(t: {
  simpler: string;
  similar: string;
  whyMethod: string;
  example: string;
  quiz: string;
  next: string;
  realWorld: string;
  anotherExample: string;
  mistakes: string;
  quote: string;
  cause: string;
  beginner: string;
  howOften: string;
}): Fallbacks {
  const quantitative = [t.simpler, t.similar, t.whyMethod];
  const discursive = [t.simpler, t.example, t.quiz];
  return {
    none: [t.simpler, t.similar, t.next],
    Math: quantitative,
    Physics: quantitative,
    Chemistry: quantitative,
    Economics: [t.simpler, t.realWorld, t.similar],
    Programming: [t.simpler, t.anotherExample, t.mistakes],
    Science: discursive,
    Biology: discursive,
    Literature: [t.simpler, t.quote, t.quiz],
    History: [t.simpler, t.cause, t.quiz],
    Health: discursive,
    Fitness: [t.simpler, t.beginner, t.howOften],
  };
}

/** What the chips say when the tutor gave no usable suggestions (and with no subject chosen), per language. */
export const FALLBACK_SUGGESTIONS_BY_LANGUAGE: Record<Language, Fallbacks> = {
  en: fallbacks({
    simpler: 'Explain it more simply',
    similar: 'Give me a similar problem',
    whyMethod: 'Why does this method work?',
    example: 'Give me an example',
    quiz: 'Quiz me on this',
    next: 'What should I learn next?',
    realWorld: 'Give me a real-world example',
    anotherExample: 'Show me another example',
    mistakes: 'What are common mistakes?',
    quote: 'Give me a quote that shows this',
    cause: 'What caused this?',
    beginner: 'Give me a beginner version',
    howOften: 'How often should I do this?',
  }),
  es: fallbacks({
    simpler: 'Explícalo de forma más sencilla',
    similar: 'Dame un problema parecido',
    whyMethod: '¿Por qué funciona este método?',
    example: 'Dame un ejemplo',
    quiz: 'Hazme preguntas sobre esto',
    next: '¿Qué debería aprender ahora?',
    realWorld: 'Dame un ejemplo de la vida real',
    anotherExample: 'Muéstrame otro ejemplo',
    mistakes: '¿Cuáles son los errores habituales?',
    quote: 'Dame una cita que lo muestre',
    cause: '¿Qué lo causó?',
    beginner: 'Dame una versión para principiantes',
    howOften: '¿Con qué frecuencia debo hacerlo?',
  }),
  ar: fallbacks({
    simpler: 'اشرحها بطريقة أبسط',
    similar: 'أعطني مسألة مشابهة',
    whyMethod: 'لماذا تنجح هذه الطريقة؟',
    example: 'أعطني مثالًا',
    quiz: 'اختبرني في هذا',
    next: 'ماذا أتعلّم بعد ذلك؟',
    realWorld: 'أعطني مثالًا من الواقع',
    anotherExample: 'أرني مثالًا آخر',
    mistakes: 'ما الأخطاء الشائعة؟',
    quote: 'أعطني اقتباسًا يوضّح ذلك',
    cause: 'ما الذي سبّب ذلك؟',
    beginner: 'أعطني نسخة للمبتدئين',
    howOften: 'كم مرة يجب أن أفعل ذلك؟',
  }),
};

/** English's fallbacks (issue 17's, unchanged). */
export const FALLBACK_SUGGESTIONS: Fallbacks = FALLBACK_SUGGESTIONS_BY_LANGUAGE.en;

function readSuggestions(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const text = item.replace(/\s+/g, ' ').trim();
    if (!text || text.length > SUGGESTION_LIMITS.chars || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
    if (out.length === SUGGESTION_LIMITS.count) break;
  }
  return out.length > 0 ? out : null;
}

/** The answer without its suggestion blocks, and the suggestions (the subject's fallbacks if none). */
export function takeSuggestions(
  answer: string,
  subject: Subject | undefined,
  language: Language = DEFAULT_LANGUAGE,
): { text: string; suggestions: string[] } {
  const { text, value } = takeBlock(answer, NEXT_TAG, readSuggestions);
  return { text, suggestions: value ?? [...FALLBACK_SUGGESTIONS_BY_LANGUAGE[language][subject ?? 'none']] };
}
