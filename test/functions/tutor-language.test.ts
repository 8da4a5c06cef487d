import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_REPLIES,
  SOLVER_NOTES,
  STUDY_TIP_LABEL,
  STUDY_TIPS,
} from '../../supabase/functions/_shared/contract/demo.ts';
import { CHECK_TAG } from '../../supabase/functions/chat-with-ai/check/block.ts';
import {
  FALLBACK_SUGGESTIONS_BY_LANGUAGE,
  NEXT_TAG,
} from '../../supabase/functions/chat-with-ai/suggestions.ts';
import { aiFunctionsBackend } from './support/aiBackend.ts';
import { type FunctionsBackend, startFunctionsBackend } from './support/backend.ts';

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

  it('asks for the corrected answer in the language too, when the solver disputes the first', async () => {
    const wrong = (text: string, result: string) =>
      `${text}${fenced(CHECK_TAG, { problem: 'solve 2x + 3 = 7', result })}`;
    for (const [language, name] of [
      ['es', /Spanish \(Español\)/],
      ['ar', /Arabic \(العربية\)/],
    ] as const) {
      world.ai.reset();
      world.ai.queue(
        { kind: 'answer', content: wrong('**Respuesta:** $x = 3$', 'x = 3') },
        { kind: 'answer', content: wrong('**Respuesta:** $x = 2$', 'x = 2') },
      );
      const res = await ask('resuelve 2x + 3 = 7', { language });
      expect(res.status).toBe(200);
      expect(res.body.check?.status).toBe('verified');
      expect(world.ai.requests).toHaveLength(2);
      // At the loopback AI: the follow-up after the dispute names the student's language.
      const followUp = String(world.ai.requests[1]?.body.messages?.at(-1)?.content ?? '');
      expect(followUp).toContain("The solver's result: x = 2");
      expect(followUp).toMatch(name);
      expect(followUp).toMatch(/corrected answer in (Spanish|Arabic)/);
    }
    // English keeps the follow-up as it was.
    world.ai.reset();
    world.ai.queue(
      { kind: 'answer', content: wrong('**Answer:** $x = 3$', 'x = 3') },
      { kind: 'answer', content: wrong('**Answer:** $x = 2$', 'x = 2') },
    );
    await ask('solve 2x + 3 = 7');
    const english = String(world.ai.requests[1]?.body.messages?.at(-1)?.content ?? '');
    expect(english).toContain("The solver's result: x = 2");
    expect(english).not.toMatch(/corrected answer in/);
  });
});

describe('suggestion fallbacks in the student’s language', () => {
  it('falls back to the subject’s Spanish list when the block is missing', async () => {
    world.ai.queue({ kind: 'answer', content: 'Sin bloque.' });
    const res = await ask('Háblame de Napoleón', { subject: 'History', language: 'es' });
    expect(res.body.suggestions).toEqual(FALLBACK_SUGGESTIONS_BY_LANGUAGE.es.History);
  });
});

describe('demo mode in the student’s language', () => {
  let fb: FunctionsBackend;
  beforeAll(async () => {
    fb = await startFunctionsBackend({ AI_API_KEY: '' });
  });
  afterAll(() => fb?.stop());
  const demoAsk = (content: string, language?: string) =>
    fb.call('chat-with-ai', { messages: [{ role: 'user', content }], ...(language ? { language } : {}) });

  it('answers a non-maths question with a Spanish canned reply and study tip', async () => {
    const res = await demoAsk('¿Quién fue Simón Bolívar?', 'es');
    expect(res.status).toBe(200);
    expect(res.body.demo).toBe(true);
    const response = res.body.response as string;
    expect(DEMO_REPLIES.es.some((reply) => response.startsWith(reply))).toBe(true);
    expect(STUDY_TIPS.es.some((tip) => response.endsWith(`💡 **${STUDY_TIP_LABEL.es}** ${tip}`))).toBe(true);
  });

  it('and an Arabic one in Arabic', async () => {
    const response = (await demoAsk('من هو ابن سينا؟', 'ar')).body.response as string;
    expect(DEMO_REPLIES.ar.some((reply) => response.startsWith(reply))).toBe(true);
    expect(STUDY_TIPS.ar.some((tip) => response.endsWith(`💡 **${STUDY_TIP_LABEL.ar}** ${tip}`))).toBe(true);
  });

  it('answers a maths question with the solver’s steps in Spanish and Arabic, the same result', async () => {
    const es = (await demoAsk('solve 3x − 5 = 16', 'es')).body.response as string;
    expect(es.startsWith('## Resolver una ecuación lineal\n')).toBe(true);
    expect(es).toContain('**Respuesta:** $x = 7$');
    expect(es.endsWith(SOLVER_NOTES.es)).toBe(true);
    const ar = (await demoAsk('solve 3x − 5 = 16', 'ar')).body.response as string;
    expect(ar.startsWith('## حل معادلة خطية\n')).toBe(true);
    expect(ar).toContain('**الإجابة:** $x = 7$');
    expect(ar).toContain('   $$\n   3x = 16 + 5 = 21\n   $$');
    expect(ar.endsWith(SOLVER_NOTES.ar)).toBe(true);
  });

  it('in English when no language is sent', async () => {
    const response = (await demoAsk('Who was Napoleon?')).body.response as string;
    expect(DEMO_REPLIES.en.some((reply) => response.startsWith(reply))).toBe(true);
  });
});
