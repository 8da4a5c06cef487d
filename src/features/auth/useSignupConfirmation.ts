import { useEffect, useState } from 'react';
import { authStrings } from '../../lib/strings.ts';
import { linkErrorMessage } from './authErrorText.ts';
import { useAuthStore } from './authStore.ts';
import { captureAuthLink } from './linkCapture.ts';

export type ConfirmationNotice = { tone: 'success' | 'error'; message: string } | null;

/** A link is one-time: its verification runs once per page life, whoever asks. */
let confirming: Promise<ConfirmationNotice> | null = null;

/**
 * The notice for a sign-up confirmation link that landed on the login screen: a link of our e-mail
 * template (token hash) is verified here; a GoTrue /verify redirect has confirmed the address already.
 */
export function useSignupConfirmation(): ConfirmationNotice {
  const [notice, setNotice] = useState<ConfirmationNotice>(null);
  useEffect(() => {
    const link = captureAuthLink();
    if (link?.flow !== 'signup') return;
    let active = true;
    const s = authStrings.login;
    if (link.error) setNotice({ tone: 'error', message: linkErrorMessage(link.errorCode) });
    else if (link.code) setNotice({ tone: 'success', message: s.emailConfirmed });
    else if (link.tokenHash) {
      const tokenHash = link.tokenHash;
      confirming ??= useAuthStore
        .getState()
        .confirmSignupLink(tokenHash)
        .then(({ error }) =>
          error ? { tone: 'error', message: error } : { tone: 'success', message: s.emailConfirmed },
        );
      void confirming.then((result) => active && setNotice(result));
    }
    return () => {
      active = false;
    };
  }, []);
  return notice;
}
