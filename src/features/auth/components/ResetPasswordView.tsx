import { useRef } from 'react';
import { Link } from 'wouter';
import { authStrings as s } from '../../../lib/strings.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAuthStore } from '../authStore.ts';
import { useRecoverySession } from '../useRecoverySession.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { PasswordUpdated } from './PasswordUpdated.tsx';
import { stepHeading, useStepFocus } from './useStepFocus.ts';

/** SPEC §2 reset-link landing: verifying → the form, success, or the invalid-link view. */
export function ResetPasswordView() {
  const { state, markUpdated, markInvalid } = useRecoverySession();
  const containerRef = useStepFocus<HTMLDivElement>(state.phase);
  const { updatePassword, signOut, verifyRecovery } = useAuthStore.getState();
  const verifiedHash = useRef<string | null>(null);
  const pendingHash = state.phase === 'form' ? state.tokenHash : undefined;

  const setNewPassword = async (password: string) => {
    if (pendingHash && verifiedHash.current !== pendingHash) {
      // The link is used up only now, by the user acting on this device.
      const verified = await verifyRecovery({ tokenHash: pendingHash });
      if (verified.error !== null) {
        markInvalid(s.reset.invalidLink);
        return s.reset.invalidLink;
      }
      verifiedHash.current = pendingHash;
    }
    const { error } = await updatePassword(password);
    if (error === null) {
      markUpdated(); // before the sign-out, whose SIGNED_OUT must not read as an expired session
      await signOut();
    }
    return error;
  };

  return (
    <div className="card form" ref={containerRef}>
      {state.phase === 'verifying' && <Spinner label={s.reset.verifying} />}
      {state.phase === 'form' && <NewPasswordForm onSubmit={setNewPassword} onUpdated={markUpdated} />}
      {state.phase === 'updated' && <PasswordUpdated action={s.reset.continueToLogin} />}
      {state.phase === 'invalid' && (
        <div className="form">
          <h2 className="form__title" {...stepHeading}>
            {s.reset.invalidTitle}
          </h2>
          <Alert tone="error">{state.message}</Alert>
          <p className="form__hint">{s.reset.codeHint}</p>
          <Link href="/forgot-password?step=code" className="btn btn--primary btn--block">
            {s.forgot.haveCode}
          </Link>
          <Link href="/forgot-password" className="btn btn--secondary btn--block">
            {s.reset.requestNew}
          </Link>
          <Link href="/login" className="btn btn--ghost btn--block">
            {s.forgot.backToLogin}
          </Link>
        </div>
      )}
    </div>
  );
}
