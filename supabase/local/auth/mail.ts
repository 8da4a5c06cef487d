import { createHash, randomInt } from 'node:crypto';
import type { EmailTemplateName, LocalConfig } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import { escapeHtml, recordMail } from '../mailbox.ts';
import { AuthError } from './errors.ts';
import { renderMail } from './templates.ts';
import type { UserRow } from './users.ts';

export type MailKind = 'signup' | 'recovery' | 'magiclink';

/** GoTrue's built-in mails (English), for a project without a template of its own. */
const TEMPLATES: Record<MailKind, { subject: string; heading: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm your email address',
    heading: 'Confirm your email address',
    intro: 'Follow this link to confirm your email address and finish creating your StudyMate account:',
    action: 'Confirm email address',
  },
  recovery: {
    subject: 'Reset your password',
    heading: 'Reset your password',
    intro:
      'Someone asked to reset the password of your StudyMate account. Follow this link to choose a new one:',
    action: 'Reset password',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    intro: 'Follow this link to sign in to StudyMate:',
    action: 'Sign in',
  },
};

/** config.toml's `[auth.email.template.<name>]` for each mail (GoTrue's names). */
const TEMPLATE_NAMES: Record<MailKind, EmailTemplateName> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic_link',
};

/** GoTrue stores sha224(email + otp) as the token; the link carries it, the code is the OTP itself. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function expired(sentAt: string | null, seconds: number): boolean {
  return sentAt === null || Date.now() > Date.parse(sentAt) + seconds * 1000;
}

function checkFrequency(sentAt: string | null, config: LocalConfig): void {
  if (sentAt === null) return;
  const readyAt = Date.parse(sentAt) + config.emailMaxFrequency * 1000;
  if (readyAt > Date.now()) {
    const left = Math.floor((readyAt - Date.now()) / 1000);
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    );
  }
}

/**
 * Sends (into the local mailbox) a confirmation or recovery e-mail with a link to our own
 * /auth/v1/verify. In a PKCE flow the stored token gets GoTrue's `pkce_` prefix, which is how verify
 * later knows to answer with `?code=` rather than tokens in the URL fragment.
 */
export async function sendAuthMail(
  q: Queryable,
  user: UserRow,
  kind: MailKind,
  opts: { pkce: boolean; redirectTo: string; origin: string; config: LocalConfig },
): Promise<void> {
  const [tokenColumn, sentColumn] =
    kind === 'signup'
      ? ['confirmation_token', 'confirmation_sent_at']
      : ['recovery_token', 'recovery_sent_at'];
  checkFrequency(kind === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at, opts.config);
  const email = user.email ?? '';
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = `${opts.pkce ? 'pkce_' : ''}${tokenHash(email, otp)}`;
  // A new code: the count of wrong tries starts again (see verify.ts MAX_WRONG_CODES).
  await q.query(
    `update auth.users set ${tokenColumn} = $2, ${sentColumn} = now(), local_otp_failures = 0 where id = $1::uuid`,
    [user.id, token],
  );
  const link =
    `${opts.origin}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${kind}` +
    `&redirect_to=${encodeURIComponent(opts.redirectTo)}`;
  const t = TEMPLATES[kind];
  const template = opts.config.emailTemplates[TEMPLATE_NAMES[kind]];
  if (template) {
    const vars = {
      SiteURL: opts.origin,
      ConfirmationURL: link,
      RedirectTo: opts.redirectTo,
      TokenHash: token,
    };
    const mail = renderMail(template, t.subject, {
      ...vars,
      Token: otp,
      Email: email,
      Data: user.raw_user_meta_data ?? {},
    });
    await recordMail(q, { recipient: email, kind, otp, verifyUrl: link, ...mail });
    return;
  }
  const html = `<h3>${t.heading}</h3>
<p>${t.intro}</p>
<p><a href="${escapeHtml(link)}">${t.action}</a></p>
<p>Or enter this code: <strong>${otp}</strong></p>`;
  const text = `${t.heading}\n\n${t.intro}\n${link}\n\nOr enter this code: ${otp}\n`;
  await recordMail(q, { recipient: email, subject: t.subject, kind, html, text, link, otp, verifyUrl: link });
}
