import { backendConfigured } from '../../lib/config.ts';
import { loadSupabase } from '../../lib/supabase.ts';
import { type ContactForm, contactBody, contactFailureText } from './contactMessage.ts';

export type ContactSendResult =
  | { kind: 'sent' }
  /** No answer arrived (offline, connection cut): the message may or may not have been stored. */
  | { kind: 'network'; error: string }
  /** The server answered with an error. */
  | { kind: 'refused'; status: number; error: string };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

async function refused(response: Response): Promise<ContactSendResult> {
  const error = contactFailureText(response.status, response.statusText, await readJson(response));
  return { kind: 'refused', status: response.status, error };
}

/**
 * SPEC §7: contact-form with {name, email, subject, message} (plus our clientId), through supabase-js
 * so the session token current at sending time goes with it (the anon key for a visitor). With no
 * backend configured, SPEC's local fallback POST /api/contact.
 */
export async function sendContactMessage(form: ContactForm, clientId: string): Promise<ContactSendResult> {
  const body = contactBody(form, clientId);
  if (!backendConfigured()) return postFallback(body);
  const supabase = await loadSupabase();
  if (!supabase) return { kind: 'network', error: 'Backend client unavailable' };
  try {
    const { error } = await supabase.functions.invoke('contact-form', { body });
    if (!error) return { kind: 'sent' };
    const name = (error as { name?: string }).name;
    if (name === 'FunctionsFetchError') return { kind: 'network', error: error.message };
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response) return refused(context);
    return { kind: 'refused', status: 502, error: error.message || 'Failed to send message' };
  } catch (error) {
    return { kind: 'network', error: error instanceof Error ? error.message : String(error) };
  }
}

async function postFallback(body: Record<string, string>): Promise<ContactSendResult> {
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
  return response.ok ? { kind: 'sent' } : refused(response);
}
