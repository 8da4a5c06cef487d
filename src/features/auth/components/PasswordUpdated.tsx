import { Link } from 'wouter';
import { authStrings as s } from '../../../lib/strings.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { stepHeading } from './useStepFocus.ts';

/** SPEC §2 success view: 'Password Updated!' with the way on to the login. */
export function PasswordUpdated({ action }: { action: string }) {
  return (
    <div className="form">
      <h2 className="form__title" {...stepHeading}>
        {s.forgot.updated}
      </h2>
      <Alert tone="success">{s.forgot.updatedMessage}</Alert>
      <Link href="/login" className="btn btn--primary btn--block">
        {action}
      </Link>
    </div>
  );
}
