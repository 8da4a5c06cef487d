import { CONTACT_LIMITS } from '../_shared/contract/contact.ts';
import { badRequest } from '../_shared/http.ts';
import { isEmail, optionalUuid, requiredText } from '../_shared/validate.ts';

export interface ContactMessage {
  clientId: string | undefined;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** SPEC §5 "Contact form": all four fields required, the e-mail of valid format; clientId an optional UUID. */
export function validateContactMessage(body: Record<string, unknown>): ContactMessage {
  const name = requiredText(body, 'name', CONTACT_LIMITS.name, 'Name');
  const email = requiredText(body, 'email', CONTACT_LIMITS.email, 'Email');
  if (!isEmail(email)) throw badRequest('Invalid email format', 'invalid_email');
  const subject = requiredText(body, 'subject', CONTACT_LIMITS.subject, 'Subject');
  const message = requiredText(body, 'message', CONTACT_LIMITS.message, 'Message');
  return { clientId: optionalUuid(body, 'clientId'), name, email, subject, message };
}
