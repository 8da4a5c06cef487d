// Run by `deno run` from solver-deno.test.ts: solves a fixed list under Deno and prints JSON, so the
// test can prove the shared solver runs unchanged there. No Deno APIs: plain console output.
import { sameResult, solve } from '../../../supabase/functions/_shared/solver/index.ts';
import { PROBE_QUESTIONS } from './solver-probe-questions.ts';

const rows = PROBE_QUESTIONS.map((q) => {
  const r = solve(q, { timeLimitMs: 10_000 });
  return r.solved
    ? { q, solved: true, answer: r.answer, steps: r.steps.length }
    : { q, solved: false, reason: r.reason };
});
console.log(JSON.stringify({ rows, same: sameResult('x = 7', '7') }));
