import { create } from 'zustand';
import { backendConfigured } from '../../lib/config.ts';
import { authStrings } from '../../lib/strings.ts';
import type { AppSupabaseClient } from '../../lib/supabase.ts';
import { authErrorMessage, backendMessage, isSessionTokenError } from './authErrors.ts';
import { linkRedirectUrl } from './authLink.ts';
import { wipeLocalData } from './localData.ts';
import { createSessionLifecycle } from './sessionLifecycle.ts';
import { clearStoredAuthTokens } from './storedTokens.ts';
import { toAuthUser } from './toAuthUser.ts';
import type { AuthUser } from './user.ts';
import { signupMetadata } from './validation.ts';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** Every action answers with a message ready to show, or null on success. */
export interface AuthResult {
  error: string | null;
}

/** `existing`: Supabase answered with a user without identities (the address is already registered). */
export type SignUpResult = { error: string } | { error: null; confirmed: boolean; existing: boolean };

/** What proves a password reset: the e-mail link's token hash, or the 6-digit code with its address. */
export type RecoveryProof = { tokenHash: string } | { email: string; code: string };

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** Loads supabase-js, restores the session and follows its changes. Idempotent. */
  initialize: () => Promise<void>;
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signUp: (input: SignUpInput) => Promise<SignUpResult>;
  resendConfirmation: (email: string) => Promise<AuthResult>;
  sendPasswordReset: (email: string) => Promise<AuthResult>;
  /** verifyOtp for a recovery: a session that may set a new password (uses the link or code up). */
  verifyRecovery: (proof: RecoveryProof) => Promise<AuthResult>;
  /** verifyOtp for a sign-up confirmation link; the user then logs in (no session is kept). */
  confirmSignupLink: (tokenHash: string) => Promise<AuthResult>;
  /** Sets a new password for the signed-in (or recovering) user. */
  updatePassword: (password: string) => Promise<AuthResult>;
  /** Ends the session on this device and removes the user's local data (chats, outbox, drafts). */
  signOut: () => Promise<AuthResult>;
  /** SPEC §4: a session error mentioning refresh or token clears the tokens and signs out locally. */
  handleSessionError: (error: unknown) => Promise<boolean>;
  setSignedIn: (user: AuthUser) => void;
  setSignedOut: () => void;
}

type Acquired = { client: AppSupabaseClient } | { error: string };

let initializing: Promise<void> | null = null;

const { demoActions } = authStrings;

