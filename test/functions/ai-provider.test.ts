import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_FAILURE_ANSWERS } from '../../supabase/functions/chat-with-ai/errors.ts';
import { buildCompletionRequest } from '../../supabase/functions/chat-with-ai/prompt.ts';
import {
  AiError,
  completeChat,
  type ProviderConfig,
} from '../../supabase/functions/chat-with-ai/provider.ts';
import { type FakeOpenAI, startFakeOpenAI } from '../support/fake-openai.ts';

let ai: FakeOpenAI;
let config: ProviderConfig;
const request = buildCompletionRequest([{ role: 'user', content: 'What is a prime number?' }], 'Math', {
  textModel: 'gpt-test',
  visionModel: 'gpt-vision-test',
});

async function failureOf(promise: Promise<unknown>): Promise<AiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AiError) return error;
    throw error;
  }
  throw new Error('expected an AI failure');
}

beforeAll(async () => {
  ai = await startFakeOpenAI();
  config = { apiKey: ai.apiKey, baseUrl: ai.url, timeoutMs: 2_000, maxRetries: 0, retryBaseMs: 10 };
});
afterAll(() => ai.stop());
beforeEach(() => ai.reset());

describe('OpenAI-compatible provider calls (loopback AI)', () => {
  it('sends the chat-completions body with the key and returns the answer', async () => {
    ai.queue({ kind: 'answer', content: '## Primes\n\n1. A prime has two divisors.' });
    await expect(completeChat(request, config)).resolves.toBe('## Primes\n\n1. A prime has two divisors.');
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]?.authorization).toBe(`Bearer ${ai.apiKey}`);
    expect(ai.requests[0]?.body).toMatchObject({ model: 'gpt-test', max_tokens: 500, temperature: 0.7 });
  });

  it.each([
    ['unauthorized', 'key'],
    ['quota', 'quota'],
    ['rate_limit', 'rate_limit'],
    ['server_error', 'other'],
    ['bad_request', 'bad_request'],
    ['not_json', 'other'],
    ['empty', 'empty'],
    ['drop', 'network'],
  ] as const)('maps a %s answer to the %s failure', async (kind, failure) => {
    ai.queue({ kind });
    const error = await failureOf(completeChat(request, config));
    expect(error.failure).toBe(failure);
  });

  it('maps a wrong key to the key failure', async () => {
    const error = await failureOf(completeChat(request, { ...config, apiKey: 'sk-wrong' }));
    expect(error.failure).toBe('key');
  });

  it('maps an unreachable provider to the network failure', async () => {
    const error = await failureOf(completeChat(request, { ...config, baseUrl: 'http://127.0.0.1:9/v1' }));
    expect(error.failure).toBe('network');
  });

  it('gives up on a slow answer after the timeout', async () => {
    ai.queue({ kind: 'answer', delayMs: 1_500 });
    const started = Date.now();
    const error = await failureOf(completeChat(request, { ...config, timeoutMs: 300 }));
    expect(error.failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('retries a rate limit or a server error, never a quota or key failure', async () => {
    const retrying = { ...config, maxRetries: 1 };
    ai.queue({ kind: 'rate_limit', retryAfterSeconds: 0 }, { kind: 'answer', content: 'ok after retry' });
    await expect(completeChat(request, retrying)).resolves.toBe('ok after retry');
    ai.queue({ kind: 'server_error' }, { kind: 'answer', content: 'ok again' });
    await expect(completeChat(request, retrying)).resolves.toBe('ok again');
    ai.reset();
    ai.queue({ kind: 'quota' }, { kind: 'answer' });
    expect((await failureOf(completeChat(request, retrying))).failure).toBe('quota');
    expect(ai.requests).toHaveLength(1);
  });

  it('answers every failure with a status the browser can tell apart from its own errors', () => {
    for (const answer of Object.values(AI_FAILURE_ANSWERS)) {
      expect([401, 413, 429]).not.toContain(answer.status);
      expect(answer.error.length).toBeGreaterThan(10);
    }
    expect(AI_FAILURE_ANSWERS.network.error).toContain('Network error: Unable to connect to');
    expect(AI_FAILURE_ANSWERS.other.error).toBe('Failed to get response from AI. Please try again.');
    expect(AI_FAILURE_ANSWERS.empty.error).toBe('No response from AI service');
  });
});
