import { type FormEvent, useId } from 'react';
import { authStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAuthStore } from '../authStore.ts';
import { FormMessage } from './FormMessage.tsx';
import { useFormAction } from './useFormAction.ts';
import { stepHeading } from './useStepFocus.ts';

interface ForgotEmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
}

/** Step 1: the address to send the reset link to ('Continue', 'Sending...'). */
export function ForgotEmailStep({ email, onEmailChange, onSent }: ForgotEmailStepProps) {
  const sendPasswordReset = useAuthStore((st) => st.sendPasswordReset);
  const { busy, error, run } = useFormAction();
  const messageId = useId();
  const introId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    await run(() => sendPasswordReset(email), onSent);
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <p id={introId} className="form__intro" {...stepHeading}>
        {s.forgot.intro}
      </p>
      <FormMessage id={messageId} tone="error" message={error} />
      <TextField
        label={s.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        disabled={busy}
        required
        aria-describedby={error ? `${messageId} ${introId}` : introId}
        aria-invalid={error ? true : undefined}
      />
      <Button type="submit" block disabled={busy || !email.trim()}>
        {busy ? s.forgot.sending : s.forgot.continue}
      </Button>
    </form>
  );
}
