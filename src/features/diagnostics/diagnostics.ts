import { authStrings } from '../../lib/strings.ts';

/** SPEC §3 "Diagnostics result", shown as JSON on /test-supabase. */
export interface DiagnosticsResult {
  clientInitialized: boolean;
  databaseConnected: boolean;
  authServiceAccessible: boolean;
  environmentVariables: Record<'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY', string>;
  currentSession: { userId: string; email: string | null; expiresAt: string | null } | null;
  errors: string[];
}

export interface CallError {
  code?: string | null;
  message?: string | null;
}

/** What the checks observed; runDiagnostics.ts gathers it, shapeDiagnostics turns it into the result. */
export interface DiagnosticsInput {
  supabaseUrl: string | null;
  anonKeySet: boolean;
  clientInitialized: boolean;
  /** One row from each table (test_table, profiles). */
  tables: { table: string; error: CallError | null }[];
  /** GET {url}/rest/v1/ with the key headers. */
  restRoot: { status: number } | { error: string } | null;
  session: { userId: string; email: string | null; expiresAt: number | null } | null;
  sessionError: CallError | null;
  /** getUser() when there is a session, else a GET of the auth service's health endpoint. */
  auth: { ok: boolean; error?: string } | null;
}

const MISSING_RELATION = /relation .* does not exist|could not find the table/i;

/**
 * SPEC §8: a table query proves the database reachable when it succeeds, when it fails with PGRST116
 * (no row for .single()), or when the error says the relation is missing (42P01 from PostgreSQL, or
 * PostgREST's PGRST205 "Could not find the table"): the server answered from the database either way.
 */
export function countsAsConnected(error: CallError | null): boolean {
  if (!error) return true;
  if (error.code === 'PGRST116' || error.code === '42P01' || error.code === 'PGRST205') return true;
  return MISSING_RELATION.test(error.message ?? '');
}

/** Seconds each check may take before it counts as failed (a stalled request must not spin forever). */
export const CHECK_DEADLINE_MS = 10_000;

/**
 * Signed out, a read of profiles is refused with 42501 "permission denied": the database answered and
 * row-level security did its job, which is what a healthy backend does.
 */
export function rlsRefusal(table: string, error: CallError | null, signedIn: boolean): boolean {
  if (signedIn || table !== 'profiles' || !error) return false;
  return error.code === '42501' || /permission denied/i.test(error.message ?? '');
}

/** Plain explanations of answers that look like errors but are not (shown beside the JSON). */
export function diagnosticNotes(input: DiagnosticsInput): string[] {
  const signedIn = input.session !== null;
  return input.tables.some(({ table, error }) => rlsRefusal(table, error, signedIn))
    ? [authStrings.diagnostics.rlsNote]
    : [];
}

/** What the page shows: offline says so instead of failing every check; else the SPEC verdict. */
export type DiagnosticsOutcome = DiagnosticsVerdict | 'offline';

export const outcomeOf = (
  result: DiagnosticsResult,
  unexpected: boolean,
  online: boolean,
): DiagnosticsOutcome => (online ? verdictOf(result, unexpected) : 'offline');

const describe = (error: CallError) =>
  [error.code, error.message].filter(Boolean).join(': ') || 'unknown error';

export function shapeDiagnostics(input: DiagnosticsInput): DiagnosticsResult {
  const errors: string[] = [];
  if (!input.supabaseUrl) errors.push('VITE_SUPABASE_URL is not set');
  if (!input.anonKeySet) errors.push('VITE_SUPABASE_ANON_KEY is not set');
  if (!input.clientInitialized && input.supabaseUrl && input.anonKeySet) {
    errors.push('The Supabase client could not be loaded');
  }

  let databaseConnected = input.clientInitialized && input.tables.length > 0;
  for (const { table, error } of input.tables) {
    if (countsAsConnected(error) || rlsRefusal(table, error, input.session !== null)) continue;
    databaseConnected = false;
    errors.push(`${table}: ${describe(error ?? {})}`);
  }
  const rest = input.restRoot;
  if (rest && 'error' in rest) {
    databaseConnected = false;
    errors.push(`REST API: ${rest.error}`);
  } else if (rest && (rest.status < 200 || rest.status >= 300)) {
    databaseConnected = false;
    errors.push(`REST API answered ${rest.status}`);
  }

  if (input.sessionError) errors.push(`Session: ${describe(input.sessionError)}`);
  if (input.auth && !input.auth.ok) errors.push(`Auth service: ${input.auth.error ?? 'not reachable'}`);
  const authServiceAccessible = Boolean(input.auth?.ok) && !input.sessionError;

  return {
    clientInitialized: input.clientInitialized,
    databaseConnected,
    authServiceAccessible,
    environmentVariables: {
      VITE_SUPABASE_URL: input.supabaseUrl ?? 'missing',
      // The key is public, but a diagnostics page has no need to print it.
      VITE_SUPABASE_ANON_KEY: input.anonKeySet ? 'set' : 'missing',
    },
    currentSession: input.session && {
      userId: input.session.userId,
      email: input.session.email,
      expiresAt: input.session.expiresAt ? new Date(input.session.expiresAt * 1000).toISOString() : null,
    },
    errors,
  };
}

export type DiagnosticsVerdict = 'passed' | 'issues' | 'unexpected';

export const verdictOf = (result: DiagnosticsResult, unexpected: boolean): DiagnosticsVerdict =>
  unexpected ? 'unexpected' : result.errors.length > 0 ? 'issues' : 'passed';
