import type { AiFailure } from '../_shared/contract/aiFailures.ts';
import { isRecord } from '../_shared/validate.ts';
import type { CompletionRequest } from './prompt.ts';

export class AiError extends Error {
  readonly failure: AiFailure;
  readonly retryAfterSeconds: number | undefined;
  constructor(failure: AiFailure, detail: string, retryAfterSeconds?: number) {
    super(detail);
    this.name = 'AiError';
    this.failure = failure;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ProviderConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  /** Extra attempts after a rate limit, a 5xx or a dropped connection (not after quota or key errors). */
  maxRetries: number;
  /** Waits before retries grow from this (ms); Retry-After is honoured up to a few seconds. */
  retryBaseMs?: number;
}

interface ProviderErrorBody {
  message: string;
  type: string;
  code: string;
}

function providerError(body: unknown): ProviderErrorBody {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { message: text(error.message), type: text(error.type), code: text(error.code) };
}

/** Maps a non-2xx provider answer to a category (OpenAI's status codes and error codes). */
export function classifyHttpFailure(status: number, body: unknown, retryAfter: string | null): AiError {
  const { message, type, code } = providerError(body);
  const detail = `AI provider answered ${status}${message ? `: ${message}` : ''}`;
  if (status === 401 || status === 403 || code === 'invalid_api_key') return new AiError('key', detail);
  if (status === 429) {
    if (code === 'insufficient_quota' || type === 'insufficient_quota') return new AiError('quota', detail);
    const seconds = Number(retryAfter);
    return new AiError('rate_limit', detail, Number.isFinite(seconds) && seconds > 0 ? seconds : undefined);
  }
  if (status === 400 || status === 413 || status === 422) return new AiError('bad_request', detail);
  return new AiError('other', detail);
}

const retryable = (error: AiError): boolean =>
  error.failure === 'rate_limit' || error.failure === 'network' || error.failure === 'other';

/** The answer text of a chat-completions response, or an 'empty' failure. */
export function answerText(body: unknown): string {
  const choices = isRecord(body) && Array.isArray(body.choices) ? body.choices : [];
  const first: unknown = choices[0];
  const message = isRecord(first) && isRecord(first.message) ? first.message : undefined;
  const content = message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new AiError('empty', 'AI provider returned no answer text');
  }
  return content;
}

async function attempt(request: CompletionRequest, config: ProviderConfig): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw fetchFailure(error);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isTimeout(error)) throw fetchFailure(error);
    body = undefined;
  }
  if (!response.ok) throw classifyHttpFailure(response.status, body, response.headers.get('retry-after'));
  if (body === undefined) throw new AiError('other', 'AI provider answered with a body that is not JSON');
  return answerText(body);
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

function fetchFailure(error: unknown): AiError {
  if (isTimeout(error)) return new AiError('timeout', 'AI provider did not answer in time');
  return new AiError('network', `Could not reach the AI provider: ${String(error)}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One chat completion (no streaming), with a few retries for transient failures. */
export async function completeChat(request: CompletionRequest, config: ProviderConfig): Promise<string> {
  const base = config.retryBaseMs ?? 250;
  for (let attemptNo = 0; ; attemptNo++) {
    try {
      return await attempt(request, config);
    } catch (error) {
      if (!(error instanceof AiError) || !retryable(error) || attemptNo >= config.maxRetries) throw error;
      const hinted = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : 0;
      if (hinted > 4000) throw error;
      await sleep(Math.max(hinted, base * 2 ** attemptNo));
    }
  }
}
