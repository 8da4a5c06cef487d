import type { Language } from '../../_shared/contract/languages.ts';
import { correctionLanguageLine } from '../language.ts';
import type { Judgement } from './judge.ts';

type Disputed = Extract<Judgement, { status: 'disputed' }>;

/** At most this many of the solver's steps go back to the model (enough to locate a slip). */
const STEPS_SHOWN = 8;

/**
 * The one follow-up the server sends when the solver disagrees (issue 16): the solver's result and
 * steps, and a request for a corrected complete answer that does not mention the check, in the
 * student's language (issue 21).
 */
export function correctionRequest(
  dispute: Disputed,
  typedQuestion: string | null,
  language: Language = 'en',
): string {
  const { reference } = dispute;
  const lines = ['A computer-algebra check of your answer disagrees with it.'];
  if (dispute.reason === 'problem' && typedQuestion) {
    lines.push(`The student asked: ${typedQuestion}`, `You solved a different problem: ${dispute.problem}`);
  } else {
    lines.push(`You stated the problem as: ${dispute.problem}`, `Your result: ${dispute.result}`);
  }
  lines.push(`The solver's result: ${reference.answer}`, "The solver's working:");
  reference.steps.slice(0, STEPS_SHOWN).forEach((step, i) => {
    lines.push(`${i + 1}. ${step.rule}: ${step.latex}`);
  });
  lines.push(
    'Re-check your working step by step. Then write your complete answer to the student again, from the start, in the same format, correcting any mistake.',
    'Do not mention this check or the solver. End with the check block as before.',
  );
  const inLanguage = correctionLanguageLine(language);
  if (inLanguage) lines.push(inLanguage);
  return lines.join('\n');
}
