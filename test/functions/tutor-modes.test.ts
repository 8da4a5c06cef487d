import { describe, expect, it } from 'vitest';
import { CHECK_TAG } from '../../supabase/functions/chat-with-ai/check/block.ts';
import { FALLBACK_SUGGESTIONS, NEXT_TAG } from '../../supabase/functions/chat-with-ai/suggestions.ts';
import { aiFunctionsBackend } from './support/aiBackend.ts';

// Issue 17: tutor modes, Check my work with the solver's verdict, and next-question suggestions,
// through the local backend and the loopback OpenAI stand-in.
const world = aiFunctionsBackend();

const ask = (text: string, extra: Record<string, unknown> = {}) => world.ask(text, undefined, extra);
const systemPromptOf = (n = 0) => String(world.ai.requests[n]?.body.messages?.[0]?.content ?? '');
const fenced = (tag: string, json: unknown) => `\n\n\`\`\`${tag}\n${JSON.stringify(json)}\n\`\`\``;

describe('tutor modes (issue 17)', () => {
  it('has one system prompt per mode, and explain is the default', async () => {
    const prompts: Record<string, string> = {};
    for (const mode of [undefined, 'explain', 'hint', 'step', 'check'] as const) {
      world.ai.reset();
      const res = await ask('solve 2x + 3 = 7', mode ? { mode } : {});
      expect(res.status).toBe(200);
      prompts[mode ?? 'default'] = systemPromptOf();
    }
    expect(prompts.default).toBe(prompts.explain);
    expect(new Set(Object.values(prompts)).size).toBe(4);
    expect(prompts.hint).toContain('one short hint only');
    expect(prompts.hint).not.toContain(CHECK_TAG); // a hint must not carry the result, even hidden
    expect(prompts.step).toContain('exactly one numbered step');
    expect(prompts.check).toContain('whether their final answer is right');
    expect(prompts.explain).toContain(NEXT_TAG);
  });

  it('refuses an unknown mode with 400 and asks nothing', async () => {
    for (const mode of ['socratic', 'HINT', 3, {}]) {
      const res = await ask('x', { mode });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_mode');
    }
    expect(world.ai.requests).toHaveLength(0);
  });

  it('a hint answer has no suggestions and no check; any block in it is removed', async () => {
    world.ai.queue({
      kind: 'answer',
      content: `## Hint\n\nMove the 3 first.${fenced(CHECK_TAG, { problem: '2x+3=7', result: 'x = 2' })}`,
    });
    const res = await ask('solve 2x + 3 = 7', { mode: 'hint' });
    expect(res.body.response).toBe('## Hint\n\nMove the 3 first.');
    expect(res.body.suggestions).toBeUndefined();
    expect(res.body.check).toBeUndefined();
  });
});

describe('Check my work', () => {
  const work = { problem: 'solve 3x - 5 = 16', attempt: '3x = 21\nx = 6' };

  it('tells the model the solver’s verdict on a wrong final answer, and returns it', async () => {
    const res = await ask('Check my work', { mode: 'check', work });
    expect(res.body.workVerdict).toBe('incorrect');
    const prompt = systemPromptOf();
    expect(prompt).toContain("student's final answer (x = 6)");
    expect(prompt).toContain('it is INCORRECT; the correct result is x = 7');
  });

  it('and on a right one', async () => {
    const res = await ask('Check my work', { mode: 'check', work: { ...work, attempt: '3x = 21\nx = 7' } });
    expect(res.body.workVerdict).toBe('correct');
    expect(systemPromptOf()).toContain('it is CORRECT');
  });

  it('says nothing about the result when the solver cannot decide', async () => {
    const res = await ask('Check my essay', {
      mode: 'check',
      work: { problem: 'Why did the Roman Empire fall?', attempt: 'Because of the barbarians.' },
    });
    expect(res.body.workVerdict).toBe('undecided');
    expect(systemPromptOf()).not.toMatch(/CORRECT|INCORRECT/);
  });

  it('refuses malformed work with 400', async () => {
    expect((await ask('x', { mode: 'check', work: 'x = 7' })).status).toBe(400);
    expect((await ask('x', { mode: 'check', work: { problem: 7 } })).status).toBe(400);
    expect(
      (await ask('x', { mode: 'check', work: { problem: 'p', attempt: 'a'.repeat(5_001) } })).status,
    ).toBe(400);
  });
});

describe('next-question suggestions', () => {
  it('are stripped from the answer and delivered as a list (at most three, trimmed, no repeats)', async () => {
    const list = [
      'Explain it more simply',
      '  Give me a similar problem ',
      'explain it more simply',
      'Why does step 2 work?',
      'A fourth one',
    ];
    world.ai.queue({ kind: 'answer', content: `## Answer\n\n**Answer:** 4${fenced(NEXT_TAG, list)}` });
    const res = await ask('What is 2 + 2?');
    expect(res.body.response).toBe('## Answer\n\n**Answer:** 4');
    expect(res.body.suggestions).toEqual([
      'Explain it more simply',
      'Give me a similar problem',
      'Why does step 2 work?',
    ]);
  });

  it('fall back to the subject’s fixed list when the block is missing or malformed', async () => {
    world.ai.queue({ kind: 'answer', content: 'No block here.' });
    expect((await ask('Tell me about Napoleon', { subject: 'History' })).body.suggestions).toEqual(
      FALLBACK_SUGGESTIONS.History,
    );
    world.ai.queue({ kind: 'answer', content: `Broken.\n\n\`\`\`${NEXT_TAG}\n["unclosed\n\`\`\`` });
    const broken = await ask('What is a cell?', { subject: 'biology' });
    expect(broken.body.response).toBe('Broken.');
    expect(broken.body.suggestions).toEqual(FALLBACK_SUGGESTIONS.Biology);
    world.ai.queue({ kind: 'answer', content: `Wrong shape.${fenced(NEXT_TAG, { a: 1 })}` });
    expect((await ask('Hello')).body.suggestions).toEqual(FALLBACK_SUGGESTIONS.none);
  });
});
