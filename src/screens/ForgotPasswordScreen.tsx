import { useSearchParams } from 'wouter';
import { ForgotPasswordFlow } from '../features/auth/components/ForgotPasswordFlow.tsx';

export default function ForgotPasswordScreen() {
  const [params] = useSearchParams();
  const step = params.get('step');
  const initialStep = step === 'reset' ? 'newPassword' : step === 'code' ? 'code' : 'email';
  // A new ?step= remounts the flow at that step.
  return <ForgotPasswordFlow key={initialStep} initialStep={initialStep} />;
}
