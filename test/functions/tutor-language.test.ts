import { describe, expect, it } from 'vitest';
import { CHECK_TAG } from '../../supabase/functions/chat-with-ai/check/block.ts';
import { NEXT_TAG } from '../../supabase/functions/chat-with-ai/suggestions.ts';
import { aiFunctionsBackend } from './support/aiBackend.ts';

// Issue 21 (server half): the student's language travels with the question and reaches the system
// prompt; the machine blocks keep their format; an unknown language is refused.
const world = aiFunctionsBackend();

const ask = (text: string, extra: Record<string, unknown> = {}) => world.ask(text, undefined, extra);
const systemPromptOf = (n = 0) => String(world.ai.requests[n]?.body.messages?.[0]?.content ?? '');
const fenced = (tag: string, json: unknown) => `\n\n\`\`\`${tag}\n${JSON.stringify(json)}\n\`\`\``;

describe('the tutor answers in the student’s language (issue 21)', () => {
  it('asks for the answer in Spanish, and keeps the blocks’ format', async () => {
    const res = await ask('resuelve 2x + 3 = 7', { language: 'es' });
    expect(res.status).toBe(200);
    const prompt = systemPromptOf();
    expect(prompt).toContain('Write your whole answer in Spanish');
    expect(prompt).toContain(`\`\`\`${CHECK_TAG}`);
    expect(prompt).toContain(`\`\`\`${NEXT_TAG}`);
    expect(prompt).toContain(
      'Keep the studymate-check and studymate-next blocks exactly in the format shown',
    );
  });

  it('asks for the answer in Arabic', async () => {
    const res = await ask('حل 2x + 3 = 7', { language: 'ar' });
    expect(res.status).toBe(200);
    expect(systemPromptOf()).toContain('Write your whole answer in Arabic');
  });

  it('leaves the English prompt unchanged when the language is absent or English', async () => {
    await ask('solve 2x + 3 = 7');
    const absent = systemPromptOf();
    world.ai.reset();
    await ask('solve 2x + 3 = 7', { language: 'en' });
    expect(systemPromptOf()).toBe(absent);
    expect(absent).not.toMatch(/student's language|Spanish|Arabic/);
  });

  it('refuses an unknown language with 400 invalid_language and asks nothing', async () => {
    for (const language of ['fr', 'ES', 'es-ES', 3, {}]) {
      const res = await ask('x', { language });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_language');
    }
    expect(world.ai.requests).toHaveLength(0);
  });

  it('still reads the check and suggestion blocks of a Spanish answer', async () => {
    world.ai.queue({
      kind: 'answer',
      content: `## Resolver 2x + 3 = 7\n\n1. Resta 3: $2x = 4$\n2. Divide entre 2: $x = 2$\n\n**Respuesta:** $x = 2$${fenced(CHECK_TAG, { problem: 'solve 2x + 3 = 7', result: 'x = 2' })}${fenced(NEXT_TAG, ['Explícalo más fácil', 'Dame otro problema'])}`,
    });
    const res = await ask('resuelve 2x + 3 = 7', { language: 'es' });
    expect(res.status).toBe(200);
    expect(res.body.response).not.toContain(CHECK_TAG);
    expect(res.body.response).not.toContain(NEXT_TAG);
    expect(res.body.check?.status).toBe('verified');
    expect(res.body.suggestions).toEqual(['Explícalo más fácil', 'Dame otro problema']);
  });
});
