import { identifyCaller } from '../_shared/auth.ts';
import { readJsonObject } from '../_shared/body.ts';
import { envInt, envValue, type FunctionEnv } from '../_shared/env.ts';
import { jsonResponse, postOnly } from '../_shared/http.ts';
import { clientIp, hashIp } from '../_shared/ip.ts';
import { adminClientFactory } from '../_shared/supabase.ts';
import { type AnswerCheck, checkAnswer, splitCheckBlock } from './check/index.ts';
import { demoReply } from './demo.ts';
import { aiFailureResponse } from './errors.ts';
import { CHAT_LIMITS, typedQuestion, validateChatRequest } from './messages.ts';
import { CHECKED_MODES, SUGGESTING_MODES } from './modes.ts';
import {
  buildCompletionRequest,
  DEFAULT_AI_BASE_URL,
  DEFAULT_TEXT_MODEL,
  DEFAULT_VISION_MODEL,
} from './prompt.ts';
import { AiError, completeChat, type ProviderConfig } from './provider.ts';
import { DEFAULT_ANON_DAILY_CAP, reserveQuestion } from './quota.ts';
import { takeSuggestions } from './suggestions.ts';
import { judgeWork, verdictInstruction, type WorkVerdict } from './work.ts';

export const DEFAULT_AI_TIMEOUT_MS = 60_000;
export const DEFAULT_AI_MAX_RETRIES = 1;
/** The solver's time for checking one answer (issue 16): never more delay than this per judgement. */
export const CHECK_BUDGET_MS = 1000;

/**
 * chat-with-ai: `{messages, requestId?, subject?}` → `{response, timestamp, usage, check?}`. Validates,
 * identifies the caller, reserves one question, asks the AI provider (or answers in demo mode without a
 * key), checks a mathematical result with the solver (issue 16) and gives the question back if the
 * provider fails.
 */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = adminClientFactory(env);
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
    const chat = validateChatRequest(await readJsonObject(request, CHAT_LIMITS.bodyBytes));
    const client = admin();
    const caller = await identifyCaller(request, env, client);
    const ipHash =
      caller.kind === 'anon'
        ? await hashIp(clientIp(request), envValue(env, 'SUPABASE_SERVICE_ROLE_KEY') ?? '')
        : '';
    const reservation = await reserveQuestion(client, caller, chat.requestId ?? crypto.randomUUID(), {
      ipHash,
      cap: anonCap,
    });

    let response: string;
    let check: AnswerCheck | undefined;
    let suggestions: string[] | undefined;
    let workVerdict: WorkVerdict | undefined;
    if (!provider) {
      response = demoReply();
    } else {
      try {
        const work = chat.mode === 'check' ? judgeWork(chat.work, CHECK_BUDGET_MS) : undefined;
        workVerdict = work?.verdict;
        const fact = work ? verdictInstruction(work) : null;
        const completion = buildCompletionRequest(chat.messages, chat.subject, models, {
          mode: chat.mode,
          facts: fact ? [fact] : [],
        });
        const raw = await completeChat(completion, provider);
        if (CHECKED_MODES.includes(chat.mode)) {
          const checked = await checkAnswer(raw, {
            typedQuestion: typedQuestion(chat.messages),
            budgetMs: CHECK_BUDGET_MS,
            // One correction round, inside the same question: no second reservation.
            askAgain: (followUp) =>
              completeChat({ ...completion, messages: [...completion.messages, ...followUp] }, provider),
          });
          response = checked.response;
          check = checked.check;
        } else {
          response = splitCheckBlock(raw).text; // never shown, even when a hint carries one
        }
        const next = takeSuggestions(response, chat.subject);
        response = next.text;
        if (SUGGESTING_MODES.includes(chat.mode)) suggestions = next.suggestions;
      } catch (error) {
        const usage = await reservation.refund();
        if (error instanceof AiError) {
          console.warn(`[chat-with-ai] ${error.failure}: ${error.message}`);
          throw aiFailureResponse(error, usage ? { usage } : {});
        }
        throw error;
      }
    }
    const body: Record<string, unknown> = {
      response,
      timestamp: new Date().toISOString(),
      usage: reservation.usage,
    };
    if (check) body.check = check;
    if (suggestions) body.suggestions = suggestions;
    if (workVerdict) body.workVerdict = workVerdict;
    if (!provider) body.demo = true;
    return jsonResponse(body);
  });
}
