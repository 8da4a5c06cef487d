import type { ErrorCode } from '@shared/contract/errors.ts';
import { functionErrorText } from '../../../lib/functionErrors.ts';
import { chatStrings, serverErrorStrings } from '../../../lib/strings.ts';

/** Why a question got no answer, as the routes report it. */
export type DeliveryFailure =
  /** The daily limit (429 'Daily limit exceeded'). */
  | { kind: 'limit' }
  /** The backend function answered with an error status and (usually) a JSON `{error, code}`. */
  | { kind: 'http'; status: number; error?: string; code?: ErrorCode }
  /** No answer arrived: offline, DNS, CORS, connection reset. */
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** An answer without text. */
  | { kind: 'empty' };

export class DeliveryError extends Error {
  readonly failure: DeliveryFailure;
  constructor(failure: DeliveryFailure) {
    super(failure.kind);
    this.name = 'DeliveryError';
    this.failure = failure;
  }
}

const { edge, ai } = chatStrings.errors;

/**
 * SPEC §8 backend function errors, each prefixed 'Edge Function error: '. Status-specific texts first;
 * otherwise the catalogue's text for the server's error code (issue 21: in the reader's language, and
 * never the server's `error`, which is English and for logs).
 */
export function backendErrorText(failure: DeliveryFailure): string {
  switch (failure.kind) {
    case 'limit':
      return chatStrings.errors.generic; // the caller shows the limit message instead
    case 'network':
      return chatStrings.errors.network;
    case 'timeout':
      return edge.prefix + edge.timeout;
    case 'empty':
      return ai.empty;
    case 'http':
      return edge.prefix + httpText(failure);
  }
}

function httpText({ status, code }: { status: number; code?: ErrorCode }): string {
  if (status === 413 || code === 'image_too_large' || code === 'payload_too_large') return edge.tooLarge;
  if (status === 401) return edge.auth;
  if (status === 404) return edge.notFound;
  if (status === 504 || code === 'ai_timeout') return edge.timeout;
  return code ? functionErrorText(code) : edge.server;
}

/** Backend answers that are really a usage problem (SPEC §8 'Unable to record usage: {reason}'). */
export function usageFailureReason(failure: DeliveryFailure): string | null {
  if (failure.kind !== 'http') return null;
  if (failure.code === 'db_error') return serverErrorStrings.functions.recordQuestion;
  if (failure.code === 'db_unavailable') return functionErrorText(failure.code);
  return null;
}

/** SPEC §8 AI mapping, for the direct route: the provider's status and error body. */
export function directAiErrorText(failure: DeliveryFailure, providerCode?: string): string {
  switch (failure.kind) {
    case 'network':
      return ai.network;
    case 'timeout':
    case 'limit':
      return ai.other;
    case 'empty':
      return ai.empty;
    case 'http': {
      const { status } = failure;
      if (status === 401 || status === 403 || providerCode === 'invalid_api_key') return ai.key;
      if (providerCode === 'insufficient_quota') return ai.quota;
      if (status === 429) return ai.rateLimit;
      return ai.other;
    }
  }
}
