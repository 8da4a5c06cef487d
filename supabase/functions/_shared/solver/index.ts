// Step-by-step maths solver (issue 15). Pure TypeScript on nerdamer-prime: runs unchanged in the
// browser, in Deno edge functions and in Node. `solve` never throws.
import { endBudget, startBudget, TOO_HARD } from './budget.ts';
import { render } from './format.ts';
import { guard, normalizeText } from './normalize.ts';
import { TOPICS } from './topics.ts';
import { type Draft, Refusal, type SolveOptions, type SolveResult } from './types.ts';

export { compareResults, sameResult } from './compare.ts';
export type * from './types.ts';

const DEFAULT_LIMIT_MS = 1000;

export function solve(question: string, opts: SolveOptions = {}): SolveResult {
  const started = Date.now();
  const limit = opts.timeLimitMs ?? DEFAULT_LIMIT_MS;
  const ms = () => Date.now() - started;
  startBudget(limit);
  try {
    if (typeof question !== 'string' || question.trim() === '')
      return { solved: false, reason: 'unrecognised', ms: ms() };
    guard(question);
    const text = normalizeText(question);
    guard(text);
    for (const topic of TOPICS) {
      // The budget is also checked before every CAS call (budget.ts); an answer already computed
      // is returned even when it took a little longer.
      if (ms() >= limit) return { solved: false, reason: 'too-hard', message: TOO_HARD, ms: ms() };
      let draft: Draft | null = null;
      try {
        draft = topic(text);
      } catch (e) {
        if (e instanceof Refusal) throw e;
        draft = null;
      }
      if (draft) return render(draft, ms());
    }
    return { solved: false, reason: 'unrecognised', ms: ms() };
  } catch (e) {
    if (e instanceof Refusal) return { solved: false, reason: e.reason, message: e.message, ms: ms() };
    return { solved: false, reason: 'unrecognised', ms: ms() };
  } finally {
    endBudget();
  }
}
