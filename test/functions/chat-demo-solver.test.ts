import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_REPLIES,
  demoAnswer,
  SOLVER_NOTE,
  STUDY_TIPS,
} from '../../supabase/functions/chat-with-ai/demo.ts';
import { lastQuestion } from '../../supabase/functions/chat-with-ai/messages.ts';
import { type FunctionsBackend, startFunctionsBackend } from './support/backend.ts';

// Demo mode with the built-in solver (issue 15): chat-with-ai without an AI key answers a maths
// question with the solver's worked answer, anything else with SPEC's canned reply and a study tip,
// and counts both like any question. Real local backend, real quota functions in Postgres.
let fb: FunctionsBackend;
const ANON_CAP = 2;

beforeAll(async () => {
  fb = await startFunctionsBackend({ AI_API_KEY: '', ANON_DAILY_CAP: String(ANON_CAP) });
});
afterAll(() => fb?.stop());

const ask = (content: unknown, token?: string) =>
  fb.call('chat-with-ai', { messages: [{ role: 'user', content }] }, token);

/** SPEC §4's canned demo reply: one of the replies, then the study-tip line. */
function expectCannedReply(response: string) {
  expect(DEMO_REPLIES.some((reply) => response.startsWith(reply))).toBe(true);
  expect(STUDY_TIPS.some((tip) => response.endsWith(`💡 **Study tip:** ${tip}`))).toBe(true);
}

describe('chat-with-ai in demo mode with the built-in solver', () => {
  it('answers "solve 3x − 5 = 16" (Unicode minus) with numbered steps and x = 7, and counts it', async () => {
    const user = await fb.signUp();
    const answer = await ask('solve 3x − 5 = 16', user.token);
    expect(answer.status).toBe(200);
    expect(answer.body.demo).toBe(true);
    const response = answer.body.response as string;
    expect(response.startsWith('## Solving a linear equation\n')).toBe(true);
    expect(response).toMatch(/^1\. \*\*Collect like terms|^1\. \*\*Write the equation/m);
    expect(response).toMatch(/^2\. \*\*/m);
    expect(response).toContain('   $$\n   3x = 16 + 5 = 21\n   $$');
    expect(response).toContain('**Answer:** $x = 7$');
    expect(response).toMatch(/\*\*Study tip:\*\* \S/);
    expect(response.endsWith(SOLVER_NOTE)).toBe(true);
    expect(DEMO_REPLIES.some((reply) => response.includes(reply))).toBe(false);
    expect(answer.body.usage).toEqual({ used: 1, limit: 5, remaining: 4, plan: 'free' });
  });

  it('keeps the canned demo reply with a study tip for a question the solver does not recognise', async () => {
    const user = await fb.signUp();
    const answer = await ask('Who was the first president of the United States?', user.token);
    expect(answer.status).toBe(200);
    expect(answer.body.demo).toBe(true);
    expectCannedReply(answer.body.response);
    expect(answer.body.response).not.toContain(SOLVER_NOTE);
    expect(answer.body.usage).toEqual({ used: 1, limit: 5, remaining: 4, plan: 'free' });
  });

  it('reads the text parts of a question sent with a photo', async () => {
    const user = await fb.signUp();
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const answer = await ask(
      [
        { type: 'text', text: 'differentiate x^2 sin(x)' },
        { type: 'image_url', image_url: { url: pixel } },
      ],
      user.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.response).toContain('**Product rule:**');
    expect(answer.body.response).toContain(
      '**Answer:** $2x\\sin\\left(x\\right)+x^{2}\\cos\\left(x\\right)$',
    );
  });

  it('counts solver answers for anonymous callers against the per-IP cap like any demo question', async () => {
    const first = await ask('integrate x^2 from 0 to 2');
    expect(first.status).toBe(200);
    expect(first.body.response).toContain('**Answer:** $\\frac{8}{3} \\approx 2.6667$');
    expect(first.body.usage).toMatchObject({ used: 1, limit: ANON_CAP, plan: 'anonymous' });
    expect((await ask('hello')).status).toBe(200);
    const third = await ask('what is 2 + 2');
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('daily_limit');
  });
});

describe('demoAnswer', () => {
  it('takes the last user message, not an earlier one or the assistant', () => {
    const messages = [
      { role: 'user' as const, content: 'solve 2x = 10' },
      { role: 'assistant' as const, content: 'x = 5' },
      { role: 'user' as const, content: 'thanks! what is the capital of Peru?' },
    ];
    expect(lastQuestion(messages).text).toBe('thanks! what is the capital of Peru?');
    expect(demoAnswer(messages, () => 0)).toBe(`${DEMO_REPLIES[0]}\n\n💡 **Study tip:** ${STUDY_TIPS[0]}`);
  });

  it("answers a refused question (too big for the solver) with the canned reply, not the device's message", () => {
    const reply = demoAnswer([{ role: 'user', content: '2^2^2^2^2' }], () => 1);
    expect(reply).toBe(`${DEMO_REPLIES[1]}\n\n💡 **Study tip:** ${STUDY_TIPS[1]}`);
  });
});
