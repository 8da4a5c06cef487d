// Checked answers (issue 16): the tutor's stated result is compared with the shared solver; a
// disagreement gets one correction round with the model; the student sees the verdict.
import type { ChatMessage } from '../../_shared/contract/chat.ts';
import type { Language } from '../../_shared/contract/languages.ts';
import type { AnswerCheck } from '../../_shared/contract/tutor.ts';
import { splitCheckBlock } from './block.ts';
import { correctionRequest } from './correction.ts';
import { type Judgement, judge } from './judge.ts';

export { CHECK_INSTRUCTIONS, CHECK_TAG, splitCheckBlock } from './block.ts';

export interface CheckedAnswer {
  /** The answer the student sees: the corrected one after a correction round, blocks removed. */
  response: string;
  check: AnswerCheck;
  /** Provider calls made here (0 or 1), for logs and tests. */
  corrections: number;
}

export interface CheckOptions {
  /** The student's question when typed (null for a photo): the solver's reference where it can. */
  typedQuestion: string | null;
  /** Solver time per judgement. */
  budgetMs: number;
  /** The student's language: the corrected answer is asked for in it (issue 21); English if absent. */
  language?: Language;
  /** Asks the model again with these messages appended to the conversation; may throw. */
  askAgain: (followUp: ChatMessage[]) => Promise<string>;
}

const toCheck = (j: Judgement): AnswerCheck =>
  j.status === 'unchecked'
    ? { status: 'unchecked' }
    : j.status === 'verified'
      ? { status: 'verified', problem: j.problem, result: j.result }
      : { status: 'disputed', problem: j.problem, result: j.result, solverResult: j.reference.answer };

/** Checks one answer; never throws (a failed correction keeps the first answer, disputed). */
export async function checkAnswer(answer: string, opts: CheckOptions): Promise<CheckedAnswer> {
  const first = splitCheckBlock(answer);
  const verdict = safeJudge(first.block, opts);
  if (verdict.status !== 'disputed') return { response: first.text, check: toCheck(verdict), corrections: 0 };

  let corrected: string;
  try {
    corrected = await opts.askAgain([
      { role: 'assistant', content: answer },
      { role: 'user', content: correctionRequest(verdict, opts.typedQuestion, opts.language) },
    ]);
  } catch {
    return { response: first.text, check: toCheck(verdict), corrections: 1 };
  }
  const second = splitCheckBlock(corrected);
  const again = safeJudge(second.block, opts);
  // A correction without a readable block can't be confirmed: the first dispute stands.
  const check = toCheck(again.status === 'unchecked' ? verdict : again);
  return { response: second.text || first.text, check, corrections: 1 };
}

function safeJudge(block: Parameters<typeof judge>[0], opts: CheckOptions): Judgement {
  try {
    return judge(block, opts.typedQuestion, opts.budgetMs);
  } catch {
    return { status: 'unchecked' };
  }
}
