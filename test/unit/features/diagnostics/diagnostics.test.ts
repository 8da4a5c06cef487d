import { describe, expect, it } from 'vitest';
import {
  countsAsConnected,
  type DiagnosticsInput,
  diagnosticNotes,
  outcomeOf,
  rlsRefusal,
  shapeDiagnostics,
  verdictOf,
} from '../../../../src/features/diagnostics/diagnostics.ts';

const healthy: DiagnosticsInput = {
  supabaseUrl: 'http://127.0.0.1:54321',
  anonKeySet: true,
  clientInitialized: true,
  tables: [
    {
      table: 'test_table',
      error: { code: 'PGRST205', message: "Could not find the table 'public.test_table'" },
    },
    {
      table: 'profiles',
      error: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object' },
    },
  ],
  restRoot: { status: 200 },
  session: null,
  sessionError: null,
  auth: { ok: true },
};

describe('the database-connected rule (SPEC §8)', () => {
  it('counts success, PGRST116 and a missing relation as connected', () => {
    expect(countsAsConnected(null)).toBe(true);
    expect(countsAsConnected({ code: 'PGRST116', message: 'no rows' })).toBe(true);
    expect(countsAsConnected({ code: '42P01', message: 'relation "public.test_table" does not exist' })).toBe(
      true,
    );
    expect(countsAsConnected({ message: 'relation "test_table" does not exist' })).toBe(true);
    expect(countsAsConnected({ code: 'PGRST205', message: "Could not find the table 'public.x'" })).toBe(
      true,
    );
  });

  it('counts other errors as not connected', () => {
    expect(countsAsConnected({ code: '', message: 'TypeError: Failed to fetch' })).toBe(false);
    expect(countsAsConnected({ code: '42501', message: 'permission denied for table profiles' })).toBe(false);
  });
});

describe('the diagnostics result (SPEC §3)', () => {
  it('reports a healthy backend with no errors and never prints the key', () => {
    const result = shapeDiagnostics(healthy);
    expect(result).toEqual({
      clientInitialized: true,
      databaseConnected: true,
      authServiceAccessible: true,
      environmentVariables: { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'set' },
      currentSession: null,
      errors: [],
    });
    expect(verdictOf(result, false)).toBe('passed');
  });

  it('shows the session without its tokens', () => {
    const result = shapeDiagnostics({
      ...healthy,
      session: { userId: 'u1', email: 'a@b.co', expiresAt: 1_800_000_000 },
    });
    expect(result.currentSession).toEqual({
      userId: 'u1',
      email: 'a@b.co',
      expiresAt: '2027-01-15T08:00:00.000Z',
    });
  });

  it('lists each problem and says the setup has issues', () => {
    const result = shapeDiagnostics({
      ...healthy,
      // (Signed out, 42501 on profiles is RLS working: see below. This is a real failure.)
      tables: [{ table: 'profiles', error: { code: '57014', message: 'statement timeout' } }],
      restRoot: { status: 401 },
      auth: { ok: false, error: 'status 503' },
    });
    expect(result.databaseConnected).toBe(false);
    expect(result.authServiceAccessible).toBe(false);
    expect(result.errors).toEqual([
      'profiles: 57014: statement timeout',
      'REST API answered 401',
      'Auth service: status 503',
    ]);
    expect(verdictOf(result, false)).toBe('issues');
    expect(verdictOf(result, true)).toBe('unexpected');
  });

  it('in demo mode says which variables are missing', () => {
    const result = shapeDiagnostics({
      ...healthy,
      supabaseUrl: null,
      anonKeySet: false,
      clientInitialized: false,
      tables: [],
      restRoot: null,
      auth: null,
    });
    expect(result).toMatchObject({
      clientInitialized: false,
      databaseConnected: false,
      authServiceAccessible: false,
      environmentVariables: { VITE_SUPABASE_URL: 'missing', VITE_SUPABASE_ANON_KEY: 'missing' },
    });
    expect(result.errors).toEqual(['VITE_SUPABASE_URL is not set', 'VITE_SUPABASE_ANON_KEY is not set']);
  });
});

describe('row-level security and offline are not backend faults', () => {
  const denied = { code: '42501', message: 'permission denied for table profiles' };
  const signedOutDenied: DiagnosticsInput = {
    ...healthy,
    tables: [healthy.tables[0] ?? { table: 'test_table', error: null }, { table: 'profiles', error: denied }],
  };

  it('signed out, "permission denied for table profiles" is RLS working: connected, no error, a plain note', () => {
    const result = shapeDiagnostics(signedOutDenied);
    expect(result.databaseConnected).toBe(true);
    expect(result.errors).toEqual([]);
    expect(verdictOf(result, false)).toBe('passed');
    expect(diagnosticNotes(signedOutDenied)).toEqual([
      expect.stringContaining('row-level security protecting the table'),
    ]);
  });

  it('signed in, the same refusal of your own profile is a real problem', () => {
    const input = { ...signedOutDenied, session: { userId: 'u1', email: null, expiresAt: null } };
    const result = shapeDiagnostics(input);
    expect(result.databaseConnected).toBe(false);
    expect(result.errors).toEqual(['profiles: 42501: permission denied for table profiles']);
    expect(diagnosticNotes(input)).toEqual([]);
  });

  it('only profiles, only a permission refusal, only signed out', () => {
    expect(rlsRefusal('profiles', denied, false)).toBe(true);
    expect(rlsRefusal('profiles', { message: 'permission denied for table profiles' }, false)).toBe(true);
    expect(rlsRefusal('profiles', denied, true)).toBe(false);
    expect(rlsRefusal('test_table', denied, false)).toBe(false);
    expect(rlsRefusal('profiles', { code: 'timeout', message: 'no answer within 10 s' }, false)).toBe(false);
    expect(rlsRefusal('profiles', null, false)).toBe(false);
  });

  it('a check that timed out fails the database check with its reason', () => {
    const result = shapeDiagnostics({
      ...healthy,
      tables: [{ table: 'profiles', error: { code: 'timeout', message: 'no answer within 10 s' } }],
    });
    expect(result.databaseConnected).toBe(false);
    expect(result.errors).toEqual(['profiles: timeout: no answer within 10 s']);
  });

  it('offline, the page says offline instead of a verdict', () => {
    const failed = shapeDiagnostics({ ...healthy, restRoot: { error: 'Failed to fetch' } });
    expect(outcomeOf(failed, false, false)).toBe('offline');
    expect(outcomeOf(failed, false, true)).toBe('issues');
    expect(outcomeOf(shapeDiagnostics(healthy), false, true)).toBe('passed');
  });
});
