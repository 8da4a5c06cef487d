import { LoginForm } from '../features/auth/components/LoginForm.tsx';

export default function LoginScreen() {
  return <LoginForm />;
}
