import { ScreenLayout } from '../app/layout/ScreenLayout.tsx';
import { SignupForm } from '../features/auth/components/SignupForm.tsx';
import { screenTitles } from '../lib/strings.ts';

export default function SignupScreen() {
  return (
    <ScreenLayout title={screenTitles.signup} back="history" menu="auth">
      <SignupForm />
    </ScreenLayout>
  );
}
