import { type FormEvent, useId, useState } from 'react';
import { authStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { type FormProblem, type NewPasswordField, validateNewPassword } from '../validation.ts';
import { FormMessage, fieldErrorProps } from './FormMessage.tsx';
import { stepHeading } from './useStepFocus.ts';

interface NewPasswordFormProps {
  /** Sets the password; answers an error message, or null when it was changed. */
  onSubmit: (password: string) => Promise<string | null>;
  onUpdated: () => void;
}

/** SPEC §2 'Set New Password' (forgot-password step and reset-link page), with SPEC §5's rules. */
export function NewPasswordForm({ onSubmit, onUpdated }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem<NewPasswordField> | null>(null);
  const messageId = useId();
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !password || !confirm) return;
    const invalid = validateNewPassword(password, confirm);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    const error = await onSubmit(password);
    if (error === null) return onUpdated();
    setProblem({ message: error, fields: [] });
    setBusy(false);
  };

  const invalid = (field: NewPasswordField) =>
    fieldErrorProps(Boolean(problem?.fields.includes(field)), messageId);

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby={headingId} aria-busy={busy}>
      <h2 className="form__title" id={headingId} {...stepHeading}>
        {s.forgot.setNew}
      </h2>
      <FormMessage id={messageId} tone="error" message={problem?.message ?? null} />
      <PasswordField
        label={s.forgot.newPassword}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
        required
        {...invalid('password')}
      />
      <PasswordField
        label={s.forgot.confirmPassword}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        disabled={busy}
        required
        {...invalid('confirm')}
      />
      <Button type="submit" block disabled={busy || !password || !confirm}>
        {busy ? s.forgot.updating : s.forgot.update}
      </Button>
    </form>
  );
}
