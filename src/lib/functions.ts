import { type ErrorCode, isErrorCode } from '@shared/contract/errors.ts';
import type { AppFunctionName, FunctionIO } from '@shared/contract/functions.ts';
import { loadSupabase } from './supabase.ts';

/**
 * The one way the app calls an edge function: supabase-js's functions.invoke (which sends the session's
 * token, or the anon key for a visitor), with every outcome turned into data or a failure. Callers decide
 * by the failure's kind and the server's error `code`, never by its message text.
 */

export type FunctionFailure =
  /** No backend is configured (demo mode), or the client could not be loaded. */
  | { kind: 'unavailable' }
  /** No answer arrived: offline, DNS, a cut connection, an abort. */
  | { kind: 'network'; message: string }
  /** The function answered with an error status; `body` is its JSON object (null when it sent none). */
  | {
      kind: 'http';
      status: number;
      statusText: string;
      code: ErrorCode | null;
      message: string | null;
      body: Record<string, unknown> | null;
    };

/** An answer's fields by name, not yet checked: the browser parses what the server sends before trusting it. */
export type Unchecked<T> = { [K in keyof T]?: unknown };

export type FunctionAnswer<N extends AppFunctionName> =
  | { ok: true; data: Unchecked<FunctionIO[N]['response']> }
  | { ok: false; failure: FunctionFailure };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function jsonObject(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.clone().json();
    return isObject(body) ? body : null;
  } catch {
    return null;
  }
}

/** What supabase-js reports for a failed call: FunctionsFetchError, or an error carrying the Response. */
async function failureOf(error: {
  name?: string;
  message?: string;
  context?: unknown;
}): Promise<FunctionFailure> {
  if (error.name === 'FunctionsFetchError')
    return { kind: 'network', message: error.message ?? 'fetch failed' };
  const response = error.context instanceof Response ? error.context : null;
  const body = response ? await jsonObject(response) : null;
  return {
    kind: 'http',
    status: response?.status ?? 502,
    statusText: response?.statusText ?? '',
    code: isErrorCode(body?.code) ? body.code : null,
    message: typeof body?.error === 'string' ? body.error : null,
    body,
  };
}

export async function callFunction<N extends AppFunctionName>(
  name: N,
  body: FunctionIO[N]['request'],
  options: { signal?: AbortSignal } = {},
): Promise<FunctionAnswer<N>> {
  const supabase = await loadSupabase();
  if (!supabase) return { ok: false, failure: { kind: 'unavailable' } };
  try {
    const { data, error } = await supabase.functions.invoke(name, {
      body,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (error) return { ok: false, failure: await failureOf(error) };
    return { ok: true, data: isObject(data) ? (data as Unchecked<FunctionIO[N]['response']>) : {} };
  } catch (error) {
    return {
      ok: false,
      failure: { kind: 'network', message: error instanceof Error ? error.message : String(error) },
    };
  }
}
