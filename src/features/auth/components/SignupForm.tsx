import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from '../../../lib/router/hashLocation.ts';
import { authStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { LanguagePicker } from '../../language/index.ts';
import { useAuthStore } from '../authStore.ts';
import { type SignupFields, validateSignup } from '../validation.ts';
import { FormMessage, fieldErrorProps } from './FormMessage.tsx';
import { SignupExisting } from './SignupExisting.tsx';
import { SignupVerification } from './SignupVerification.tsx';

/** SPEC §2: the redirect to /login after a confirmed sign-up. */
const REDIRECT_AFTER_MS = 2000;

type Outcome =
  | { kind: 'idle' }
  | { kind: 'error'; message: string; fields: (keyof SignupFields)[] }
  | { kind: 'confirmed' }
  | { kind: 'verify'; email: string }
  | { kind: 'existing'; email: string };

export function SignupForm() {
  const signUp = useAuthStore((st) => st.signUp);
  const [form, setForm] = useState<SignupFields>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    robot: false,
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const messageId = useId();
  const update = (patch: Partial<SignupFields>) => setForm((f) => ({ ...f, ...patch }));

  useEffect(() => {
    if (outcome.kind !== 'confirmed') return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [outcome.kind]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || outcome.kind === 'confirmed') return;
    const problem = validateSignup(form);
    if (problem) return setOutcome({ kind: 'error', ...problem });
    setBusy(true);
    setOutcome({ kind: 'idle' });
    const result = await signUp(form);
    setBusy(false);
    if (result.error !== null) setOutcome({ kind: 'error', message: result.error, fields: [] });
    else if (result.confirmed) setOutcome({ kind: 'confirmed' });
    else setOutcome({ kind: result.existing ? 'existing' : 'verify', email: form.email.trim() });
  };

  const invalid = (field: keyof SignupFields) =>
    outcome.kind === 'error' && outcome.fields.includes(field) ? fieldErrorProps(true, messageId) : {};
  const locked = busy || outcome.kind === 'confirmed';
  const backToForm = () => setOutcome({ kind: 'idle' });

  // After a sign-up the form gives way to what happens next (it cannot be submitted twice).
  if (outcome.kind === 'verify')
    return <SignupVerification sentTo={outcome.email} onUseDifferentEmail={backToForm} />;
  if (outcome.kind === 'existing')
    return <SignupExisting email={outcome.email} onUseDifferentEmail={backToForm} />;

  return (
    <form className="form card" onSubmit={submit} noValidate aria-busy={busy}>
      <FormMessage id={messageId} tone="error" message={outcome.kind === 'error' ? outcome.message : null} />
      <FormMessage
        id={`${messageId}-created`}
        tone="success"
        message={outcome.kind === 'confirmed' ? s.signup.created : null}
      />
      <div className="form__row">
        <TextField
          label={s.signup.firstName}
          autoComplete="given-name"
          value={form.firstName}
          onChange={(e) => update({ firstName: e.target.value })}
          disabled={locked}
          {...invalid('firstName')}
        />
        <TextField
          label={s.signup.lastName}
          autoComplete="family-name"
          value={form.lastName}
          onChange={(e) => update({ lastName: e.target.value })}
          disabled={locked}
          {...invalid('lastName')}
        />
      </div>
      <TextField
        label={s.email}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => update({ email: e.target.value })}
        disabled={locked}
        {...invalid('email')}
      />
      <PasswordField
        label={s.password}
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => update({ password: e.target.value })}
        disabled={locked}
        {...invalid('password')}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.robot}
          onChange={(e) => update({ robot: e.target.checked })}
          disabled={locked}
          {...invalid('robot')}
        />
        <span>{s.signup.robot}</span>
      </label>
      <Button type="submit" block disabled={locked}>
        {busy ? s.signup.busy : s.signup.submit}
      </Button>
      <p className="form__footer">
        {s.signup.haveAccount}{' '}
        <Link href="/login" className="link">
          {s.signup.login}
        </Link>
      </p>
      <LanguagePicker className="form__language" />
    </form>
  );
}
