import { type FormEvent, useId, useState } from 'react';
import { authStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAuthStore } from '../authStore.ts';
import {
  type FormProblem,
  normalizeCode,
  type RecoveryCodeField,
  validateRecoveryCode,
} from '../validation.ts';
import { FormMessage, fieldErrorProps } from './FormMessage.tsx';
import { stepHeading } from './useStepFocus.ts';

interface ForgotCodeStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onVerified: () => void;
}

/** "Have a code?": the address and the 6-digit code of the reset e-mail, checked with verifyOtp. */
export function ForgotCodeStep({ email, onEmailChange, onVerified }: ForgotCodeStepProps) {
  const verifyRecovery = useAuthStore((st) => st.verifyRecovery);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem<RecoveryCodeField> | null>(null);
  const messageId = useId();
  const introId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateRecoveryCode(email, code);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    const { error } = await verifyRecovery({ email, code: normalizeCode(code) });
    if (error === null) return onVerified();
    setProblem({ message: s.forgot.codeInvalid, fields: ['code'] });
    setBusy(false);
  };

  const invalid = (field: RecoveryCodeField) =>
    fieldErrorProps(Boolean(problem?.fields.includes(field)), messageId);

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy} aria-describedby={introId}>
      <h2 className="form__title" {...stepHeading}>
        {s.forgot.haveCode}
      </h2>
      <p id={introId} className="form__intro">
        {s.forgot.codeIntro}
      </p>
      <FormMessage id={messageId} tone="error" message={problem?.message ?? null} />
      <TextField
        label={s.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        disabled={busy}
        required
        {...invalid('email')}
      />
      <TextField
        label={s.forgot.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        disabled={busy}
        required
        {...invalid('code')}
      />
      <Button type="submit" block disabled={busy || !email.trim() || !code.trim()}>
        {busy ? s.forgot.verifyingCode : s.forgot.verifyCode}
      </Button>
    </form>
  );
}
