import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail, renderTemplate } from '../../supabase/local/auth/templates.ts';
import { loadConfig } from '../../supabase/local/config.ts';
import { type LocalBackend, startLocalBackend } from '../../supabase/local/server.ts';
import { uniqueEmail } from '../support/users.ts';
import { latestMail, newClient } from './helpers.ts';

const vars = {
  SiteURL: 'http://app.test',
  ConfirmationURL: 'http://app.test/auth/v1/verify?token=t&type=recovery',
  RedirectTo: 'http://app.test/',
  TokenHash: 'pkce_abc',
  Token: '123456',
  Email: 'a<b>@example.com',
};

describe('e-mail templates (supabase/templates, as config.toml wires them)', () => {
  it('fills the GoTrue variables, escaped for HTML, and refuses unknown ones', () => {
    expect(
      renderTemplate(
        '<a href="{{ .SiteURL }}/?token_hash={{.TokenHash}}&type=recovery">{{ .Email }}</a>',
        vars,
      ),
    ).toBe('<a href="http://app.test/?token_hash=pkce_abc&type=recovery">a&#60;b&#62;@example.com</a>');
    expect(() => renderTemplate('{{ .Nope }}', vars)).toThrow('unknown variable {{ .Nope }}');
  });

  it('reads subject and content_path relative to the project folder', () => {
    const project = mkdtempSync(join(tmpdir(), 'tpl-'));
    const supabaseDir = join(project, 'supabase');
    mkdirSync(supabaseDir);
    writeFileSync(join(project, 'reset.html'), '<p>{{ .Token }}</p>');
    writeFileSync(
      join(supabaseDir, 'config.toml'),
      '[auth.email.template.recovery]\nsubject = "Reset it"\ncontent_path = "./reset.html"\n',
    );
    const config = loadConfig(join(supabaseDir, 'config.toml'));
    expect(config.emailTemplates.recovery).toEqual({ subject: 'Reset it', content: '<p>{{ .Token }}</p>' });
    expect(config.emailTemplates.confirmation).toBeUndefined();
    expect(loadConfig().emailTemplates.recovery?.content).toContain('{{ .TokenHash }}');
  });
});

