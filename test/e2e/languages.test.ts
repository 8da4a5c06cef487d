import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ar } from '../../src/lib/i18n/messages/ar.ts';
import { es } from '../../src/lib/i18n/messages/es.ts';
import type { Messages } from '../../src/lib/i18n/types.ts';
import { chatPage } from './chat/support/chatPage.ts';
import { axeViolations } from './support/axe.ts';
import { hasChromium, newPage, viewports } from './support/browser.ts';
import { clippedText } from './support/clipped.ts';
import { useAiBackendAndBrowser } from './support/harness.ts';
import { routeTitles } from './support/routes.ts';
import { createUser, logIn } from './support/users.ts';

// Issue 21 (client half): every route in Spanish and Arabic at 360 px, right to left in Arabic, with
// no horizontal overflow, no clipped text or placeholder, the route's tab title and description in the
// language, and a clean axe scan; switching language keeps the chat and the draft; a
// question asked in Spanish carries the language to chat-with-ai. CSP and failed app files are
// watched for every context (support/watch-setup.ts).

const CHAT_FN = '/functions/v1/chat-with-ai';

/** Each route's heading in a language, from the same table as the English one (support/routes.ts). */
function titlesIn(m: Messages): Array<{ path: string; title: string }> {
  const byEnglish: Record<string, string> = {
    'How can I help you?': m.chatStrings.emptyHeading,
    'LOG IN': m.screenTitles.login,
    'SIGN UP': m.screenTitles.signup,
    'RESET PASSWORD': m.screenTitles.forgotPassword,
    'PASSWORD RESET': m.screenTitles.resetPassword,
    PROFILE: m.screenTitles.profile,
    PLANS: m.screenTitles.plans,
    'MISSION STATEMENT': m.screenTitles.mission,
    'CONTACT US': m.screenTitles.contact,
    'CONNECTION TEST': m.screenTitles.diagnostics,
  };
  return routeTitles.map(({ path, title }) => {
    const translated = byEnglish[title];
    if (!translated) throw new Error(`no translation for the heading ${title}`);
    return { path, title: translated };
  });
}

