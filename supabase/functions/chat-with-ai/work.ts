// "Check my work" (issue 17): where the solver can solve the student's problem, it decides whether
// their final answer is right, and the tutor is told, so the verdict on the result is never a guess.

import { type StudentWork, WORK_LIMITS, type WorkVerdict } from '../_shared/contract/tutor.ts';
import { badRequest } from '../_shared/http.ts';
import { compareResults, solve } from '../_shared/solver/index.ts';
import { isRecord } from '../_shared/validate.ts';

/** Optional `work: {problem?, attempt?}`; strings within limits, else 400. */
export function parseWork(value: unknown): StudentWork | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) throw badRequest('work must be an object with problem and attempt');
  const text = (field: 'problem' | 'attempt', max: number) => {
    const v = value[field] ?? '';
    if (typeof v !== 'string') throw badRequest(`work.${field} must be a string`);
    if (v.length > max)
      throw badRequest(`work.${field} is too long (at most ${max} characters)`, 'text_too_long');
    return v.trim();
  };
  return {
    problem: text('problem', WORK_LIMITS.problemChars),
    attempt: text('attempt', WORK_LIMITS.attemptChars),
  };
}

/** The student's final answer: the last non-empty line of their attempt. */
export const finalLine = (attempt: string): string =>
  attempt
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .at(-1) ?? '';

export interface WorkJudgement {
  verdict: WorkVerdict;
  /** The solver's result (LaTeX) when it could solve the problem. */
  solverResult?: string;
  studentResult?: string;
}

/** Never throws: anything the solver can't read or solve within the budget is undecided. */
export function judgeWork(work: StudentWork | undefined, budgetMs: number): WorkJudgement {
  const studentResult = work ? finalLine(work.attempt) : '';
  if (!work?.problem || !studentResult) return { verdict: 'undecided' };
  try {
    const solved = solve(work.problem, { timeLimitMs: budgetMs });
    if (!solved.solved) return { verdict: 'undecided' };
    const same = compareResults(solved.answer, studentResult).same;
    if (same === null) return { verdict: 'undecided', solverResult: solved.answer };
    return { verdict: same ? 'correct' : 'incorrect', solverResult: solved.answer, studentResult };
  } catch {
    return { verdict: 'undecided' };
  }
}

/** The system-prompt line that tells the tutor the solver's verdict (none when undecided). */
export function verdictInstruction(j: WorkJudgement): string | null {
  if (j.verdict === 'correct')
    return `A computer-algebra solver checked the student's final answer (${j.studentResult}) against the problem: it is CORRECT. Do not say otherwise.`;
  if (j.verdict === 'incorrect')
    return `A computer-algebra solver checked the student's final answer (${j.studentResult}) against the problem: it is INCORRECT; the correct result is ${j.solverResult}. Do not say the answer is right, and do not reveal the correct result unless the student asks; help them find their mistake.`;
  return null;
}
