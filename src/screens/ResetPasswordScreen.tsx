import { ResetPasswordView } from '../features/auth/components/ResetPasswordView.tsx';

export default function ResetPasswordScreen() {
  return <ResetPasswordView />;
}
