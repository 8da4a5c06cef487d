import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from '../../../lib/router/hashLocation.ts';
import { authStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAuthStore } from '../authStore.ts';
import { useSignupConfirmation } from '../useSignupConfirmation.ts';
import { FormMessage } from './FormMessage.tsx';
import { useFormAction } from './useFormAction.ts';

export function LoginForm() {
  const signIn = useAuthStore((st) => st.signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useFormAction();
  const notice = useSignupConfirmation();
  const messageId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || !password) return;
    await run(
      () => signIn(email, password),
      () => navigate('/chat'),
    );
  };

  return (
    <form className="form card" onSubmit={submit} noValidate aria-busy={busy}>
      {notice && !error && (
        <FormMessage id={`${messageId}-notice`} tone={notice.tone} message={notice.message} focus={false} />
      )}
      <FormMessage id={messageId} tone="error" message={error} />
      <TextField
        label={s.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-describedby={error ? messageId : undefined}
        required
      />
      <PasswordField
        label={s.password}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-describedby={error ? messageId : undefined}
        required
      />
      <Link href="/forgot-password" className="link form__aside">
        {s.login.forgot}
      </Link>
      <Button type="submit" block disabled={busy || !email || !password}>
        {busy ? s.login.busy : s.login.submit}
      </Button>
      <Link href="/signup" className="link form__footer">
        {s.login.createAccount}
      </Link>
    </form>
  );
}
