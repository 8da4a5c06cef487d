import { AI_FAILURE_TEXT, type AiFailure } from '../_shared/contract/aiFailures.ts';
import type { ErrorCode } from '../_shared/contract/errors.ts';
import { HttpError } from '../_shared/http.ts';
import type { AiError } from './provider.ts';

/**
 * How each AI failure is answered (SPEC §8 "AI mapping"). The browser maps on `code`; statuses are
 * chosen so that none collides with the ones it reads as its own problem (401 session, 413 image,
 * 429 daily limit).
 */
export const AI_FAILURE_ANSWERS: Record<AiFailure, { status: number; code: ErrorCode; error: string }> = {
  key: { status: 502, code: 'ai_key', error: AI_FAILURE_TEXT.key },
  quota: { status: 502, code: 'ai_quota', error: AI_FAILURE_TEXT.quota },
  rate_limit: { status: 503, code: 'ai_rate_limit', error: AI_FAILURE_TEXT.rate_limit },
  network: { status: 502, code: 'ai_network', error: AI_FAILURE_TEXT.network },
  timeout: { status: 504, code: 'ai_timeout', error: AI_FAILURE_TEXT.timeout },
  bad_request: { status: 400, code: 'ai_bad_request', error: AI_FAILURE_TEXT.bad_request },
  other: { status: 502, code: 'ai_error', error: AI_FAILURE_TEXT.other },
  empty: { status: 502, code: 'ai_empty', error: AI_FAILURE_TEXT.empty },
};

export function aiFailureResponse(error: AiError, extra: Record<string, unknown>): HttpError {
  const answer = AI_FAILURE_ANSWERS[error.failure];
  const headers: Record<string, string> =
    error.retryAfterSeconds !== undefined
      ? { 'Retry-After': String(Math.ceil(error.retryAfterSeconds)) }
      : {};
  return new HttpError(answer.status, answer.error, answer.code, extra, headers);
}