describe('a recovery e-mail from the local backend', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startLocalBackend({ port: 0, confirmEmail: false });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('links to the app with a token hash that opening does not use up; verifyOtp does, once', async () => {
    const email = uniqueEmail('tpl');
    const owner = newClient(backend.url, backend.anonKey);
    expect((await owner.auth.signUp({ email, password: 'first-pass' })).error).toBeNull();
    const asker = newClient(backend.url, backend.anonKey);
    await asker.auth.resetPasswordForEmail(email, {
      redirectTo: `${backend.url}/?flow=recovery#/reset-password`,
    });
    const mail = await latestMail(backend.url, email);
    expect(mail.subject).toBe('Reset your StudyMate password');
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.url}/`);
    expect(link.hash).toBe('#/reset-password');
    expect(link.searchParams.get('type')).toBe('recovery');
    const tokenHash = link.searchParams.get('token_hash') ?? '';
    expect(tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(`<strong>${mail.otp}</strong>`);
    expect(mail.verify_url).toContain(`${backend.url}/auth/v1/verify?token=${tokenHash}&type=recovery`);

    // Opening the link (another device, a mail scanner) only loads the app.
    await fetch(mail.link);
    await fetch(mail.link);
    const device = newClient(backend.url, backend.anonKey);
    const verified = await device.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const again = await newClient(backend.url, backend.anonKey).auth.verifyOtp({
      token_hash: tokenHash,
      type: 'recovery',
    });
    expect(again.error?.message).toBe('Email link is invalid or has expired');
  });
});

describe('e-mails in the account’s language (issue 21)', () => {
  const go = (source: string, data?: Record<string, unknown>) =>
    renderTemplate(source, data ? { ...vars, Data: data } : vars);
  const BRANCHES =
    '{{ if eq .Data.language "es" }}hola{{ else if eq .Data.language "ar" }}مرحبا{{ else }}hello{{ end }}';

  it('renders GoTrue’s if / else if / else on .Data, English when the language is absent', () => {
    expect(go(BRANCHES, { language: 'es' })).toBe('hola');
    expect(go(BRANCHES, { language: 'ar' })).toBe('مرحبا');
    expect(go(BRANCHES, { language: 'fr' })).toBe('hello');
    expect(go(BRANCHES, {})).toBe('hello'); // a missing key equals nothing, as Go's eq
    expect(go(BRANCHES)).toBe('hello');
    expect(go('{{ if ne .Data.language "es" }}not es{{ end }}', { language: 'ar' })).toBe('not es');
    expect(go('{{ if eq .Data.language "es" "ar" }}one of{{ end }}', { language: 'ar' })).toBe('one of');
    expect(go('{{ if .Data.language }}set{{ else }}unset{{ end }}', {})).toBe('unset');
    expect(go('<p>{{ .Data.firstName }}</p>', { firstName: '<Ada>' })).toBe('<p>&#60;Ada&#62;</p>');
    expect(go('a\n  {{- if true_ }}{{ end }}'.replace('true_', '.Email'), {})).toBe('a');
    expect(go('{{ if eq .Data.language "es" -}}\n  hola\n{{- else -}}\n  hello\n{{- end }}', {})).toBe(
      'hello',
    );
  });

  it('refuses what the local renderer does not model, rather than render it differently', () => {
    for (const source of [
      '{{ range .Data }}x{{ end }}',
      '{{ printf "%s" .Email }}',
      '{{ .Data.a.b }}',
      '{{ with .Data.language }}x{{ end }}',
      '{{ if and .Email .Token }}x{{ end }}',
      '{{ $x := 1 }}',
    ]) {
      expect(() => go(source, {}), source).toThrow(/unsupported|unknown variable/);
    }
    expect(() => go('{{ .Data.language }}', {})).toThrow('has no printable value');
    expect(() => go('{{ if eq .Data.language "es" }}x', {})).toThrow('without {{ end }}');
    expect(() => go('{{ if eq .Data.n "1" }}x{{ end }}', { n: 1 })).toThrow('incompatible types');
  });

  const config = loadConfig();
  const mail = (name: 'confirmation' | 'recovery' | 'magic_link', language?: string) => {
    const template = config.emailTemplates[name];
    if (!template) throw new Error(`config.toml has no ${name} template`);
    return renderMail(template, 'fallback', { ...vars, Data: language ? { language } : {} });
  };

  it('config.toml’s confirmation and recovery mails in Spanish and Arabic, English unchanged', () => {
    expect(mail('confirmation').subject).toBe('Confirm your StudyMate account');
    expect(mail('confirmation').html.startsWith('<h2>Confirm your StudyMate account</h2>')).toBe(true);
    expect(mail('recovery').subject).toBe('Reset your StudyMate password');
    expect(mail('recovery').html).toContain('The link and the code work once');

    const es = mail('confirmation', 'es');
    expect(es.subject).toBe('Confirma tu cuenta de StudyMate');
    expect(es.html).toContain('<div lang="es">');
    expect(es.text).toContain('O introduce este código: 123456');
    expect(mail('recovery', 'es').subject).toBe('Restablece tu contraseña de StudyMate');
    expect(mail('recovery', 'es').html).toContain('Restablecer contraseña');

    const ar = mail('recovery', 'ar');
    expect(ar.subject).toBe('أعد تعيين كلمة مرور StudyMate');
    expect(ar.html).toContain('<div lang="ar" dir="rtl">');
    expect(ar.html).toContain('<strong dir="ltr">123456</strong>');
    expect(mail('confirmation', 'ar').subject).toBe('أكّد حسابك في StudyMate');
    for (const m of [es, ar, mail('confirmation', 'ar'), mail('recovery', 'es')]) {
      expect(m.link).toMatch(/^http:\/\/app\.test\/\?token_hash=pkce_abc&type=(email|recovery)#\//);
      expect(m.html).not.toMatch(/Confirm your|Reset your/);
    }
  });

  it('config.toml’s magic-link mail in English, Spanish and Arabic, linking to GoTrue’s verify', () => {
    expect(mail('magic_link').subject).toBe('Your StudyMate sign-in link');
    expect(mail('magic_link').html).toContain('Or enter this code: <strong>123456</strong>');
    expect(mail('magic_link', 'es').subject).toBe('Tu enlace para entrar en StudyMate');
    expect(mail('magic_link', 'es').html).toContain('<div lang="es">');
    const ar = mail('magic_link', 'ar');
    expect(ar.subject).toBe('رابط تسجيل الدخول إلى StudyMate');
    expect(ar.html).toContain('<div lang="ar" dir="rtl">');
    expect(ar.html).toContain('<strong dir="ltr">123456</strong>');
    for (const language of ['es', 'ar', undefined]) {
      const m = mail('magic_link', language);
      expect(m.link).toBe(vars.ConfirmationURL);
      if (language) expect(m.html).not.toMatch(/Follow this link|Log in/);
    }
  });
});

describe('auth e-mails from the local backend in the account’s language', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startLocalBackend({ port: 0 });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('a Spanish sign-up gets its confirmation, and its recovery, in Spanish', async () => {
    const email = uniqueEmail('es');
    const client = newClient(backend.url, backend.anonKey);
    const signUp = await client.auth.signUp({
      email,
      password: 'first-pass',
      options: { data: { language: 'es' } },
    });
    expect(signUp.error).toBeNull();
    const confirmation = await latestMail(backend.url, email);
    expect(confirmation.subject).toBe('Confirma tu cuenta de StudyMate');
    expect(confirmation.html).toContain('Confirmar dirección de correo');
    expect(confirmation.otp).toMatch(/^\d{6}$/);
    expect(confirmation.html).toContain(`<strong>${confirmation.otp}</strong>`);
    await fetch(confirmation.verify_url); // confirm, so that recovery is for a confirmed account
    await newClient(backend.url, backend.anonKey).auth.resetPasswordForEmail(email, {
      redirectTo: `${backend.url}/#/reset-password`,
    });
    const recovery = await latestMail(backend.url, email);
    expect(recovery.subject).toBe('Restablece tu contraseña de StudyMate');
    expect(recovery.html).toContain('Restablecer contraseña');
  });

  it('an account that switches to Arabic (updateUser) gets its recovery mail in Arabic', async () => {
    const email = uniqueEmail('ar');
    const client = newClient(backend.url, backend.anonKey);
    expect((await client.auth.signUp({ email, password: 'first-pass' })).error).toBeNull();
    const english = await latestMail(backend.url, email);
    expect(english.subject).toBe('Confirm your StudyMate account');
    await fetch(english.verify_url);
    expect((await client.auth.signInWithPassword({ email, password: 'first-pass' })).error).toBeNull();
    expect((await client.auth.updateUser({ data: { language: 'ar' } })).error).toBeNull();
    await newClient(backend.url, backend.anonKey).auth.resetPasswordForEmail(email, {
      redirectTo: `${backend.url}/#/reset-password`,
    });
    const recovery = await latestMail(backend.url, email);
    expect(recovery.subject).toBe('أعد تعيين كلمة مرور StudyMate');
    expect(recovery.html).toContain('<div lang="ar" dir="rtl">');
    expect(recovery.html).toContain('إعادة تعيين كلمة المرور');
  });

  it('a magic link (signInWithOtp) comes in the account’s language, and signs in', async () => {
    const email = uniqueEmail('magic-es');
    const client = newClient(backend.url, backend.anonKey);
    expect(
      (await client.auth.signUp({ email, password: 'first-pass', options: { data: { language: 'es' } } }))
        .error,
    ).toBeNull();
    await fetch((await latestMail(backend.url, email)).verify_url); // confirmed: the next mail is a magic link
    expect((await newClient(backend.url, backend.anonKey).auth.signInWithOtp({ email })).error).toBeNull();
    const magic = await latestMail(backend.url, email);
    expect(magic.subject).toBe('Tu enlace para entrar en StudyMate');
    expect(magic.html).toContain('<div lang="es">');
    expect(magic.html).toContain(`<strong>${magic.otp}</strong>`);
    expect(magic.link).toContain('/auth/v1/verify?token=');
    expect(magic.link).toContain('type=magiclink');
    const device = newClient(backend.url, backend.anonKey);
    const signedIn = await device.auth.verifyOtp({ email, token: magic.otp, type: 'email' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.email).toBe(email);
  });
});
