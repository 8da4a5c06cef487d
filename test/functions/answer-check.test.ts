import { describe, expect, it } from 'vitest';
import {
  CHECK_TAG,
  checkAnswer,
  splitCheckBlock,
} from '../../supabase/functions/chat-with-ai/check/index.ts';
import { judge } from '../../supabase/functions/chat-with-ai/check/judge.ts';

const block = (problem: string, result: string) =>
  `\n\n\`\`\`${CHECK_TAG}\n${JSON.stringify({ problem, result })}\n\`\`\``;
const ANSWER = '## Solving\n\n1. Add 5: $3x = 21$.\n2. Divide by 3.\n\n**Answer:** $x = 7$';

describe('the check block', () => {
  it('is read and removed; the rest of the answer is untouched', () => {
    const { text, block: b } = splitCheckBlock(ANSWER + block('solve 3x - 5 = 16', 'x = 7'));
    expect(text).toBe(ANSWER);
    expect(b).toEqual({ problem: 'solve 3x - 5 = 16', result: 'x = 7' });
  });

  it('an answer without one is unchanged and has no block', () => {
    expect(splitCheckBlock(ANSWER)).toEqual({ text: ANSWER, block: null });
  });

  it('keeps other fenced code (a Programming answer) and reads the last block', () => {
    const code = '```python\nprint(1)\n```';
    const { text, block: b } = splitCheckBlock(`${code}${block('1+1', '3')}\nmore${block('2+2', '4')}`);
    expect(text).toBe(`${code}\nmore`);
    expect(b).toEqual({ problem: '2+2', result: '4' });
  });

  it('removes a malformed or cut-off block without reading it', () => {
    expect(splitCheckBlock(`${ANSWER}\n\`\`\`${CHECK_TAG}\n{not json}\n\`\`\``)).toEqual({
      text: ANSWER,
      block: null,
    });
    expect(splitCheckBlock(`${ANSWER}\n\`\`\`${CHECK_TAG}\n{"problem": "2x = 4", "res`)).toEqual({
      text: ANSWER,
      block: null,
    });
    expect(splitCheckBlock(`${ANSWER}${block('', 'x')}`).block).toBeNull();
    expect(splitCheckBlock(`${ANSWER}${block('1+'.repeat(300), '2')}`).block).toBeNull();
    const wrongShape = `${ANSWER}\n\`\`\`${CHECK_TAG}\n{"problem": 1, "result": [2]}\n\`\`\``;
    expect(splitCheckBlock(wrongShape)).toEqual({ text: ANSWER, block: null });
  });
});

describe('judging a block with the solver', () => {
  it('agrees on equivalent forms', () => {
    expect(judge({ problem: '1/4 + 1/4', result: '0.5' }, null, 1000).status).toBe('verified');
    expect(judge({ problem: '1/4 + 1/4', result: '\\frac{1}{2}' }, null, 1000).status).toBe('verified');
    expect(judge({ problem: 'x^2 - 5x + 6 = 0', result: 'x = 3, x = 2' }, null, 1000).status).toBe(
      'verified',
    );
    expect(judge({ problem: 'integrate 2x', result: 'x^2 + C' }, null, 1000).status).toBe('verified');
  });

  it('disputes a wrong result with the solver’s own', () => {
    const j = judge({ problem: 'solve 3x - 5 = 16', result: 'x = 6' }, null, 1000);
    expect(j).toMatchObject({ status: 'disputed', reason: 'result' });
    expect(j.status === 'disputed' && j.reference.answer).toMatch(/x\s*=\s*7/);
  });

  it('disputes an answer to another problem than the typed one', () => {
    const j = judge({ problem: 'solve 3x - 5 = 15', result: 'x = 20/3' }, 'solve 3x - 5 = 16', 1000);
    expect(j).toMatchObject({ status: 'disputed', reason: 'problem' });
  });

  it('checks the model’s result against the typed question even when its problem is unreadable', () => {
    expect(
      judge({ problem: 'the equation from the question', result: 'x = 7' }, 'solve 3x-5=16', 1000).status,
    ).toBe('verified');
  });

  it('leaves unchecked what the solver cannot read or solve', () => {
    expect(judge(null, 'solve 3x-5=16', 1000).status).toBe('unchecked');
    expect(judge({ problem: 'Who won the war of 1812?', result: 'nobody' }, null, 1000).status).toBe(
      'unchecked',
    );
    expect(judge({ problem: '2^99999999', result: '1' }, null, 1000).status).toBe('unchecked');
    expect(judge({ problem: `${'('.repeat(200)}1${')'.repeat(200)}`, result: '1' }, null, 1000).status).toBe(
      'unchecked',
    );
    expect(judge({ problem: 'solve 3x - 5 = 16', result: 'a purple elephant' }, null, 1000).status).toBe(
      'unchecked',
    );
  });
});

describe('checkAnswer', () => {
  const never = async () => {
    throw new Error('no correction expected');
  };

  it('a right result is verified with no second call', async () => {
    const out = await checkAnswer(ANSWER + block('solve 3x - 5 = 16', 'x = 7'), {
      typedQuestion: 'solve 3x - 5 = 16',
      budgetMs: 1000,
      askAgain: never,
    });
    expect(out).toEqual({
      response: ANSWER,
      check: { status: 'verified', problem: 'solve 3x - 5 = 16', result: 'x = 7' },
      corrections: 0,
    });
  });

  it('a wrong result corrected once is verified, and the correction is what the student sees', async () => {
    const asked: unknown[] = [];
    const out = await checkAnswer(`wrong${block('solve 3x - 5 = 16', 'x = 6')}`, {
      typedQuestion: 'solve 3x - 5 = 16',
      budgetMs: 1000,
      askAgain: async (followUp) => {
        asked.push(followUp);
        return `right${block('solve 3x - 5 = 16', 'x = 7')}`;
      },
    });
    expect(out.response).toBe('right');
    expect(out.check.status).toBe('verified');
    expect(out.corrections).toBe(1);
    expect(JSON.stringify(asked)).toContain("The solver's result: x = 7");
  });

  it('wrong twice is disputed with the solver’s result; a failed correction keeps the first answer', async () => {
    const twice = await checkAnswer(`wrong${block('solve 3x - 5 = 16', 'x = 6')}`, {
      typedQuestion: null,
      budgetMs: 1000,
      askAgain: async () => `still wrong${block('solve 3x - 5 = 16', 'x = 5')}`,
    });
    expect(twice).toMatchObject({
      response: 'still wrong',
      check: { status: 'disputed', solverResult: 'x = 7' },
    });
    const failed = await checkAnswer(`wrong${block('solve 3x - 5 = 16', 'x = 6')}`, {
      typedQuestion: null,
      budgetMs: 1000,
      askAgain: async () => {
        throw new Error('provider down');
      },
    });
    expect(failed).toMatchObject({ response: 'wrong', check: { status: 'disputed', result: 'x = 6' } });
  });
});
