// "Next question" suggestions (issue 17): up to three follow-ups the tutor proposes in a block the
// server strips, with fixed per-subject fallbacks when the block is missing or malformed.

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

const QUANTITATIVE = ['Explain it more simply', 'Give me a similar problem', 'Why does this method work?'];
const DISCURSIVE = ['Explain it more simply', 'Give me an example', 'Quiz me on this'];

/** What the chips say when the tutor gave no usable suggestions (and with no subject chosen). */
export const FALLBACK_SUGGESTIONS: Record<Subject | 'none', readonly string[]> = {
  none: ['Explain it more simply', 'Give me a similar problem', 'What should I learn next?'],
  Math: QUANTITATIVE,
  Physics: QUANTITATIVE,
  Chemistry: QUANTITATIVE,
  Economics: ['Explain it more simply', 'Give me a real-world example', 'Give me a similar problem'],
  Programming: ['Explain it more simply', 'Show me another example', 'What are common mistakes?'],
  Science: DISCURSIVE,
  Biology: DISCURSIVE,
  Literature: ['Explain it more simply', 'Give me a quote that shows this', 'Quiz me on this'],
  History: ['Explain it more simply', 'What caused this?', 'Quiz me on this'],
  Health: DISCURSIVE,
  Fitness: ['Explain it more simply', 'Give me a beginner version', 'How often should I do this?'],
};

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
): { text: string; suggestions: string[] } {
  const { text, value } = takeBlock(answer, NEXT_TAG, readSuggestions);
  return { text, suggestions: value ?? [...FALLBACK_SUGGESTIONS[subject ?? 'none']] };
}
