/**
 * Demo mode (SPEC §4): with no AI key configured the function answers with a canned reply and a study
 * tip, except that a question the built-in solver recognises (issue 15) gets the solver's worked answer.
 * Both in the student's language (issue 21; the canned text lives in the contract).
 */

import type { ChatMessage } from '../_shared/contract/chat.ts';
import {
  DEMO_REPLIES as REPLIES,
  SOLVER_NOTES,
  STUDY_TIP_LABEL,
  STUDY_TIPS as TIPS,
} from '../_shared/contract/demo.ts';
import { DEFAULT_LANGUAGE, type Language } from '../_shared/contract/languages.ts';
import '../_shared/solver/i18n/all.ts'; // every language's step text: the server answers in each
import { solve } from '../_shared/solver/index.ts';
import { lastQuestion } from './messages.ts';

/** English's (the tests' and the e2e's reference); every language's are in contract/demo.ts. */
export const SOLVER_NOTE = SOLVER_NOTES.en;
export const DEMO_REPLIES = REPLIES.en;
export const STUDY_TIPS = TIPS.en;

type Pick = (n: number) => number;
const randomPick: Pick = (n) => Math.floor(Math.random() * n);

/** A canned reply ending with a study tip; `pick` chooses the indexes (random by default). */
export function demoReply(pick: Pick = randomPick, language: Language = DEFAULT_LANGUAGE): string {
  const replies = REPLIES[language];
  const tips = TIPS[language];
  const reply = replies[pick(replies.length)] ?? replies[0];
  const tip = tips[pick(tips.length)] ?? tips[0];
  return `${reply}\n\n💡 **${STUDY_TIP_LABEL[language]}** ${tip}`;
}

/**
 * The demo-mode answer: the solver's Markdown when it solves the question (within its usual time
 * budget), otherwise the canned reply with a study tip.
 */
export function demoAnswer(
  messages: ChatMessage[],
  pick?: Pick,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const result = solve(lastQuestion(messages).text, { language });
  return result.solved ? `${result.markdown}\n\n${SOLVER_NOTES[language]}` : demoReply(pick, language);
}
