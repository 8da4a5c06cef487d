import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { authStrings as s } from '../../../lib/strings.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { EmailAddress } from '../../../ui/EmailAddress.tsx';

/**
 * Sign-up with an address that already has a confirmed account: Supabase sends nothing and answers a
 * user without identities. Say what to do instead; say no more than that answer already tells.
 */
export function SignupExisting({
  email,
  onUseDifferentEmail,
}: {
  email: string;
  onUseDifferentEmail: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => panelRef.current?.focus(), []);
  return (
    <div className="verify card form">
      <div ref={panelRef} tabIndex={-1} className="form__message">
        <Alert tone="info">
          <strong className="verify__title">{s.signup.existingTitle}</strong>
          <span>
            <EmailAddress text={s.signup.existing} email={email} />
          </span>
        </Alert>
      </div>
      <Link href="/login" className="btn btn--primary btn--block">
        {s.signup.logIn}
      </Link>
      <Link href="/forgot-password" className="btn btn--secondary btn--block">
        {s.signup.resetPassword}
      </Link>
      <Button variant="ghost" block onClick={onUseDifferentEmail}>
        {s.signup.useDifferentEmail}
      </Button>
    </div>
  );
}
