import { SignupForm } from '../features/auth/components/SignupForm.tsx';

export default function SignupScreen() {
  return <SignupForm />;
}
