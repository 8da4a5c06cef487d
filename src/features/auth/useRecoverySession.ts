import { useCallback, useEffect, useRef, useState } from 'react';
import { authStrings } from '../../lib/strings.ts';
import { loadSupabase } from '../../lib/supabase.ts';
import { verifyRecoverySession } from './recoverySession.ts';

export type RecoveryPhase =
  | { phase: 'verifying' }
  /** `tokenHash`: the link still has to be verified, when the user submits the new password. */
  | { phase: 'form'; tokenHash?: string }
  | { phase: 'updated' }
  | { phase: 'invalid'; message: string };

const s = authStrings.reset;

/**
 * SPEC §4 reset-link page: verifying → form → updated, or → invalid. PASSWORD_RECOVERY and SIGNED_IN
 * make the session valid; SIGNED_OUT expires it. Call `markUpdated` after the password changed.
 */
export function useRecoverySession(): {
  state: RecoveryPhase;
  markUpdated: () => void;
  markInvalid: (message: string) => void;
} {
  const [state, setState] = useState<RecoveryPhase>({ phase: 'verifying' });
  const updated = useRef(false);

  useEffect(() => {
    let active = true;
    let verified = false;
    let unsubscribe = () => {};
    const settle = (next: RecoveryPhase) => {
      if (active && !updated.current) setState(next);
    };
    (async () => {
      const client = await loadSupabase();
      if (!client) return settle({ phase: 'invalid', message: s.serviceUnavailable });
      const { data } = client.auth.onAuthStateChange((event) => {
        // Events decide only after the first check, so they cannot race its outcome.
        if (!verified) return;
        if (event === 'PASSWORD_RECOVERY' || event === 'SIGNED_IN')
          setState((now) => (active && !updated.current && now.phase !== 'form' ? { phase: 'form' } : now));
        if (event === 'SIGNED_OUT') settle({ phase: 'invalid', message: s.sessionExpired });
      });
      unsubscribe = () => data.subscription.unsubscribe();
      if (!active) return unsubscribe();
      const check = await verifyRecoverySession(client);
      verified = true;
      settle(
        check.valid
          ? { phase: 'form', tokenHash: check.tokenHash }
          : { phase: 'invalid', message: check.message || s.defaultInvalid },
      );
    })().catch((error: unknown) => {
      console.error(error);
      settle({ phase: 'invalid', message: s.verifyFailed });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const markUpdated = useCallback(() => {
    updated.current = true;
    setState({ phase: 'updated' });
  }, []);

  const markInvalid = useCallback((message: string) => setState({ phase: 'invalid', message }), []);

  return { state, markUpdated, markInvalid };
}
