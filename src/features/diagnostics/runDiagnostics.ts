import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { isAbort, isTimeout, withTimeout } from '../../lib/abort.ts';
import { config } from '../../lib/config.ts';
import { authStrings } from '../../lib/strings.ts';
import { loadSupabase } from '../../lib/supabase.ts';
import {
  type CallError,
  CHECK_DEADLINE_MS,
  type DiagnosticsInput,
  type DiagnosticsResult,
  diagnosticNotes,
  shapeDiagnostics,
} from './diagnostics.ts';

export interface DiagnosticsRun {
  result: DiagnosticsResult;
  /** The run itself threw (as opposed to checks that reported problems). */
  unexpected: boolean;
  /** Plain explanations of answers that look like errors but are not. */
  notes: string[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const seconds = Math.round(CHECK_DEADLINE_MS / 1000);

/** A failed check as the result shows it; a passed deadline reads 'no answer within 10 s'. */
function checkError(error: unknown): CallError {
  if (isTimeout(error)) return { code: 'timeout', message: authStrings.diagnostics.timedOut(seconds) };
  return { message: messageOf(error) };
}

/** One check with its deadline; the page's signal (aborted when it unmounts) cancels it too. */
const check = <T>(signal: AbortSignal, work: (signal: AbortSignal) => Promise<T>): Promise<T> =>
  withTimeout(work, CHECK_DEADLINE_MS, signal);

async function getStatus(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<{ status: number } | { error: string }> {
  try {
    return await check(signal, async (deadline) => {
      const response = await fetch(url, { headers, signal: deadline });
      await response.body?.cancel();
      return { status: response.status };
    });
  } catch (error) {
    if (isAbort(error) && signal.aborted) throw error;
    return { error: checkError(error).message ?? 'unknown error' };
  }
}

/**
 * SPEC §7 diagnostics: one row from test_table and profiles, session, user, and the REST root. Every
 * request carries `signal` (the page aborts it when left) and has CHECK_DEADLINE_MS to answer.
 */
export async function runDiagnostics(signal: AbortSignal): Promise<DiagnosticsRun> {
  const { supabaseUrl, supabaseAnonKey } = config;
  const input: DiagnosticsInput = {
    supabaseUrl,
    anonKeySet: Boolean(supabaseAnonKey),
    clientInitialized: false,
    tables: [],
    restRoot: null,
    session: null,
    sessionError: null,
    auth: null,
  };
  try {
    const client = await loadSupabase();
    input.clientInitialized = client !== null;
    if (client && supabaseUrl && supabaseAnonKey) {
      const keyHeaders = { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` };
      // The session first: whether profiles may refuse a signed-out read depends on it.
      let session: Session | null = null;
      try {
        const { data, error } = await check(signal, () => client.auth.getSession());
        input.sessionError = error;
        session = data.session;
      } catch (failure) {
        if (signal.aborted) throw failure;
        input.sessionError = checkError(failure);
      }
      for (const table of ['test_table', 'profiles'] as const) {
        // test_table is not part of our schema: its "missing relation" answer proves the connection.
        const untyped = client as unknown as SupabaseClient;
        const { error } = await check(signal, async (deadline) =>
          untyped.from(table).select('*').limit(1).abortSignal(deadline).single(),
        ).catch((failure: unknown) => {
          if (signal.aborted) throw failure;
          return { error: checkError(failure) };
        });
        input.tables.push({ table, error });
      }
      if (session) {
        input.session = {
          userId: session.user.id,
          email: session.user.email ?? null,
          expiresAt: session.expires_at ?? null,
        };
        // getUser, as GET /auth/v1/user with the session's token (supabase-js takes no abort signal).
        const user = await getStatus(
          `${supabaseUrl}/auth/v1/user`,
          { apikey: supabaseAnonKey, Authorization: `Bearer ${session.access_token}` },
          signal,
        );
        input.auth =
          'status' in user
            ? { ok: user.status === 200, error: `status ${user.status}` }
            : { ok: false, error: user.error };
      } else {
        const health = await getStatus(`${supabaseUrl}/auth/v1/health`, keyHeaders, signal);
        input.auth =
          'status' in health
            ? { ok: health.status === 200, error: `status ${health.status}` }
            : { ok: false, error: health.error };
      }
      input.restRoot = await getStatus(`${supabaseUrl}/rest/v1/`, keyHeaders, signal);
    }
    return { result: shapeDiagnostics(input), unexpected: false, notes: diagnosticNotes(input) };
  } catch (error) {
    if (signal.aborted) throw error;
    const result = shapeDiagnostics(input);
    result.errors.push(`${authStrings.diagnostics.unexpected}: ${messageOf(error)}`);
    return { result, unexpected: true, notes: diagnosticNotes(input) };
  }
}
