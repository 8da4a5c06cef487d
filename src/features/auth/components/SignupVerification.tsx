import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { authStrings as s } from '../../../lib/strings.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { EmailAddress } from '../../../ui/EmailAddress.tsx';
import { useAuthStore } from '../authStore.ts';
import { validateResendEmail } from '../validation.ts';
import { FormMessage } from './FormMessage.tsx';

interface SignupVerificationProps {
  /** The address the confirmation went to; a resend goes there too. */
  sentTo: string;
  /** Back to the (filled, enabled) form, to correct the address. */
  onUseDifferentEmail: () => void;
}

/**
 * SPEC §2: the verification message (spam-folder and 5-minute hints) with 'Resend Email'. It replaces
 * the sign-up form, so the filled form cannot be submitted twice.
 */
export function SignupVerification({ sentTo, onUseDifferentEmail }: SignupVerificationProps) {
  const resendConfirmation = useAuthStore((st) => st.resendConfirmation);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The submit button is gone: move focus to the news instead of losing it.
  useEffect(() => panelRef.current?.focus(), []);

  const resend = async () => {
    const problem = validateResendEmail(sentTo);
    if (problem) return setResult({ tone: 'error', message: problem });
    setBusy(true);
    setResult(null);
    const { error } = await resendConfirmation(sentTo);
    setResult(error ? { tone: 'error', message: error } : { tone: 'success', message: s.signup.resent });
    setBusy(false);
  };

  return (
    <div className="verify card form">
      <div ref={panelRef} tabIndex={-1} className="form__message">
        <Alert tone="info">
          <strong className="verify__title">{s.signup.verifyTitle}</strong>
          <span>
            <EmailAddress text={s.signup.verifySent} email={sentTo} />
          </span>
          <span>{s.signup.verifySpam}</span>
          <span>{s.signup.verifyWait}</span>
        </Alert>
      </div>
      <Button variant="secondary" block onClick={resend} disabled={busy}>
        {busy ? s.signup.resending : s.signup.resend}
      </Button>
      <FormMessage id={messageId} tone={result?.tone ?? 'info'} message={result?.message ?? null} />
      <Button variant="ghost" block onClick={onUseDifferentEmail}>
        {s.signup.useDifferentEmail}
      </Button>
      <Link href="/login" className="btn btn--ghost btn--block">
        {s.signup.logIn}
      </Link>
    </div>
  );
}
