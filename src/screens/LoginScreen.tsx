import { ScreenLayout } from '../app/layout/ScreenLayout.tsx';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import { screenTitles } from '../lib/strings.ts';

export default function LoginScreen() {
  return (
    <ScreenLayout title={screenTitles.login} back="/" menu="auth">
      <LoginForm />
    </ScreenLayout>
  );
}
