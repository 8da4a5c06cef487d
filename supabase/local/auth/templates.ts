import type { EmailTemplate } from '../config.ts';
import { escapeHtml } from '../mailbox.ts';

/** The variables GoTrue offers to an e-mail template (the subset our templates may use). */
export interface TemplateVars {
  SiteURL: string;
  ConfirmationURL: string;
  RedirectTo: string;
  TokenHash: string;
  Token: string;
  Email: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The first link of the body: what a reader of the e-mail would follow. */
  link: string | null;
}

/**
 * Renders a Supabase e-mail template (`{{ .Name }}` placeholders, HTML-escaped as Go's html/template
 * does for these plain values). An unknown placeholder throws: a template the hosted project would
 * render differently must not pass locally.
 */
export function renderTemplate(source: string, vars: TemplateVars): string {
  return source.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_, name: string) => {
    if (!Object.hasOwn(vars, name)) throw new Error(`e-mail template: unknown variable {{ .${name} }}`);
    return escapeHtml(vars[name as keyof TemplateVars]);
  });
}

const unescapeHtml = (text: string): string =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

export function firstLink(html: string): string | null {
  const match = /<a\s[^>]*href="([^"]*)"/i.exec(html);
  return match?.[1] ? unescapeHtml(match[1]) : null;
}

/** A plain-text body: block ends become line breaks, links keep their address. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2: $1')
    .replace(/<\/(p|h[1-6]|div|li)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return `${unescapeHtml(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

export function renderMail(
  template: EmailTemplate,
  fallbackSubject: string,
  vars: TemplateVars,
): RenderedMail {
  const html = renderTemplate(template.content, vars);
  return {
    subject: template.subject ?? fallbackSubject,
    html,
    text: htmlToText(html),
    link: firstLink(html),
  };
}
