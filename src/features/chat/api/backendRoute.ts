import type { ChatWithAiRequest } from '@shared/contract/functions.ts';
import { findSubject } from '@shared/contract/subjects.ts';
import { readUsage, type Usage } from '@shared/contract/usage.ts';
import { callFunction } from '../../../lib/functions.ts';
import { useLanguageStore } from '../../../lib/i18n/language.ts';
import { chatStrings } from '../../../lib/strings.ts';
import { DeliveryError } from '../logic/errors.ts';
import { answerMeta } from '../tutor/tutorMeta.ts';
import { ASK_TIMEOUT_MS, AskAborted, type AskRequest, type AskResult, withTimeout } from './types.ts';

/** Limit reached: carries the server's figures so the badge can show them. */
export class LimitReached extends DeliveryError {
  readonly usage: Usage | null;
  constructor(usage: Usage | null) {
    super({ kind: 'limit' });
    this.usage = usage;
  }
}

/**
 * The backend route (SPEC §4): `chat-with-ai` through the function client, which attaches the user's
 * token or the anon key. The server reserves the question (idempotent on requestId) and returns the
 * new figures.
 */
export async function askBackend(request: AskRequest): Promise<AskResult> {
  const timer = withTimeout(request.signal, ASK_TIMEOUT_MS);
  try {
    const body: ChatWithAiRequest = { messages: request.messages, requestId: request.requestId };
    // A subject the server would not know (from an older version's history) is left out.
    const subject = request.subject ? findSubject(request.subject) : undefined;
    if (subject) body.subject = subject;
    // Explain is the server's default: a plain question keeps SPEC's request shape.
    if (request.mode && request.mode !== 'explain') body.mode = request.mode;
    if (request.work) body.work = request.work;
    // Issue 21: the reader's language when not English (English is the server's default: SPEC's shape).
    const language = request.language ?? useLanguageStore.getState().language;
    if (language !== 'en') body.language = language;
    const answer = await callFunction('chat-with-ai', body, { signal: timer.signal });
    if (request.signal.aborted) throw new AskAborted();
    if (!answer.ok) {
      const { failure } = answer;
      if (failure.kind === 'unavailable') {
        throw new DeliveryError({
          kind: 'http',
          status: 503,
          error: chatStrings.errors.backendNotConfigured,
        });
      }
      if (timer.timedOut()) throw new DeliveryError({ kind: 'timeout' });
      if (failure.kind === 'network') throw new DeliveryError({ kind: 'network' });
      if (failure.code === 'daily_limit') throw new LimitReached(readUsage(failure.body?.usage));
      throw new DeliveryError({
        kind: 'http',
        status: failure.status,
        ...(failure.message !== null ? { error: failure.message } : {}),
        ...(failure.code !== null ? { code: failure.code } : {}),
      });
    }
    const text = typeof answer.data.response === 'string' ? answer.data.response : '';
    if (text.trim() === '') throw new DeliveryError({ kind: 'empty' });
    const meta = answerMeta(answer.data, request.mode ?? 'explain');
    return { text, usage: readUsage(answer.data.usage), ...(meta ? { meta } : {}) };
  } finally {
    timer.done();
  }
}
