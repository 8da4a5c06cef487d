// Compares what the tutor stated with the shared solver (issue 16). Never throws: a solver that can't
// read or solve something makes the answer unchecked, never a failed request.
import { compareResults, type Solved, solve } from '../../_shared/solver/index.ts';
import type { CheckBlock } from './block.ts';

/** Why an answer is disputed: its result differs, or it solved another problem than the one typed. */
export type DisputeReason = 'result' | 'problem';

export type Judgement =
  | { status: 'verified'; problem: string; result: string }
  | { status: 'disputed'; reason: DisputeReason; problem: string; result: string; reference: Solved }
  | { status: 'unchecked' };

const UNCHECKED: Judgement = { status: 'unchecked' };

/**
 * The verdict on one answer's block. `typedQuestion` is the student's question when it was typed (not a
 * photo): where the solver can solve it, it is the reference, so a model that silently changed the
 * problem is caught. Otherwise the reference is the solver's answer to the problem the model stated.
 * The solver gets `budgetMs` in all (both problems share it).
 */
export function judge(block: CheckBlock | null, typedQuestion: string | null, budgetMs: number): Judgement {
  if (!block) return UNCHECKED;
  const until = Date.now() + budgetMs;
  const solveWithin = (question: string): Solved | null => {
    const left = until - Date.now();
    if (left <= 0) return null;
    const solved = solve(question, { timeLimitMs: left });
    return solved.solved && Date.now() <= until ? solved : null;
  };
  const typed = typedQuestion ? solveWithin(typedQuestion) : null;
  const stated = solveWithin(block.problem);
  const reference = typed ?? stated;
  if (!reference) return UNCHECKED;
  if (typed && stated && compareResults(typed.answer, stated.answer).same === false) {
    return { status: 'disputed', reason: 'problem', ...block, reference: typed };
  }
  const same = compareResults(reference.answer, block.result).same;
  if (same === true) return { status: 'verified', ...block };
  if (same === false) return { status: 'disputed', reason: 'result', ...block, reference };
  return UNCHECKED;
}
