import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable } from './db/types.ts';
import { MAILBOX_CSP, send, sendJson } from './http.ts';

/** An e-mail the local GoTrue "sent": kept in auth.local_mailbox and shown at /_mailbox. */
export interface MailMessage {
  id: number;
  recipient: string;
  subject: string;
  kind: 'signup' | 'recovery' | 'magiclink';
  html: string;
  text: string;
  /** The link the e-mail shows (the template's first link). */
  link: string | null;
  otp: string | null;
  /** GoTrue's /auth/v1/verify URL for the same token ({{ .ConfirmationURL }}). */
  verify_url: string | null;
  created_at: string;
}

export type NewMail = Omit<MailMessage, 'id' | 'created_at' | 'verify_url'> & { verifyUrl: string | null };

export async function recordMail(q: Queryable, mail: NewMail): Promise<void> {
  await q.query(
    `insert into auth.local_mailbox (recipient, subject, kind, html, text_body, link, otp, verify_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [mail.recipient, mail.subject, mail.kind, mail.html, mail.text, mail.link, mail.otp, mail.verifyUrl],
  );
}

export async function listMail(db: Queryable, recipient?: string): Promise<MailMessage[]> {
  const { rows } = await db.query<{ j: string }>(
    `select jsonb_build_object('id', id, 'recipient', recipient, 'subject', subject, 'kind', kind, 'html', html,
       'text', text_body, 'link', link, 'otp', otp, 'verify_url', verify_url, 'created_at', created_at)::text as j
       from auth.local_mailbox where $1::text is null or lower(recipient) = lower($1::text) order by id desc`,
    [recipient ?? null],
  );
  return rows.map((r) => JSON.parse(r.j) as MailMessage);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** GET /_mailbox (HTML), GET /_mailbox/messages.json[?to=email], DELETE /_mailbox/messages.json. */
export async function handleMailbox(db: Database, req: IncomingMessage, res: ServerResponse, url: URL) {
  const json = url.pathname === '/_mailbox/messages.json';
  if (!json && url.pathname !== '/_mailbox' && url.pathname !== '/_mailbox/') {
    send(res, 404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
    return;
  }
  if (json && req.method === 'DELETE') {
    await db.query('delete from auth.local_mailbox');
    send(res, 204, null);
    return;
  }
  const messages = await listMail(db, url.searchParams.get('to') ?? undefined);
  if (json) {
    sendJson(res, 200, { messages }, { 'Cache-Control': 'no-store' });
    return;
  }
  send(res, 200, mailboxPage(messages), {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': MAILBOX_CSP,
    'X-Frame-Options': 'DENY',
  });
}

function mailboxPage(messages: MailMessage[]): string {
  const items = messages
    .map(
      (m) => `<li><article aria-labelledby="mail-${m.id}">
  <h2 id="mail-${m.id}">${escapeHtml(m.subject)}</h2>
  <dl><dt>To</dt><dd>${escapeHtml(m.recipient)}</dd><dt>Sent</dt><dd><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(new Date(m.created_at).toLocaleString('en-US'))}</time></dd></dl>
  <div class="body">${m.html}</div>
</article></li>`,
    )
    .join('\n');
  const list =
    messages.length > 0
      ? `<ol class="mails">${items}</ol>`
      : '<p>No e-mails yet. Sign up or ask for a password reset in the app, then reload this page.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox · StudyMate</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:46rem;margin:0 auto;padding:1.5rem}
.mails{list-style:none;padding:0}
article{background:#fff;border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem 1.25rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:.5rem 0}dt{font-weight:600}dd{margin:0}
a{color:#1d4ed8}a:focus{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>Local mailbox</h1>
<p>Every e-mail the local backend would have sent, newest first. Nothing leaves this machine.
<a href="/">Back to StudyMate</a></p>
${list}
</main>
</body>
</html>
`;
}
