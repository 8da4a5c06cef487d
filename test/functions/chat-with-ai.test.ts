import { describe, expect, it } from 'vitest';
import { IMAGE_ONLY_INSTRUCTION } from '../../supabase/functions/_shared/contract/chat.ts';
import { parseServerTiming } from '../../supabase/functions/_shared/timing.ts';
import type { FakeAiReply } from '../support/fake-openai.ts';
import { aiFunctionsBackend } from './support/aiBackend.ts';
import { imageDataUrl } from './support/payloads.ts';

// chat-with-ai through the local backend: real auth, real quota functions in Postgres, loopback AI.
const ANON_CAP = 3;
const world = aiFunctionsBackend({
  AI_TEXT_MODEL: 'text-model',
  AI_VISION_MODEL: 'vision-model',
  AI_TIMEOUT_MS: '400',
  ANON_DAILY_CAP: String(ANON_CAP),
});
const { ask, usedToday } = world;

describe('chat-with-ai quotas', () => {
  it("refuses a free user's sixth question with the limit and plan SPEC's message needs", async () => {
    const user = await world.fb.signUp();
    for (let i = 1; i <= 5; i++) {
      const answer = await ask(`question ${i}`, user.token);
      expect(answer.status).toBe(200);
      expect(answer.body.response).toBe(`Fake tutor answer to: question ${i}`);
      expect(answer.body.usage).toEqual({ used: i, limit: 5, remaining: 5 - i, plan: 'free' });
      expect(Number.isNaN(Date.parse(answer.body.timestamp))).toBe(false);
    }
    const sixth = await ask('question 6', user.token);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      error: 'Daily limit exceeded',
      code: 'daily_limit',
      usage: { used: 5, limit: 5, remaining: 0, plan: 'free' },
    });
    expect(world.ai.requests).toHaveLength(5); // the refused question never reached the AI
  });

  it('tells where the time went in Server-Timing: reservation (with the auth check), provider, total', async () => {
    const user = await world.fb.signUp();
    world.ai.queue({ kind: 'answer', delayMs: 30 });
    const answer = await ask('timed question', user.token);
    expect(answer.status).toBe(200);
    const timing = parseServerTiming(answer.headers.get('server-timing'));
    expect([...timing.keys()]).toEqual(['reserve', 'ai', 'total']);
    expect(timing.get('ai')).toBeGreaterThanOrEqual(29);
    const steps = (timing.get('reserve') ?? 0) + (timing.get('ai') ?? 0);
    expect(timing.get('total')).toBeGreaterThanOrEqual(steps - 0.3); // each figure rounded to 0.1 ms
  });

  it('counts a retried requestId once', async () => {
    const user = await world.fb.signUp();
    const requestId = crypto.randomUUID();
    const first = await ask('same question', user.token, { requestId });
    const retry = await ask('same question', user.token, { requestId });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body.usage.used).toBe(1);
    expect(await usedToday(user)).toBe(1);
  });

  it('refunds the question when the provider fails, and counts the retry of that requestId', async () => {
    const user = await world.fb.signUp();
    await ask('warm-up', user.token);
    const requestId = crypto.randomUUID();
    world.ai.queue({ kind: 'server_error' });
    const failed = await ask('will fail', user.token, { requestId });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ code: 'ai_error', usage: { used: 1, remaining: 4 } });
    expect(await usedToday(user)).toBe(1);
    const retried = await ask('will fail', user.token, { requestId });
    expect(retried.status).toBe(200);
    expect(retried.body.usage.used).toBe(2);
  });

  it("refuses a requestId that is another user's", async () => {
    const [a, b] = [await world.fb.signUp(), await world.fb.signUp()];
    const requestId = crypto.randomUUID();
    expect((await ask('mine', a.token, { requestId })).status).toBe(200);
    const stolen = await ask('theirs', b.token, { requestId });
    expect(stolen.status).toBe(409);
    expect(stolen.body.error).toBe('Request ID already used');
  });

  it('caps anonymous callers per IP (hashed) and tells them the cap', async () => {
    for (let i = 1; i <= ANON_CAP; i++) {
      const answer = await ask(`anon ${i}`);
      expect(answer.status).toBe(200);
      expect(answer.body.usage).toEqual({
        used: i,
        limit: ANON_CAP,
        remaining: ANON_CAP - i,
        plan: 'anonymous',
      });
    }
    const over = await ask('one more');
    expect(over.status).toBe(429);
    expect(over.body.usage).toMatchObject({ limit: ANON_CAP, remaining: 0, plan: 'anonymous' });
    const { data } = await world.fb.admin.from('anon_usage').select('ip_hash, count');
    const rows = data as Array<{ ip_hash: string; count: number }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.ip_hash).not.toContain('127.0.0.1');
  });

  it('refuses a forged user token', async () => {
    const user = await world.fb.signUp();
    const [header, payload] = user.token.split('.');
    const forged = await ask('x', `${header}.${payload}.forged-signature`);
    expect(forged.status).toBe(401);
  });
});

describe('chat-with-ai provider failures (SPEC §8 mapping), each refunded', () => {
  const cases: Array<[FakeAiReply, number, string]> = [
    [{ kind: 'unauthorized' }, 502, 'ai_key'],
    [{ kind: 'quota' }, 502, 'ai_quota'],
    [{ kind: 'rate_limit', retryAfterSeconds: 2 }, 503, 'ai_rate_limit'],
    [{ kind: 'server_error' }, 502, 'ai_error'],
    [{ kind: 'empty' }, 502, 'ai_empty'],
    [{ kind: 'answer', delayMs: 1_000 }, 504, 'ai_timeout'],
    [{ kind: 'drop' }, 502, 'ai_network'],
    [{ kind: 'bad_request' }, 400, 'ai_bad_request'],
  ];

  it.each(cases)('%j → %i %s', async (reply, status, code) => {
    const user = await world.fb.signUp();
    world.ai.queue(reply);
    const answer = await ask('hello', user.token);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(typeof answer.body.error).toBe('string');
    expect(answer.body.usage).toMatchObject({ used: 0, remaining: 5 });
    expect(await usedToday(user)).toBe(0);
    if (code === 'ai_rate_limit') expect(answer.headers.get('retry-after')).toBe('2');
  });
});

describe('chat-with-ai provider request', () => {
  it('sends an image-only question to the vision model with 1000 tokens and the SPEC instruction', async () => {
    const user = await world.fb.signUp();
    const answer = await ask([{ type: 'image_url', image_url: { url: imageDataUrl(2048) } }], user.token, {
      subject: 'Physics',
    });
    expect(answer.status).toBe(200);
    const sent = world.ai.requests[0]?.body;
    expect(sent).toMatchObject({ model: 'vision-model', max_tokens: 1000, temperature: 0.7 });
    expect(sent?.messages?.[0]?.role).toBe('system');
    expect(String(sent?.messages?.[0]?.content)).toContain('subject Physics');
    expect(sent?.messages?.[1]?.content).toEqual([
      { type: 'text', text: IMAGE_ONLY_INSTRUCTION },
      { type: 'image_url', image_url: { url: imageDataUrl(2048) } },
    ]);
  });

  it('sends a text question to the text model with 500 tokens', async () => {
    const user = await world.fb.signUp();
    await ask('What is osmosis?', user.token);
    expect(world.ai.requests[0]?.body).toMatchObject({
      model: 'text-model',
      max_tokens: 500,
      temperature: 0.7,
    });
    expect(world.ai.requests[0]?.authorization).toBe(`Bearer ${world.ai.apiKey}`);
  });
});
