import { create } from 'zustand';
import { backendConfigured } from '../../lib/config.ts';
import type { AuthActions, AuthState, AuthStoreAccess } from './authTypes.ts';
import { isSessionTokenError } from './sessionErrors.ts';
import { createSessionLifecycle } from './sessionLifecycle.ts';

export type {
  AuthResult,
  AuthStatus,
  RecoveryProof,
  SignUpInput,
  SignUpResult,
} from './authTypes.ts';

let initializing: Promise<void> | null = null;

export const useAuthStore = create<AuthState>((set, get) => {
  const signedOut = () => set({ status: 'signedOut', user: null });
  const session = createSessionLifecycle({ set, status: () => get().status });

  const access: AuthStoreAccess = { set, get, session, signedOut };
  let actions: Promise<AuthActions> | null = null;
  /** The actions' chunk, loaded on first use (and kept). */
  const act = async (): Promise<AuthActions> => {
    actions ??= import('./authActions.ts').then((m) => m.createAuthActions(access));
    actions.catch(() => {
      actions = null; // a failed load (offline, not yet cached) is tried again on the next action
    });
    return actions;
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

    signIn: async (email, password) => (await act()).signIn(email, password),
    signUp: async (input) => (await act()).signUp(input),
    resendConfirmation: async (email) => (await act()).resendConfirmation(email),
    sendPasswordReset: async (email) => (await act()).sendPasswordReset(email),
    verifyRecovery: async (proof) => (await act()).verifyRecovery(proof),
    confirmSignupLink: async (tokenHash) => (await act()).confirmSignupLink(tokenHash),
    updatePassword: async (password) => (await act()).updatePassword(password),
    signOut: async () => (await act()).signOut(),

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
