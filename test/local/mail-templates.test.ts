import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTemplate } from '../../supabase/local/auth/templates.ts';
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
