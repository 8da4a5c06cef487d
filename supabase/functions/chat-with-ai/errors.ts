import { HttpError } from '../_shared/http.ts';
import type { AiError, AiFailure } from './provider.ts';

/**
 * How each AI failure is answered (SPEC §8 "AI mapping"). The browser maps on `code`; statuses are
 * chosen so that none collides with the ones it reads as its own problem (401 session, 413 image,
 * 429 daily limit).
 */
export const AI_FAILURE_ANSWERS: Record<AiFailure, { status: number; code: string; error: string }> = {
  key: {
    status: 502,
    code: 'ai_key',
    error: 'The AI provider API key is invalid or missing. Please check the AI configuration.',
  },
  quota: {
    status: 502,
    code: 'ai_quota',
    error: 'The AI provider quota is exceeded. Please check your plan usage and billing.',
  },
  rate_limit: {
    status: 503,
    code: 'ai_rate_limit',
    error: 'Rate limit exceeded. Please try again in a moment.',
  },
  network: { status: 502, code: 'ai_network', error: 'Network error: Unable to connect to the AI provider.' },
  timeout: { status: 504, code: 'ai_timeout', error: 'Request timed out. Please try with a smaller image.' },
  bad_request: {
    status: 400,
    code: 'ai_bad_request',
    error: 'The AI service could not process this question. Please rephrase it or use another image.',
  },
  other: { status: 502, code: 'ai_error', error: 'Failed to get response from AI. Please try again.' },
  empty: { status: 502, code: 'ai_empty', error: 'No response from AI service' },
};

export function aiFailureResponse(error: AiError, extra: Record<string, unknown>): HttpError {
  const answer = AI_FAILURE_ANSWERS[error.failure];
  const headers: Record<string, string> =
    error.retryAfterSeconds !== undefined
      ? { 'Retry-After': String(Math.ceil(error.retryAfterSeconds)) }
      : {};
  return new HttpError(answer.status, answer.error, answer.code, extra, headers);
}
