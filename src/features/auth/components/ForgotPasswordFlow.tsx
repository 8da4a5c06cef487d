import { useState } from 'react';
import { Link } from 'wouter';
import { authStrings as s } from '../../../lib/strings.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { EmailAddress } from '../../../ui/EmailAddress.tsx';
import { useAuthStore } from '../authStore.ts';
import { ForgotCodeStep } from './ForgotCodeStep.tsx';
import { ForgotEmailStep } from './ForgotEmailStep.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { PasswordUpdated } from './PasswordUpdated.tsx';
import { StepDots } from './StepDots.tsx';
import { stepHeading, useStepFocus } from './useStepFocus.ts';

export type ForgotStep = 'email' | 'emailSent' | 'code' | 'newPassword' | 'success';

/**
 * SPEC §2/§4 forgot password: email → emailSent (→ email or login); newPassword → success. "Have a
 * code?" (from the sent step, or ?step=code) → code → newPassword → success, on any device.
 */
export function ForgotPasswordFlow({ initialStep }: { initialStep: ForgotStep }) {
  const [step, setStep] = useState<ForgotStep>(initialStep);
  const [email, setEmail] = useState('');
  const containerRef = useStepFocus<HTMLDivElement>(step);
  const { updatePassword, signOut } = useAuthStore.getState();

  const setNewPassword = async (password: string) => {
    const { error } = await updatePassword(password);
    // The recovery session has done its job: the user now logs in with the new password.
    if (error === null) await signOut();
    return error;
  };

  return (
    <div className="card form" ref={containerRef}>
      {step === 'email' && <StepDots current={1} />}
      {step === 'emailSent' && <StepDots current={2} />}
      {step === 'email' && (
        <>
          <ForgotEmailStep email={email} onEmailChange={setEmail} onSent={() => setStep('emailSent')} />
          <Button variant="ghost" block onClick={() => setStep('code')}>
            {s.forgot.haveCode}
          </Button>
        </>
      )}
      {step === 'emailSent' && (
        <div className="form">
          <h2 className="form__title" {...stepHeading}>
            {s.forgot.checkEmail}
          </h2>
          <Alert tone="success">
            <EmailAddress text={s.forgot.sentTo} email={email.trim()} />
          </Alert>
          <p className="form__hint">{s.forgot.linkHint}</p>
          <Button variant="primary" block onClick={() => setStep('code')}>
            {s.forgot.haveCode}
          </Button>
          <Button variant="secondary" block onClick={() => setStep('email')}>
            {s.forgot.backToEmail}
          </Button>
          <Link href="/login" className="btn btn--ghost btn--block">
            {s.forgot.backToLogin}
          </Link>
        </div>
      )}
      {step === 'code' && (
        <ForgotCodeStep email={email} onEmailChange={setEmail} onVerified={() => setStep('newPassword')} />
      )}
      {step === 'newPassword' && (
        <NewPasswordForm onSubmit={setNewPassword} onUpdated={() => setStep('success')} />
      )}
      {step === 'success' && <PasswordUpdated action={s.forgot.backToLogin} />}
    </div>
  );
}
