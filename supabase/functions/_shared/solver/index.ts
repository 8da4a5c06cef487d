// Step-by-step maths solver (issue 15). Pure TypeScript on nerdamer-prime: runs unchanged in the
// browser, in Deno edge functions and in Node. `solve` never throws.
import { endBudget, startBudget, TOO_HARD } from './budget.ts';
import { localize, render } from './format.ts';
import { stepTextFor, translated } from './i18n/index.ts';
import { guard, normalizeText } from './normalize.ts';
import { TOPICS } from './topics.ts';
import { type Draft, Refusal, type SolveOptions, type SolveResult } from './types.ts';

export { compareResults, sameResult } from './compare.ts';
export type * from './types.ts';

const DEFAULT_LIMIT_MS = 1000;

/**
 * Solves a question in the tutor's structure. With `language` (issue 21) the words are in that
 * language when its step text is loaded (i18n/all.ts on the server, i18n/load.ts in the browser),
 * otherwise English; the mathematics is the same either way.
 */
export function solve(question: string, opts: SolveOptions = {}): SolveResult {
  const result = solveInEnglish(question, opts);
  const catalogue = stepTextFor(opts.language);
  if (!catalogue) return result;
  if (result.solved) return localize(result, catalogue);
  return result.message ? { ...result, message: translated(result.message, catalogue) } : result;
}

function solveInEnglish(question: string, opts: SolveOptions): SolveResult {
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
