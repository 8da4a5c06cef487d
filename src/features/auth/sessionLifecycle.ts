import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { backendConfigured } from '../../lib/config.ts';
import { type AppSupabaseClient, loadSupabase } from '../../lib/supabase.ts';
import { captureAuthLink } from './linkCapture.ts';
import { wipeLocalData } from './localData.ts';
import { isSessionTokenError } from './sessionErrors.ts';
import { clearStoredAuthTokens, hasStoredSession, isSupabaseSessionKey } from './storedTokens.ts';
import { toAuthUser } from './toAuthUser.ts';
import type { AuthUser } from './user.ts';

/**
 * Without a stored session or an e-mail link there is nothing to restore: the visitor is signed out
 * at once and supabase-js is not loaded until something needs it (docs/DECISIONS.md).
 */
export const needsClientAtStart = (): boolean =>
  backendConfigured() && (captureAuthLink() !== null || hasStoredSession(localStorage));

type StatusPatch = { status: 'signedIn'; user: AuthUser } | { status: 'signedOut'; user: null };

interface StoreAccess {
  set: (patch: StatusPatch) => void;
  status: () => 'loading' | 'signedIn' | 'signedOut';
}

/** What a SIGNED_OUT event means: our sign-out that 'wipe's or 'keep's local data, or forced (null). */
export type SignOutIntent = 'wipe' | 'keep' | null;

/**
 * The session's life: connecting the store to supabase-js (auth events), restoring a stored session,
 * and the SPEC §4 rule for sessions the server no longer honours.
 */
export function createSessionLifecycle({ set, status }: StoreAccess) {
  let intent: SignOutIntent = null;
  let connecting: Promise<AppSupabaseClient | null> | null = null;
  const signedOut = () => set({ status: 'signedOut', user: null });
  const signedIn = (session: Session) => set({ status: 'signedIn', user: toAuthUser(session.user) });

  const onAuthEvent = (event: AuthChangeEvent, session: Session | null) => {
    if (event === 'SIGNED_OUT') {
      const forced = intent === null && status() === 'signedIn';
      signedOut();
      if (forced) {
        // The session ended without the user asking (refresh token revoked or expired).
        clearStoredAuthTokens(localStorage);
        void wipeLocalData();
      }
      return;
    }
    if (session) signedIn(session);
    else if (event === 'INITIAL_SESSION' && status() === 'loading') signedOut();
  };

  /** The client with the store listening to its auth events (once). Null in demo mode. */
  const connect = (): Promise<AppSupabaseClient | null> => {
    connecting ??= loadSupabase().then((client) => {
      // Handlers must not await supabase calls (supabase-js holds a lock while notifying).
      client?.auth.onAuthStateChange(onAuthEvent);
      if (!client) connecting = null; // a failed load may be retried by the next action
      return client;
    });
    return connecting;
  };

  /** Runs `action` with the SIGNED_OUT it causes read as `next` rather than as forced. */
  const withIntent = async <T>(next: SignOutIntent, action: () => Promise<T>): Promise<T> => {
    intent = next;
    try {
      return await action();
    } finally {
      intent = null;
    }
  };

  /** Ends a session that the server no longer honours, without asking the server. */
  const endSessionLocally = async (client: AppSupabaseClient | null) => {
    clearStoredAuthTokens(localStorage);
    await withIntent('wipe', async () => {
      try {
        await client?.auth.signOut({ scope: 'local' });
      } catch {
        // The tokens are gone from storage already; nothing else to undo.
      }
    });
    signedOut();
    await wipeLocalData();
  };

  /** Restores the stored session (or the one an e-mail link brings) through supabase-js. */
  const restore = async () => {
    const hadSession = hasStoredSession(localStorage);
    const client = await connect();
    if (!client) return signedOut();
    const { data, error } = await client.auth.getSession();
    if (error && isSessionTokenError(error)) return endSessionLocally(client);
    if (data.session) return signedIn(data.session);
    signedOut();
    // A session was stored but could not be restored (e.g. a stale refresh token): clean up after it.
    if (hadSession) {
      clearStoredAuthTokens(localStorage);
      await wipeLocalData();
    }
  };

  /** Another tab signed in: restore here too (this tab has not loaded supabase-js yet). */
  const watchOtherTabs = () => {
    const onStorage = (event: StorageEvent) => {
      if (!event.key || !event.newValue || !isSupabaseSessionKey(event.key)) return;
      removeEventListener('storage', onStorage);
      void restore();
    };
    addEventListener('storage', onStorage);
  };

  const start = async () => {
    if (!needsClientAtStart()) {
      signedOut();
      if (backendConfigured()) watchOtherTabs();
      return;
    }
    await restore();
  };

  return { connect, start, withIntent, endSessionLocally };
}
