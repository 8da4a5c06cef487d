import type { SupabaseClient } from '@supabase/supabase-js';
import { config } from '../../lib/config.ts';
import { authStrings } from '../../lib/strings.ts';
import { loadSupabase } from '../../lib/supabase.ts';
import { type DiagnosticsInput, type DiagnosticsResult, shapeDiagnostics } from './diagnostics.ts';

export interface DiagnosticsRun {
  result: DiagnosticsResult;
  /** The run itself threw (as opposed to checks that reported problems). */
  unexpected: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function getStatus(url: string, key: string): Promise<{ status: number } | { error: string }> {
  try {
    const response = await fetch(url, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
    return { status: response.status };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

/** SPEC §7 diagnostics: one row from test_table and profiles, session, user, and the REST root. */
export async function runDiagnostics(): Promise<DiagnosticsRun> {
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
      for (const table of ['test_table', 'profiles'] as const) {
        // test_table is not part of our schema: its "missing relation" answer proves the connection.
        const untyped = client as unknown as SupabaseClient;
        const { error } = await untyped.from(table).select('*').limit(1).single();
        input.tables.push({ table, error });
      }
      const { data, error: sessionError } = await client.auth.getSession();
      input.sessionError = sessionError;
      const session = data.session;
      if (session) {
        input.session = {
          userId: session.user.id,
          email: session.user.email ?? null,
          expiresAt: session.expires_at ?? null,
        };
        const { error } = await client.auth.getUser();
        input.auth = error ? { ok: false, error: error.message } : { ok: true };
      } else {
        const health = await getStatus(`${supabaseUrl}/auth/v1/health`, supabaseAnonKey);
        input.auth =
          'status' in health
            ? { ok: health.status === 200, error: `status ${health.status}` }
            : { ok: false, error: health.error };
      }
      input.restRoot = await getStatus(`${supabaseUrl}/rest/v1/`, supabaseAnonKey);
    }
    return { result: shapeDiagnostics(input), unexpected: false };
  } catch (error) {
    const result = shapeDiagnostics(input);
    result.errors.push(`${authStrings.diagnostics.unexpected}: ${messageOf(error)}`);
    return { result, unexpected: true };
  }
}
