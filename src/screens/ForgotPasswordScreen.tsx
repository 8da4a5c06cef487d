import { useSearchParams } from 'wouter';
import { ScreenLayout } from '../app/layout/ScreenLayout.tsx';
import { ForgotPasswordFlow } from '../features/auth/components/ForgotPasswordFlow.tsx';
import { screenTitles } from '../lib/strings.ts';

export default function ForgotPasswordScreen() {
  const [params] = useSearchParams();
  const step = params.get('step');
  const initialStep = step === 'reset' ? 'newPassword' : step === 'code' ? 'code' : 'email';
  return (
    <ScreenLayout title={screenTitles.forgotPassword} back="/login" menu="reset">
      {/* A new ?step= remounts the flow at that step. */}
      <ForgotPasswordFlow key={initialStep} initialStep={initialStep} />
    </ScreenLayout>
  );
}
