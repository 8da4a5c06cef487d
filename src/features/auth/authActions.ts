import { backendConfigured } from '../../lib/config.ts';
import { useLanguageStore } from '../../lib/i18n/language.ts';
import { authStrings } from '../../lib/strings.ts';
import type { AppSupabaseClient } from '../../lib/supabase.ts';
import { authErrorMessage, backendMessage } from './authErrors.ts';
import { linkRedirectUrl } from './authLink.ts';
import type { AuthActions, AuthStoreAccess } from './authTypes.ts';
import { wipeLocalData } from './localData.ts';
import { clearStoredAuthTokens } from './storedTokens.ts';
import { toAuthUser } from './toAuthUser.ts';
import { signupMetadata } from './validation.ts';

type Acquired = { client: AppSupabaseClient } | { error: string };

const { demoActions } = authStrings;

/**
 * The auth store's actions (sign in, sign up, reset, sign out …). A lazy chunk (issue 20): the first
 * paint needs only the status and the user, not the forms' messages and validation; authStore.ts loads
 * this on the first action.
 */
export function createAuthActions({ set, get, session, signedOut }: AuthStoreAccess): AuthActions {
  /** The connected client, or the message for when there is none: demo mode, or a failed load. */
  const acquire = async (demoAction: string | null, unavailable: string): Promise<Acquired> => {
    if (!backendConfigured()) return { error: demoAction ? authStrings.demoMode(demoAction) : unavailable };
    const client = await session.connect();
    return client ? { client } : { error: unavailable };
  };

  return {
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
            // Issue 21: the account keeps the language it was created in (its auth e-mails use it).
            data: { ...signupMetadata(input), language: useLanguageStore.getState().language },
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
  };
}
