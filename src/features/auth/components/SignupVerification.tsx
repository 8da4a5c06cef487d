import { useEffect, useId, useRef, useState } from 'react';
import { authStrings as s } from '../../../lib/strings.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useAuthStore } from '../authStore.ts';
import { validateResendEmail } from '../validation.ts';
import { FormMessage } from './FormMessage.tsx';

interface SignupVerificationProps {
  /** The address the confirmation went to; the form's current e-mail field is used for a resend. */
  sentTo: string;
  currentEmail: string;
  /** Tells the form that the e-mail field is at fault (empty on resend). */
  onEmailProblem: (messageId: string | null) => void;
}

/** SPEC §2: the verification message (spam-folder and 5-minute hints) with 'Resend Email'. */
export function SignupVerification({ sentTo, currentEmail, onEmailProblem }: SignupVerificationProps) {
  const resendConfirmation = useAuthStore((st) => st.resendConfirmation);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The submit button was disabled while busy: move focus to the news instead of losing it.
  useEffect(() => panelRef.current?.focus(), []);

  const resend = async () => {
    const problem = validateResendEmail(currentEmail);
    onEmailProblem(problem ? messageId : null);
    if (problem) return setResult({ tone: 'error', message: problem });
    setBusy(true);
    setResult(null);
    const { error } = await resendConfirmation(currentEmail);
    setResult(error ? { tone: 'error', message: error } : { tone: 'success', message: s.signup.resent });
    setBusy(false);
  };

  return (
    <div className="verify">
      <div ref={panelRef} tabIndex={-1} className="form__message">
        <Alert tone="info">
          <strong className="verify__title">{s.signup.verifyTitle}</strong>
          <span>{s.signup.verifySent(sentTo)}</span>
          <span>{s.signup.verifySpam}</span>
          <span>{s.signup.verifyWait}</span>
        </Alert>
      </div>
      <Button variant="secondary" block onClick={resend} disabled={busy}>
        {busy ? s.signup.resending : s.signup.resend}
      </Button>
      <FormMessage id={messageId} tone={result?.tone ?? 'info'} message={result?.message ?? null} />
    </div>
  );
}
