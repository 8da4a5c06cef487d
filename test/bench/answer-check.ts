/**
 * Issue 16: the check's own cost per tutor answer — reading the block, solving the stated (and typed)
 * problem, comparing — excluding provider time (the correction "call" here answers at once).
 */

import { CHECK_BUDGET_MS } from '../../supabase/functions/chat-with-ai/answer.ts';
import { CHECK_TAG } from '../../supabase/functions/chat-with-ai/check/block.ts';
import { checkAnswer } from '../../supabase/functions/chat-with-ai/check/index.ts';
import type { Bench } from './types.ts';

/** [typed question, the result a right answer states, a wrong result]. */
const CASES: [string, string, string][] = [
  ['solve 3x - 5 = 16', 'x = 7', 'x = 6'],
  ['x^2 - 5x + 6 = 0', 'x = 2, x = 3', 'x = 1, x = 6'],
  ['what is 15% of 240', '36', '32'],
  ['simplify sqrt(72)', '6\\sqrt{2}', '3\\sqrt{8}'],
  ['2/3 + 3/4', '\\frac{17}{12}', '\\frac{5}{7}'],
  ['derivative of x^3 sin(x)', '3x^2 \\sin(x) + x^3 \\cos(x)', '3x^2 \\cos(x)'],
  ['integrate 3x^2 + 2x', 'x^3 + x^2 + C', 'x^3 + 2x^2 + C'],
  ['limit of sin(x)/x as x approaches 0', '1', '0'],
  ['factor x^2 - 9', '(x - 3)(x + 3)', '(x - 9)(x + 1)'],
  ['solve 2x + 3 > 11', 'x > 4', 'x > 7'],
  ['log base 2 of 64', '6', '5'],
  ['gcd of 84 and 126', '42', '21'],
  ['sin(30°)', '\\frac{1}{2}', '\\frac{\\sqrt{3}}{2}'],
  ['hypotenuse of a right triangle with legs 6 and 8', '10', '14'],
  ['mean of 4, 8, 15, 16, 23, 42', '18', '16'],
  ['determinant of [[1,2],[3,4]]', '-2', '2'],
  ['convert 5 km to m', '5000 m', '500 m'],
  ['|2x - 4| = 6', 'x = -1, x = 5', 'x = 5'],
  ['solve x + y = 10, x - y = 2', 'x = 6, y = 4', 'x = 4, y = 6'],
  ['expand (x + 2)^2', 'x^2 + 4x + 4', 'x^2 + 4'],
];

const block = (problem: string, result: string) =>
  `## Answer\n\n1. Work.\n\n**Answer:** $${result}$\n\n\`\`\`${CHECK_TAG}\n${JSON.stringify({ problem, result })}\n\`\`\``;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timeOne(
  answer: string,
  typed: string,
  correction: string,
): Promise<{ ms: number; status: string }> {
  let inProvider = 0;
  const started = performance.now();
  const out = await checkAnswer(answer, {
    typedQuestion: typed,
    budgetMs: CHECK_BUDGET_MS,
    askAgain: async () => {
      const t = performance.now();
      const reply = correction;
      inProvider += performance.now() - t;
      return reply;
    },
  });
  return { ms: performance.now() - started - inProvider, status: out.check.status };
}

const bench: Bench = async () => {
  // Warm the solver (first use loads and primes the CAS).
  await timeOne(block('1+1', '2'), '1+1', '');
  const agree: number[] = [];
  const corrected: number[] = [];
  const statuses = new Map<string, number>();
  for (let round_ = 0; round_ < 3; round_++) {
    for (const [question, right, wrong] of CASES) {
      const a = await timeOne(block(question, right), question, '');
      agree.push(a.ms);
      statuses.set(`right→${a.status}`, (statuses.get(`right→${a.status}`) ?? 0) + 1);
      const c = await timeOne(block(question, wrong), question, block(question, right));
      corrected.push(c.ms);
      statuses.set(`wrong→${c.status}`, (statuses.get(`wrong→${c.status}`) ?? 0) + 1);
    }
  }
  const all = [...agree, ...corrected];
  const outcome = [...statuses].map(([k, n]) => `${k} ${n / 3}`).join(', ');
  return [
    {
      name: 'Answer check overhead per answer (median)',
      value: round(percentile(all, 50)),
      unit: 'ms',
      goal: '< 20 ms',
      note: `${CASES.length} problems × (right answer, wrong answer + correction), 3 rounds; excludes provider time`,
    },
    {
      name: 'Answer check overhead per answer (p95)',
      value: round(percentile(all, 95)),
      unit: 'ms',
      note: `max ${round(Math.max(...all))} ms`,
    },
    {
      name: 'Answer check, right answer only (median)',
      value: round(percentile(agree, 50)),
      unit: 'ms',
      note: 'one judgement: typed question and stated problem solved, results compared',
    },
    {
      name: 'Answer check, wrong answer then a correction (median)',
      value: round(percentile(corrected, 50)),
      unit: 'ms',
      note: `two judgements; outcomes per problem: ${outcome}`,
    },
  ];
};

export default bench;
