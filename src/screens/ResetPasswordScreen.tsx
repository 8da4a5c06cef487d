import { ScreenLayout } from '../app/layout/ScreenLayout.tsx';
import { ResetPasswordView } from '../features/auth/components/ResetPasswordView.tsx';
import { screenTitles } from '../lib/strings.ts';

export default function ResetPasswordScreen() {
  return (
    <ScreenLayout title={screenTitles.resetPassword} back="/login" menu="reset">
      <ResetPasswordView />
    </ScreenLayout>
  );
}
