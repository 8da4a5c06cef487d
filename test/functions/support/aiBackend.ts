import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../../support/fake-openai.ts';
import { type FunctionsBackend, startFunctionsBackend, type TestUser } from './backend.ts';

export interface AiFunctionsBackend {
  readonly ai: FakeOpenAI;
  readonly fb: FunctionsBackend;
  /** POSTs chat-with-ai with one user message (text or parts), as the user when a token is given. */
  ask(
    content: unknown,
    token?: string,
    extra?: Record<string, unknown>,
  ): ReturnType<FunctionsBackend['call']>;
  /** The user's count of today's questions, read as the functions see it. */
  usedToday(user: TestUser): Promise<number>;
}

/**
 * chat-with-ai's test world for the enclosing file or describe block: the local backend (real auth, real
 * quota functions in Postgres) running the functions with the loopback OpenAI stand-in, reset before
 * every test. `env` adds to (or overrides) the AI settings.
 */
export function aiFunctionsBackend(
  env: Record<string, string> = {},
  extraSql: string[] = [],
): AiFunctionsBackend {
  let ai: FakeOpenAI | undefined;
  let fb: FunctionsBackend | undefined;
  beforeAll(async () => {
    ai = await startFakeOpenAI();
    fb = await startFunctionsBackend(
      {
        AI_API_KEY: ai.apiKey,
        AI_BASE_URL: ai.url,
        AI_MAX_RETRIES: '0',
        ...env,
      },
      extraSql,
    );
  });
  afterAll(async () => {
    await fb?.stop();
    await ai?.stop();
  });
  beforeEach(() => ai?.reset());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the backend starts in beforeAll: use it inside tests');
    return value;
  };
  return {
    get ai() {
      return ready(ai);
    },
    get fb() {
      return ready(fb);
    },
    ask: (content, token, extra = {}) =>
      ready(fb).call('chat-with-ai', { messages: [{ role: 'user', content }], ...extra }, token),
    async usedToday(user) {
      const { data, error } = await ready(fb)
        .admin.from('monthly_usage')
        .select('questions_asked')
        .eq('user_id', user.id);
      if (error) throw new Error(error.message);
      return (data as Array<{ questions_asked: number }>)[0]?.questions_asked ?? 0;
    },
  };
}
