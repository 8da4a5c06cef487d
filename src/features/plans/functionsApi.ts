import { loadSupabase } from '../../lib/supabase.ts';

/** Why an edge function call failed: no backend, no connection, or the function's `{error, code}` answer. */
export type FunctionFailure =
  | { kind: 'unavailable' }
  | { kind: 'network' }
  | {
      kind: 'http';
      status: number;
      code: string | null;
      message: string | null;
      body: Record<string, unknown>;
    };

export type FunctionAnswer =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; failure: FunctionFailure };

async function readBody(context: unknown): Promise<Record<string, unknown>> {
  if (!(context instanceof Response)) return {};
  try {
    const body: unknown = await context.clone().json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Calls one of our edge functions through supabase-js (which sends the user's token and the api key) and
 * turns every outcome into data or a failure the caller can map to SPEC §8 texts.
 */
export async function callFunction(name: string, body: Record<string, unknown>): Promise<FunctionAnswer> {
  const supabase = await loadSupabase();
  if (!supabase) return { ok: false, failure: { kind: 'unavailable' } };
  try {
    const { data, error } = await supabase.functions.invoke(name, { body });
    if (!error) {
      const result = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
      return { ok: true, data: result };
    }
    const errorName = (error as { name?: string }).name;
    if (errorName === 'FunctionsFetchError') return { ok: false, failure: { kind: 'network' } };
    const context = (error as { context?: unknown }).context;
    const answer = await readBody(context);
    return {
      ok: false,
      failure: {
        kind: 'http',
        status: context instanceof Response ? context.status : 502,
        code: typeof answer.code === 'string' ? answer.code : null,
        message: typeof answer.error === 'string' ? answer.error : null,
        body: answer,
      },
    };
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
}
