import { describe, expect, it } from 'vitest';
import { authErrorMessage, backendMessage } from '../../../../src/features/auth/authErrors.ts';
import { isSessionTokenError } from '../../../../src/features/auth/sessionErrors.ts';
import { clearStoredAuthTokens, hasStoredSession } from '../../../../src/features/auth/storedTokens.ts';

/** supabase-js errors are plain Error subclasses told apart by name. */
const authError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('auth error messages (SPEC §8)', () => {
  it("shows the backend's own message", () => {
    expect(authErrorMessage(authError('AuthApiError', 'Invalid login credentials'))).toBe(
      'Invalid login credentials',
    );
    expect(
      authErrorMessage(authError('AuthWeakPasswordError', 'Password should be at least 6 characters.')),
    ).toBe('Password should be at least 6 characters.');
    expect(backendMessage(authError('AuthSessionMissingError', 'Auth session missing!'))).toBe(
      'Auth session missing!',
    );
  });

  it('shows the generic sentence for anything unexpected', () => {
    const unexpected = 'An unexpected error occurred. Please try again.';
    expect(authErrorMessage(authError('AuthRetryableFetchError', 'Failed to fetch'))).toBe(unexpected);
    expect(authErrorMessage(new TypeError('NetworkError'))).toBe(unexpected);
    expect(authErrorMessage(authError('AuthApiError', '  '))).toBe(unexpected);
    expect(authErrorMessage(null, 'custom')).toBe('custom');
  });
});

describe('the session-error rule (SPEC §4)', () => {
  it('matches messages that mention refresh or token', () => {
    expect(
      isSessionTokenError(authError('AuthApiError', 'Invalid Refresh Token: Refresh Token Not Found')),
    ).toBe(true);
    expect(isSessionTokenError({ message: 'invalid JWT: token is expired' })).toBe(true);
    expect(isSessionTokenError('refresh failed')).toBe(true);
    expect(isSessionTokenError(authError('AuthApiError', 'Invalid login credentials'))).toBe(false);
    expect(isSessionTokenError(undefined)).toBe(false);
  });

  it('clears every stored key containing supabase, auth or sb- and nothing else', () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    localStorage.setItem('sb-127-auth-token-code-verifier', 'v');
    localStorage.setItem('supabase.auth.token', '{}');
    localStorage.setItem('my-auth-cache', '1');
    localStorage.setItem('theme', 'light');
    localStorage.setItem('studymate.anonUsage', '{}');
    expect(hasStoredSession(localStorage)).toBe(true);
    expect(clearStoredAuthTokens(localStorage).sort()).toEqual([
      'my-auth-cache',
      'sb-127-auth-token',
      'sb-127-auth-token-code-verifier',
      'supabase.auth.token',
    ]);
    expect(hasStoredSession(localStorage)).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(localStorage.getItem('studymate.anonUsage')).toBe('{}');
  });
});
