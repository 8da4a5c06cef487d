import { claimedCaller } from '../_shared/auth.ts';
import { readJsonObject } from '../_shared/body.ts';
import { CHAT_LIMITS } from '../_shared/contract/chat.ts';
import type { ChatWithAiResponse } from '../_shared/contract/functions.ts';
import { envInt, envValue, type FunctionEnv } from '../_shared/env.ts';
import { jsonResponse, postOnly } from '../_shared/http.ts';
import { clientIp, hashIp } from '../_shared/ip.ts';
import { serverKey } from '../_shared/keys.ts';
import { adminClientFactory, publicClientFactory } from '../_shared/supabase.ts';
import { StepTimer } from '../_shared/timing.ts';
import { type TutorAnswer, tutorAnswer } from './answer.ts';
import { demoAnswer } from './demo.ts';
import { aiFailureResponse } from './errors.ts';
import { validateChatRequest } from './messages.ts';
import { DEFAULT_AI_BASE_URL, DEFAULT_TEXT_MODEL, DEFAULT_VISION_MODEL } from './prompt.ts';
import { AiError, type ProviderConfig } from './provider.ts';
import { DEFAULT_ANON_DAILY_CAP, reserveQuestion } from './quota.ts';

export const DEFAULT_AI_TIMEOUT_MS = 60_000;
export const DEFAULT_AI_MAX_RETRIES = 1;

/**
 * chat-with-ai: `{messages, requestId?, subject?}` → `{response, timestamp, usage, check?}`. Validates,
 * identifies the caller and reserves one question in one request, asks the AI provider (or answers in
 * demo mode without a key), checks a mathematical result with the solver (issue 16) and gives the
 * question back if the provider fails.
 */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = adminClientFactory(env);
  const asCaller = publicClientFactory(env);
  const models = {
    textModel: envValue(env, 'AI_TEXT_MODEL') ?? DEFAULT_TEXT_MODEL,
    visionModel: envValue(env, 'AI_VISION_MODEL') ?? DEFAULT_VISION_MODEL,
  };
  const apiKey = envValue(env, 'AI_API_KEY');
  const provider: ProviderConfig | undefined = apiKey
    ? {
        apiKey,
        baseUrl: envValue(env, 'AI_BASE_URL') ?? DEFAULT_AI_BASE_URL,
        timeoutMs: envInt(env, 'AI_TIMEOUT_MS', DEFAULT_AI_TIMEOUT_MS, 1),
        maxRetries: envInt(env, 'AI_MAX_RETRIES', DEFAULT_AI_MAX_RETRIES),
      }
    : undefined;
  const anonCap = envInt(env, 'ANON_DAILY_CAP', DEFAULT_ANON_DAILY_CAP, 1);

  return postOnly('chat-with-ai', async (request) => {
    // Server-Timing on the answer: where a question's time goes (reservation, provider).
    const timer = new StepTimer();
    const chat = validateChatRequest(await readJsonObject(request, CHAT_LIMITS.bodyBytes));
    const clients = { admin: admin(), asCaller };
    // Signed out, or a token that the reservation verifies (token, user and session) in one request.
    const caller = claimedCaller(request, env);
    const ipHash = caller.kind === 'anon' ? await hashIp(clientIp(request), serverKey(env) ?? '') : '';
    const reservation = await timer.step('reserve', () =>
      reserveQuestion(clients, caller, chat.requestId ?? crypto.randomUUID(), { ipHash, cap: anonCap }),
    );

    let answer: TutorAnswer;
    if (!provider) {
      answer = { response: demoAnswer(chat.messages, undefined, chat.language) };
    } else {
      try {
        answer = await timer.step('ai', () => tutorAnswer(chat, models, provider));
      } catch (error) {
        const usage = await reservation.refund();
        if (error instanceof AiError) {
          console.warn(`[chat-with-ai] ${error.failure}: ${error.message}`);
          throw aiFailureResponse(error, usage ? { usage } : {});
        }
        throw error;
      }
    }
    const body: ChatWithAiResponse = {
      ...answer,
      timestamp: new Date().toISOString(),
      usage: reservation.usage,
    };
    if (!provider) body.demo = true;
    return jsonResponse(body, 200, { 'Server-Timing': timer.header() });
  });
}
