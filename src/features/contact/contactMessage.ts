import type { ContactField } from '@shared/contract/contact.ts';
import type { ContactFormRequest } from '@shared/contract/functions.ts';
import type { AuthUser } from '../auth/user.ts';
import { firstNameOf, lastNameOf } from '../auth/user.ts';

/** SPEC §3 contact message, as the form holds it. */
export type ContactForm = Record<ContactField, string>;

export const emptyContactForm = (): ContactForm => ({ name: '', email: '', subject: '', message: '' });

/** SPEC §2: a signed-in user's name (first and last name from the metadata) and e-mail. */
export function contactPrefill(user: AuthUser | null): Pick<ContactForm, 'name' | 'email'> {
  if (!user) return { name: '', email: '' };
  const name = [firstNameOf(user), lastNameOf(user)].filter(Boolean).join(' ');
  return { name, email: user.email ?? '' };
}

/**
 * The form after the signed-in user changed: name and e-mail follow the new prefill unless the visitor
 * typed something of their own there.
 */
export function applyPrefill(
  form: ContactForm,
  previous: Pick<ContactForm, 'name' | 'email'>,
  next: Pick<ContactForm, 'name' | 'email'>,
): ContactForm {
  const follow = (current: string, was: string, now: string) =>
    current.trim() === '' || current === was ? now : current;
  return {
    ...form,
    name: follow(form.name, previous.name, next.name),
    email: follow(form.email, previous.email, next.email),
  };
}

/** What goes to contact-form: trimmed fields plus the outbox item's id, on which the server deduplicates. */
export function contactBody(form: ContactForm, clientId: string): ContactFormRequest {
  return {
    clientId,
    name: form.name.trim(),
    email: form.email.trim(),
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
}

/** Reads a queued payload back (it went through IndexedDB, so it is checked, not trusted). */
export function parseContactPayload(payload: unknown): ContactForm | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { name, email, subject, message } = payload as Record<string, unknown>;
  if ([name, email, subject, message].some((v) => typeof v !== 'string')) return null;
  return { name, email, subject, message } as ContactForm;
}

/**
 * SPEC §8 Contact: the internal failure text (logged; the user sees only the error banner): the
 * server's error field, else 'Server error: {status} {statusText}' when the body is not JSON, else
 * 'Failed to send message'.
 */
export function contactFailureText(status: number, statusText: string, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const error = (body as { error?: unknown }).error;
    return typeof error === 'string' && error ? error : 'Failed to send message';
  }
  return `Server error: ${status} ${statusText}`.trim();
}
