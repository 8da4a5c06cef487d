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