export const useAuthStore = create<AuthState>((set, get) => {
  const signedOut = () => set({ status: 'signedOut', user: null });
  const session = createSessionLifecycle({ set, status: () => get().status });

  /** The connected client, or the message for when there is none: demo mode, or a failed load. */
  const acquire = async (demoAction: string | null, unavailable: string): Promise<Acquired> => {
    if (!backendConfigured()) return { error: demoAction ? authStrings.demoMode(demoAction) : unavailable };
    const client = await session.connect();
    return client ? { client } : { error: unavailable };
  };

  return {
    status: 'loading',
    user: null,
    setSignedIn: (user) => set({ status: 'signedIn', user }),
    setSignedOut: signedOut,

    initialize: () => {
      initializing ??= session.start().catch((error: unknown) => {
        console.error('Auth initialisation failed', error);
        signedOut();
      });
      return initializing;
    },

    signIn: async (email, password) => {
      const got = await acquire(demoActions.signIn, authStrings.unexpected);
      if ('error' in got) return got;
      try {
        const previous = get().user?.id;
        const { data, error } = await got.client.auth.signInWithPassword({ email: email.trim(), password });
        if (error) return { error: authErrorMessage(error) };
        set({ status: 'signedIn', user: toAuthUser(data.user) });
        // Someone else was signed in here: their chats must not stay visible to this account.
        if (previous && previous !== data.user.id) await wipeLocalData();
        return { error: null };
      } catch {
        return { error: authStrings.unexpected };
      }
    },

    signUp: async (input) => {
      const got = await acquire(demoActions.signUp, authStrings.unexpected);
      if ('error' in got) return got;
      const previous = get().user?.id;
      try {
        const { data, error } = await got.client.auth.signUp({
          email: input.email.trim(),
          password: input.password,
          options: {
            emailRedirectTo: linkRedirectUrl(location.href, 'signup'),
            data: { ...signupMetadata(input) },
          },
        });
        if (error) return { error: authErrorMessage(error) };
        if (!data.session) {
          // GoTrue's stand-in user for an address that is already registered: nothing was sent.
          const existing = data.user?.identities?.length === 0;
          return { error: null, confirmed: false, existing };
        }
        // Confirmed at once: SPEC §2 sends the user to log in, so this first session is ended here.
        // The device's data stays (same person), unless another account was signed in until now.
        const replaced = previous !== undefined && previous !== data.session.user.id;
        await session.withIntent(replaced ? 'wipe' : 'keep', () =>
          got.client.auth.signOut({ scope: 'local' }),
        );
        signedOut();
        if (replaced) await wipeLocalData();
        return { error: null, confirmed: true, existing: false };
      } catch {
        return { error: authStrings.unexpected };
      }
    },

    resendConfirmation: async (email) => {
      const got = await acquire(null, authStrings.signup.serviceUnavailable);
      if ('error' in got) return got;
      try {
        const { error } = await got.client.auth.resend({
          type: 'signup',
          email: email.trim(),
          options: { emailRedirectTo: linkRedirectUrl(location.href, 'signup') },
        });
        return { error: error ? (backendMessage(error) ?? authStrings.signup.resendFailed) : null };
      } catch {
        return { error: authStrings.signup.resendFailed };
      }
    },

    sendPasswordReset: async (email) => {
      const got = await acquire(null, authStrings.forgot.serviceUnavailable);
      if ('error' in got) return got;
      try {
        const { error } = await got.client.auth.resetPasswordForEmail(email.trim(), {
          redirectTo: linkRedirectUrl(location.href, 'recovery'),
        });
        return { error: error ? authErrorMessage(error) : null };
      } catch {
        return { error: authStrings.unexpected };
      }
    },

    verifyRecovery: async (proof) => {
      const got = await acquire(null, authStrings.reset.serviceUnavailable);
      if ('error' in got) return got;
      try {
        const { error } =
          'tokenHash' in proof
            ? await got.client.auth.verifyOtp({ token_hash: proof.tokenHash, type: 'recovery' })
            : await got.client.auth.verifyOtp({
                email: proof.email.trim(),
                token: proof.code,
                type: 'recovery',
              });
        return { error: error ? authErrorMessage(error) : null };
      } catch {
        return { error: authStrings.unexpected };
      }
    },

    confirmSignupLink: async (tokenHash) => {
      const got = await acquire(null, authStrings.signup.serviceUnavailable);
      if ('error' in got) return got;
      const previous = get().user?.id;
      try {
        const { data, error } = await got.client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
        if (error) return { error: authErrorMessage(error) };
        // As after a confirmed sign-up (SPEC §2): the address is confirmed and the user logs in.
        const replaced = previous !== undefined && previous !== data.user?.id;
        await session.withIntent(replaced ? 'wipe' : 'keep', () =>
          got.client.auth.signOut({ scope: 'local' }),
        );
        signedOut();
        if (replaced) await wipeLocalData();
        return { error: null };
      } catch {
        return { error: authStrings.unexpected };
      }
    },

    updatePassword: async (password) => {
      const got = await acquire(null, authStrings.reset.serviceUnavailable);
      if ('error' in got) return got;
      try {
        const { error } = await got.client.auth.updateUser({ password });
        return { error: error ? authErrorMessage(error) : null };
      } catch {
        return { error: authStrings.unexpected };
      }
    },

    signOut: async () => {
      if (!backendConfigured()) {
        signedOut();
        return { error: authStrings.demoMode(demoActions.signOut) };
      }
      const client = await session.connect();
      await session.withIntent('wipe', async () => {
        try {
          // scope 'local': this device only. A network failure still signs out here (tokens removed).
          const result = await client?.auth.signOut({ scope: 'local' });
          if (result?.error) clearStoredAuthTokens(localStorage);
        } catch {
          clearStoredAuthTokens(localStorage);
        }
      });
      signedOut();
      await wipeLocalData();
      return { error: null };
    },

    handleSessionError: async (error) => {
      if (!isSessionTokenError(error) || !backendConfigured()) return false;
      await session.endSessionLocally(await session.connect());
      return true;
    },
  };
});

export const authSelectors = {
  isSignedIn: (s: AuthState) => s.status === 'signedIn',
  user: (s: AuthState) => s.user,
  userId: (s: AuthState) => s.user?.id ?? null,
  status: (s: AuthState) => s.status,
};
