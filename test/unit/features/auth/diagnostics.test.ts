import { describe, expect, it } from 'vitest';
import {
  countsAsConnected,
  type DiagnosticsInput,
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
      tables: [{ table: 'profiles', error: { code: '42501', message: 'permission denied' } }],
      restRoot: { status: 401 },
      auth: { ok: false, error: 'status 503' },
    });
    expect(result.databaseConnected).toBe(false);
    expect(result.authServiceAccessible).toBe(false);
    expect(result.errors).toEqual([
      'profiles: 42501: permission denied',
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