/** The route's tab title and description in a language (support/routes.ts names each route's page). */
function pageMeta(m: Messages, path: string): { title: string; description: string } {
  const page = routeTitles.find((r) => r.path === path)?.page;
  return page
    ? {
        title: m.pageStrings.title(m.pageStrings.screens[page]),
        description: m.pageStrings.descriptions[page],
      }
    : { title: m.pageStrings.appTitle, description: m.pageStrings.description };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.skipIf(!hasChromium())('languages (issue 21)', () => {
  const harness = useAiBackendAndBrowser();

  for (const [language, messages, dir] of [
    ['es', es, 'ltr'],
    ['ar', ar, 'rtl'],
  ] as const) {
    it(`every route renders in ${language} at 360 px: ${dir}, no overflow, axe clean`, async () => {
      const { context, page } = await newPage(harness.browser, viewports.phone);
      await context.addInitScript((l) => localStorage.setItem('language', l), language);
      const findings: Record<string, unknown> = {};
      for (const { path, title } of titlesIn(messages)) {
        await page.goto(`${harness.server.url}/#${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const root = await page.evaluate(() => ({
          dir: document.documentElement.dir,
          lang: document.documentElement.lang,
        }));
        const found: Record<string, unknown> = {};
        if (root.dir !== dir) found.dir = root.dir;
        if (!root.lang.startsWith(language)) found.lang = root.lang;
        const extra = await overflow(page);
        if (extra > 0) found.overflowPx = extra;
        const clipped = await clippedText(page);
        if (clipped.length > 0) found.clipped = clipped;
        // The tab title and meta description are the route's, in the language.
        const expected = pageMeta(messages, path);
        // Set after the route renders (a lazy chunk): wait for it, then compare.
        await page
          .waitForFunction((t) => document.title === t, expected.title, { timeout: 5000 })
          .catch(() => undefined);
        const meta = await page.evaluate(() => ({
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        }));
        if (meta.title !== expected.title) found.title = meta.title;
        if (meta.description !== expected.description) found.description = meta.description;
        const violations = await axeViolations(page);
        if (violations.length > 0) found.axe = violations;
        if (Object.keys(found).length > 0) findings[path] = found;
      }
      expect(findings).toEqual({});
      await context.close();
    });
  }

  it('switching language on Profile keeps the chat and the draft', async () => {
    const { page, context } = await newPage(harness.browser, viewports.phone);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    harness.ai.queue({ kind: 'answer', content: 'A prime has exactly two divisors.' });
    await chat.ask('What is a prime?');
    await chat.nth(chat.answers, 1);
    await chat.input.fill('and is 1 a prime');

    await page.evaluate(() => {
      location.hash = '#/profile';
    });
    await page.getByRole('heading', { level: 1, name: 'PROFILE' }).waitFor();
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('heading', { level: 1, name: es.screenTitles.profile }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
    expect(await page.locator('h1').allTextContents()).toEqual([es.screenTitles.profile]);

    await page.evaluate(() => {
      location.hash = '#/';
    });
    const input = page.getByRole('textbox', { name: es.chatStrings.inputLabel });
    await input.waitFor();
    expect(await input.inputValue()).toBe('and is 1 a prime');
    const log = page.getByRole('log', { name: es.chatStrings.messagesLabel });
    expect(await log.locator('.message--question').count()).toBe(1);
    expect(await log.locator('.message--answer').first().textContent()).toContain('exactly two divisors');
    await context.close();
  });

  it('a question asked in Spanish sends language es to chat-with-ai, and the tutor is asked for Spanish', async () => {
    const { context, page } = await newPage(harness.browser, viewports.phone);
    await context.addInitScript(() => localStorage.setItem('language', 'es'));
    await page.goto(`${harness.server.url}/#/`);
    const input = page.getByRole('textbox', { name: es.chatStrings.inputLabel });
    harness.ai.queue({ kind: 'answer', content: 'Un número primo tiene exactamente dos divisores.' });
    const sent = page
      .waitForRequest((r) => r.url().endsWith(CHAT_FN) && r.method() === 'POST')
      .then((r) => r.postDataJSON() as Record<string, unknown>);
    await input.fill('¿Qué es un número primo?');
    await input.press('Enter');
    expect((await sent).language).toBe('es');
    await page.locator('.message--answer').first().waitFor();
    // At the loopback AI: the server's prompt asks for Spanish. This line needs the server half of
    // issue 21 (chat-with-ai reading `language`); on the client branch alone it fails here.
    const system = harness.ai.requests[0]?.body.messages?.find((m) => m.role === 'system')?.content;
    expect(String(system)).toMatch(/Spanish|español/i);
    await context.close();
  });

  it("the auth server's error shows in the reader's language, never in the server's English", async () => {
    const email = `lang-err-${Date.now().toString(36)}@example.com`;
    await createUser(harness.server, email, 'right-pass-1');
    for (const [language, messages] of [
      ['ar', ar],
      ['es', es],
    ] as const) {
      const { context, page } = await newPage(harness.browser, viewports.phone);
      await context.addInitScript((l) => localStorage.setItem('language', l), language);
      await page.goto(`${harness.server.url}/#/login`);
      await page.getByRole('heading', { level: 1, name: messages.screenTitles.login }).waitFor();
      await page.getByLabel(messages.authStrings.email).fill(email);
      await page.getByLabel(messages.authStrings.password, { exact: true }).fill('wrong-pass-1');
      await page.getByRole('button', { name: messages.authStrings.login.submit }).click();
      const alert = page
        .getByRole('alert')
        .filter({ hasText: messages.serverErrorStrings.auth.invalidCredentials });
      await alert.waitFor();
      expect(await page.getByText('Invalid login credentials').count()).toBe(0);
      await context.close();
    }
  });

  it('a signed-in choice is saved in the account and applied at sign-in on another device', async () => {
    const email = `lang-${Date.now().toString(36)}@example.com`;
    const password = 'language-pass-1';
    await createUser(harness.server, email, password);
    const first = await newPage(harness.browser, viewports.phone);
    await logIn(first.page, harness.server.url, email, password);
    await first.page.evaluate(() => {
      location.hash = '#/profile';
    });
    await first.page.getByRole('heading', { level: 1, name: 'PROFILE' }).waitFor();
    const saved = first.page.waitForResponse(
      (r) => r.url().endsWith('/auth/v1/user') && r.request().method() === 'PUT',
    );
    await first.page.getByLabel('Language').selectOption('ar');
    expect((await saved).ok()).toBe(true);
    await first.page.getByRole('heading', { level: 1, name: ar.screenTitles.profile }).waitFor();
    // The English screen is gone, also once the account has answered (it once stayed beside the new one).
    await first.page.waitForTimeout(1000);
    expect(await first.page.locator('#root > .screen').count()).toBe(1);
    expect(await first.page.locator('h1').allTextContents()).toEqual([ar.screenTitles.profile]);
    await first.context.close();

    // Another device, English until the account signs in.
    const second = await newPage(harness.browser, viewports.phone);
    await logIn(second.page, harness.server.url, email, password);
    await second.page.getByRole('heading', { level: 1, name: ar.chatStrings.emptyHeading }).waitFor();
    expect(await second.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await second.page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    await second.context.close();
  });
});
