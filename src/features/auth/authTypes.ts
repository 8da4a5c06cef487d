import type { createSessionLifecycle } from './sessionLifecycle.ts';
import type { AuthUser } from './user.ts';

// The auth store's types, shared by authStore.ts and its lazy actions (authActions.ts).

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

export interface AuthState {
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

/** The actions that load with ./authActions.ts. */
export type AuthActions = Pick<
  AuthState,
  | 'signIn'
  | 'signUp'
  | 'resendConfirmation'
  | 'sendPasswordReset'
  | 'verifyRecovery'
  | 'confirmSignupLink'
  | 'updatePassword'
  | 'signOut'
>;

/** What the actions module may touch of the store. */
export interface AuthStoreAccess {
  set: (partial: Partial<AuthState>) => void;
  get: () => AuthState;
  session: ReturnType<typeof createSessionLifecycle>;
  signedOut: () => void;
}
