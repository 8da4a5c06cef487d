/**
 * chat-with-ai's own cost per question: the end-to-end time of a signed-in question through the local
 * backend minus the time spent inside the loopback AI (which answers at once). What remains is the
 * gateway hop, body validation, auth.getUser, the reserve_question call and the JSON answer.
 */
import { startFunctionsBackend } from '../functions/support/backend.ts';
import { startFakeOpenAI } from '../support/fake-openai.ts';
import type { Bench, BenchFigure } from './types.ts';

const QUESTIONS = 60;
const WARM_UP = 5;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

const bench: Bench = async () => {
  const ai = await startFakeOpenAI({ answer: () => '## Answer\n\n1. Step one.\n\n**Answer:** 42' });
  const fb = await startFunctionsBackend({ AI_API_KEY: ai.apiKey, AI_BASE_URL: ai.url, AI_MAX_RETRIES: '0' });
  try {
    const user = await fb.signUp('bench');
    // Diamond's 500 a day leaves room for every measured question.
    const { error } = await fb.admin.rpc('apply_paid_plan', { p_user_id: user.id, p_plan: 'diamond' });
    if (error) throw new Error(error.message);

    const totals: number[] = [];
    const overheads: number[] = [];
    for (let i = 0; i < WARM_UP + QUESTIONS; i++) {
      const body = {
        messages: [{ role: 'user', content: `What is ${i} squared?` }],
        requestId: crypto.randomUUID(),
      };
      const started = performance.now();
      const answer = await fb.call('chat-with-ai', body, user.token);
      const total = performance.now() - started;
      if (answer.status !== 200) throw new Error(`question ${i} answered ${answer.status}`);
      const inAi = ai.requests[ai.requests.length - 1]?.handledMs ?? 0;
      if (i >= WARM_UP) {
        totals.push(total);
        overheads.push(total - inAi);
      }
    }
    const figures: BenchFigure[] = [
      {
        name: 'chat-with-ai own overhead per question, excluding the AI call (median, local backend, PGlite)',
        value: round(median(overheads)),
        unit: 'ms',
        goal: '≤ 100 ms',
        note: `${QUESTIONS} signed-in questions after ${WARM_UP} warm-up; end-to-end minus time inside the loopback AI`,
      },
      {
        name: 'chat-with-ai end-to-end per question with an instant loopback AI (median)',
        value: round(median(totals)),
        unit: 'ms',
      },
    ];
    return figures;
  } finally {
    await fb.stop();
    await ai.stop();
  }
};

export default bench;
