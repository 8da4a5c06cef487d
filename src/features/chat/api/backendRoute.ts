import { chatStrings } from '../../../lib/strings.ts';
import { loadSupabase } from '../../../lib/supabase.ts';
import { usageFromServer } from '../../usage/limits.ts';
import { DeliveryError } from '../logic/errors.ts';
import { ASK_TIMEOUT_MS, AskAborted, type AskRequest, type AskResult, withTimeout } from './types.ts';

interface ErrorBody {
  error?: unknown;
  code?: unknown;
  usage?: unknown;
}

/** An error answer's JSON body (chat-with-ai always answers `{error, code, …}`), or {} if unreadable. */
async function readErrorBody(response: unknown): Promise<ErrorBody> {
  if (!(response instanceof Response)) return {};
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

/** Limit reached: carries the server's figures so the badge can show them. */
export class LimitReached extends DeliveryError {
  readonly usage: ReturnType<typeof usageFromServer>;
  constructor(usage: ReturnType<typeof usageFromServer>) {
    super({ kind: 'limit' });
    this.usage = usage;
  }
}

/**
 * The backend route (SPEC §4): `chat-with-ai` through supabase-js, which attaches the user's token or
 * the anon key. The server reserves the question (idempotent on requestId) and returns the new figures.
 */
export async function askBackend(request: AskRequest): Promise<AskResult> {
  const supabase = await loadSupabase();
  if (!supabase) {
    throw new DeliveryError({ kind: 'http', status: 503, error: chatStrings.errors.backendNotConfigured });
  }
  const timer = withTimeout(request.signal, ASK_TIMEOUT_MS);
  try {
    const body: Record<string, unknown> = { messages: request.messages, requestId: request.requestId };
    if (request.subject) body.subject = request.subject;
    const { data, error } = await supabase.functions.invoke('chat-with-ai', { body, signal: timer.signal });
    if (request.signal.aborted) throw new AskAborted();
    if (error) {
      if (timer.timedOut()) throw new DeliveryError({ kind: 'timeout' });
      const name = (error as { name?: string }).name;
      if (name === 'FunctionsFetchError') throw new DeliveryError({ kind: 'network' });
      const context = (error as { context?: unknown }).context;
      const status = context instanceof Response ? context.status : 502;
      const answer = await readErrorBody(context);
      if (status === 429 && answer.error === 'Daily limit exceeded') {
        throw new LimitReached(usageFromServer(answer.usage));
      }
      throw new DeliveryError({
        kind: 'http',
        status,
        ...(typeof answer.error === 'string' ? { error: answer.error } : {}),
        ...(typeof answer.code === 'string' ? { code: answer.code } : {}),
      });
    }
    const result = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const text = typeof result.response === 'string' ? result.response : '';
    if (text.trim() === '') throw new DeliveryError({ kind: 'empty' });
    return { text, usage: usageFromServer(result.usage) };
  } finally {
    timer.done();
  }
}
