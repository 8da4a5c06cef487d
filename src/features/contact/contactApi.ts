import type { ContactFormRequest } from '@shared/contract/functions.ts';
import { backendConfigured } from '../../lib/config.ts';
import { callFunction } from '../../lib/functions.ts';
import { type ContactForm, contactBody, contactFailureText } from './contactMessage.ts';

export type ContactSendResult =
  | { kind: 'sent' }
  /** No answer arrived (offline, connection cut): the message may or may not have been stored. */
  | { kind: 'network'; error: string }
  /** The server answered with an error. */
  | { kind: 'refused'; status: number; error: string };

/**
 * SPEC §7: contact-form with {name, email, subject, message} (plus our clientId), through the function
 * client so the session token current at sending time goes with it (the anon key for a visitor). With no
 * backend configured, SPEC's local fallback POST /api/contact.
 */
export async function sendContactMessage(form: ContactForm, clientId: string): Promise<ContactSendResult> {
  const body = contactBody(form, clientId);
  if (!backendConfigured()) return postFallback(body);
  const answer = await callFunction('contact-form', body);
  if (answer.ok) return { kind: 'sent' };
  const { failure } = answer;
  if (failure.kind === 'unavailable') return { kind: 'network', error: 'Backend client unavailable' };
  if (failure.kind === 'network') return { kind: 'network', error: failure.message };
  const error = contactFailureText(failure.status, failure.statusText, failure.body);
  return { kind: 'refused', status: failure.status, error };
}

async function postFallback(body: ContactFormRequest): Promise<ContactSendResult> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { kind: 'network', error: error instanceof Error ? error.message : String(error) };
  }
  if (response.ok) return { kind: 'sent' };
  const answer: unknown = await response.json().catch(() => null);
  const error = contactFailureText(response.status, response.statusText, answer);
  return { kind: 'refused', status: response.status, error };
}
