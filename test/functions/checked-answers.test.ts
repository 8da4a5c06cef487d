import { describe, expect, it } from 'vitest';
import { CHECK_BUDGET_MS } from '../../supabase/functions/chat-with-ai/answer.ts';
import { CHECK_TAG } from '../../supabase/functions/chat-with-ai/check/block.ts';
import { aiFunctionsBackend } from './support/aiBackend.ts';
import { imageDataUrl } from './support/payloads.ts';

// Issue 16: chat-with-ai checks the tutor's mathematical result with the shared solver, through the
// local backend (real auth and quotas) and the loopback OpenAI stand-in.
const world = aiFunctionsBackend();
const { ask, usedToday } = world;

const QUESTION = 'solve 3x - 5 = 16';
const answer = (text: string, problem: string, result: string) =>
  `${text}\n\n\`\`\`${CHECK_TAG}\n${JSON.stringify({ problem, result })}\n\`\`\``;

describe('checked answers (issue 16)', () => {
  it('asks the model for the check block in its system prompt', async () => {
    await ask(QUESTION);
    const system = world.ai.requests[0]?.body.messages?.[0];
    expect(system?.role).toBe('system');
    expect(String(system?.content)).toContain(`\`\`\`${CHECK_TAG}`);
  });

  it('a right result is verified, and the block never reaches the student', async () => {
    world.ai.queue({ kind: 'answer', content: answer('**Answer:** $x = 7$', '3x - 5 = 16', 'x = 7') });
    const res = await ask(QUESTION);
    expect(res.status).toBe(200);
    expect(res.body.response).toBe('**Answer:** $x = 7$');
    expect(res.body.check).toEqual({ status: 'verified', problem: '3x - 5 = 16', result: 'x = 7' });
    expect(Object.keys(res.body).sort()).toEqual(['check', 'response', 'suggestions', 'timestamp', 'usage']);
  });

  it('a wrong result, then a right correction: verified after one retry, one question counted', async () => {
    const user = await world.fb.signUp();
    world.ai.queue(
      { kind: 'answer', content: answer('**Answer:** $x = 6$', '3x - 5 = 16', 'x = 6') },
      { kind: 'answer', content: answer('Corrected. **Answer:** $x = 7$', '3x - 5 = 16', 'x = 7') },
    );
    const res = await ask(QUESTION, user.token);
    expect(res.status).toBe(200);
    expect(res.body.response).toBe('Corrected. **Answer:** $x = 7$');
    expect(res.body.check.status).toBe('verified');
    expect(world.ai.requests).toHaveLength(2);
    // The correction request carries the first answer and the solver's result and steps.
    const followUp = world.ai.requests[1]?.body.messages ?? [];
    expect(followUp.at(-2)).toMatchObject({ role: 'assistant' });
    expect(String(followUp.at(-1)?.content)).toContain("The solver's result: x = 7");
    expect(res.body.usage.used).toBe(1);
    expect(await usedToday(user)).toBe(1);
  });

  it('a wrong result twice is disputed with the solver’s result', async () => {
    world.ai.queue(
      { kind: 'answer', content: answer('**Answer:** $x = 6$', '3x - 5 = 16', 'x = 6') },
      { kind: 'answer', content: answer('**Answer:** $x = 5$', '3x - 5 = 16', 'x = 5') },
    );
    const res = await ask(QUESTION);
    expect(res.body.response).toBe('**Answer:** $x = 5$');
    expect(res.body.check).toEqual({
      status: 'disputed',
      problem: '3x - 5 = 16',
      result: 'x = 5',
      solverResult: 'x = 7',
    });
    expect(world.ai.requests).toHaveLength(2);
  });

  it('an answer without a block is unchecked, with one provider call', async () => {
    world.ai.queue({ kind: 'answer', content: 'The French Revolution began in 1789.' });
    const res = await ask('When did the French Revolution begin?');
    expect(res.body).toMatchObject({
      response: 'The French Revolution began in 1789.',
      check: { status: 'unchecked' },
    });
    expect(world.ai.requests).toHaveLength(1);
  });

  it.each([
    ['huge', '2^99999999 * 1000000!'],
    ['deeply nested', `${'('.repeat(500)}x${')'.repeat(500)} = 1`],
    ['not maths', 'the meaning of life, the universe and everything'],
  ])('a block with a hostile expression (%s) is unchecked within the budget', async (_kind, problem) => {
    world.ai.queue({ kind: 'answer', content: answer('Some answer.', problem, '42') });
    const started = performance.now();
    const res = await ask('What is the answer?');
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ response: 'Some answer.', check: { status: 'unchecked' } });
    expect(world.ai.requests).toHaveLength(1);
    expect(ms).toBeLessThan(CHECK_BUDGET_MS + 2_000); // the solver's budget plus the request itself
  });

  it('a block whose problem differs from the typed question is disputed', async () => {
    const changed = answer('**Answer:** $x = 7$', '3x - 5 = 17', 'x = 22/3');
    world.ai.queue({ kind: 'answer', content: changed }, { kind: 'answer', content: changed });
    const res = await ask(QUESTION);
    expect(res.body.check).toMatchObject({ status: 'disputed', solverResult: 'x = 7' });
  });

  it('a photo question is judged on the problem the model read from it', async () => {
    world.ai.queue({ kind: 'answer', content: answer('**Answer:** $x = 2$', '2x + 3 = 7', 'x = 2') });
    const res = await ask([{ type: 'image_url', image_url: { url: imageDataUrl(2_000) } }]);
    expect(res.body.check).toEqual({ status: 'verified', problem: '2x + 3 = 7', result: 'x = 2' });
  });

  it('a failing correction call keeps the first answer, disputed, and does not fail the question', async () => {
    world.ai.queue(
      { kind: 'answer', content: answer('**Answer:** $x = 6$', '3x - 5 = 16', 'x = 6') },
      { kind: 'server_error' },
    );
    const res = await ask(QUESTION);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      response: '**Answer:** $x = 6$',
      check: { status: 'disputed', solverResult: 'x = 7' },
    });
  });
});
