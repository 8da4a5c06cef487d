import type { E2eBackend } from '../../support/backend.ts';

/** An e-mail as the local backend's mailbox lists it (/_mailbox/messages.json). */
export interface Mail {
  recipient: string;
  subject: string;
  kind: 'signup' | 'recovery';
  /** The link the e-mail shows (supabase/templates: the app with a token hash). */
  link: string;
  /** The 6-digit code of the same e-mail. */
  otp: string;
  /** GoTrue's /auth/v1/verify URL for the same token (what {{ .ConfirmationURL }} would be). */
  verify_url?: string;
  created_at: string;
}

/** The mails sent to `email`, newest first. */
export async function mailsTo(url: string, email: string): Promise<Mail[]> {
  const res = await fetch(`${url}/_mailbox/messages.json?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** Waits until `count` mails have reached `email`; returns them newest first. */
export async function waitForMails(
  url: string,
  email: string,
  count: number,
  timeoutMs = 10_000,
): Promise<Mail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(url, email);
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`expected ${count} mail(s) to ${email}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const apiHeaders = (key: string) => ({
  apikey: key,
  Authorization: `Bearer ${key}`,
  'Content-Type': 'application/json',
});

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
}

/**
 * A confirmed account made through the public sign-up API (no PKCE): with confirmation on, GoTrue's
 * verify URL of the mail is followed, which confirms the address.
 */
export async function createUser(
  backend: E2eBackend,
  email: string,
  password: string,
  data: Record<string, string> = {},
): Promise<CreatedUser> {
  const res = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: apiHeaders(backend.anonKey),
    body: JSON.stringify({ email, password, data }),
  });
  const body = (await res.json()) as { id?: string; user?: { id: string }; msg?: string };
  if (!res.ok) throw new Error(`signup failed: ${res.status} ${JSON.stringify(body)}`);
  const id = body.user?.id ?? body.id;
  if (!id) throw new Error(`signup answered no user: ${JSON.stringify(body)}`);
  if (!body.user) {
    const [mail] = await waitForMails(backend.url, email, 1);
    if (!mail) throw new Error('no confirmation mail');
    const verify = await fetch(mail.verify_url ?? mail.link, { redirect: 'manual' });
    if (verify.status !== 303) throw new Error(`verify answered ${verify.status}`);
  }
  return { id, email, password };
}

/** Records a paid plan the way the payment functions do after Stripe confirms (service role). */
export async function setPaidPlan(
  backend: E2eBackend,
  userId: string,
  plan: 'gold' | 'diamond',
): Promise<void> {
  const res = await fetch(`${backend.url}/rest/v1/rpc/apply_paid_plan`, {
    method: 'POST',
    headers: apiHeaders(backend.serviceRoleKey),
    body: JSON.stringify({ p_user_id: userId, p_plan: plan }),
  });
  if (!res.ok) throw new Error(`apply_paid_plan answered ${res.status}: ${await res.text()}`);
}
