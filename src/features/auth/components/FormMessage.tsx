import { useLayoutEffect, useRef } from 'react';
import { Alert } from '../../../ui/Alert.tsx';

interface FormMessageProps {
  id: string;
  tone: 'error' | 'success' | 'info';
  message: string | null;
  /** Move focus here when the message appears (after a submit that disabled the focused button). */
  focus?: boolean;
}

/** A form's message, announced (role alert/status) and referenced by the fields' aria-describedby. */
export function FormMessage({ id, tone, message, focus = true }: FormMessageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (message && focus) ref.current?.focus();
  }, [message, focus]);
  if (!message) return null;
  return (
    <div id={id} ref={ref} tabIndex={-1} className="form__message">
      <Alert tone={tone}>{message}</Alert>
    </div>
  );
}

/** aria props that tie a field to the form's error message while the field is at fault. */
export function fieldErrorProps(invalid: boolean, messageId: string) {
  return invalid ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
}
