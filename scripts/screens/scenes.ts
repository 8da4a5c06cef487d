import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ar } from '../../src/lib/i18n/messages/ar.ts';
import { es } from '../../src/lib/i18n/messages/es.ts';
import { CHECK_TAG } from '../../supabase/functions/chat-with-ai/check/block.ts';
import { NEXT_TAG } from '../../supabase/functions/chat-with-ai/suggestions.ts';
import { localApiKeys } from '../../supabase/local/keys.ts';
import { routeTitles } from '../../test/e2e/support/routes.ts';
import { toolScenes } from './toolScenes.ts';
import type { Scene, SceneContext } from './types.ts';

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;
const PASSWORD = 'screens-pass-1';
const LONG_EMAIL = () =>
  uniqueEmail('a.very.long.student.name.with.many.parts.for.wrapping').replace(
    '@example.com',
    '@students.some-long-school-district.example.com',
  );

async function api(url: string, key: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

async function signUpAndLogIn(s: SceneContext, email = uniqueEmail('screens')): Promise<string> {
  const { page, url } = s;
  await page.goto(`${url}/#/login`);
  await api(url, await localKey(), '/auth/v1/signup', {
    email,
    password: PASSWORD,
    data: { firstName: 'Sam', lastName: 'Student' },
  });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/#\/chat$/);
  return email;
}

/** The loopback demo anon key the app is built with (scripts/screens.ts builds with it). */
const localKey = async () => (await localApiKeys()).anonKey;

async function ask(page: Page, text: string, answers: number): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(text);
  await input.press('Enter');
  await page
    .locator('.message--answer, .message--notice')
    .nth(answers - 1)
    .waitFor({ timeout: 20_000 });
  await page.waitForTimeout(300);
}

const ANSWER = [
  '## Solving a linear equation',
  '',
  '1. **Subtract 5** from both sides: $3x = 21$.',
  '2. **Divide by 3**: $x = 7$.',
  '',
  '$$3x - 5 = 16 \\Rightarrow x = 7$$',
  '',
  '**Answer:** $x = 7$',
  '',
  '**Study tip:** check by substituting back.',
].join('\n');

/** An answer with issue 16's check block (and issue 17's suggestions) as the model writes them. */
const withBlocks = (text: string, result: string, next?: string[]) =>
  [
    text,
    `\`\`\`${CHECK_TAG}\n${JSON.stringify({ problem: '3x - 5 = 16', result })}\n\`\`\``,
    ...(next ? [`\`\`\`${NEXT_TAG}\n${JSON.stringify(next)}\n\`\`\``] : []),
  ].join('\n\n');

export const scenes: Record<string, Scene> = {
  /** The signed-out empty chat. */
  'chat-empty': async ({ page, url }) => {
    await page.goto(`${url}/#/`);
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    await page.waitForTimeout(500);
  },
  /** A question and a typeset answer, signed out. */
  'chat-answer': async (s) => {
    s.ai.queue({ kind: 'answer', content: ANSWER });
    await s.page.goto(`${s.url}/#/`);
    await ask(s.page, 'solve 3x - 5 = 16', 1);
  },
  /** Issue 16/17: a checked answer ("✓ Checked") with its three next-question chips. */
  'tutor-checked': async (s) => {
    s.ai.queue({
      kind: 'answer',
      content: withBlocks(ANSWER, 'x = 7', [
        'Explain it more simply',
        'Give me a similar problem',
        'Why does step 2 work?',
      ]),
    });
    await s.page.goto(`${s.url}/#/`);
    await ask(s.page, 'solve 3x - 5 = 16', 1);
    await s.page.getByText('✓ Checked').waitFor();
  },
  /** Issue 16: wrong twice, so the answer carries the solver's note. */
  'tutor-disputed': async (s) => {
    const wrong = (r: string) => withBlocks(`**Answer:** $${r}$`, r);
    s.ai.queue({ kind: 'answer', content: wrong('x = 6') }, { kind: 'answer', content: wrong('x = 5') });
    await s.page.goto(`${s.url}/#/`);
    await ask(s.page, 'solve 3x - 5 = 16', 1);
    await s.page.getByText('check step by step', { exact: false }).waitFor();
  },
  /** Issue 17: Hint first chosen, a hint with its three buttons. */
  'tutor-hint': async (s) => {
    s.ai.queue({
      kind: 'answer',
      content: '## Hint\nWhat could you add to both sides so that only $3x$ is left on the left?',
    });
    await s.page.goto(`${s.url}/#/`);
    await s.page.getByRole('radio', { name: 'Hint first' }).check();
    await ask(s.page, 'solve 3x - 5 = 16', 1);
    await s.page.getByRole('button', { name: 'Show the full solution' }).waitFor();
  },
  /** Issue 17: the Check my work dialog, filled in. */
  'tutor-check-work': async ({ page, url }) => {
    await page.goto(`${url}/#/`);
    await page.getByRole('button', { name: 'Check my work' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check my work' });
    await dialog.getByRole('textbox', { name: 'Problem' }).fill('solve 3x - 5 = 16');
    await dialog.getByRole('textbox', { name: 'Your working or final answer' }).fill('3x = 21\nx = 6');
    await page.waitForTimeout(300);
  },
  /** Issue 17: the tutor's reply to Check my work with the solver's verdict (wrong). */
  'tutor-verdict': async (s) => {
    s.ai.queue({
      kind: 'answer',
      content: '## Not quite\nYour first line is right: $3x = 21$. Line 2 goes wrong — divide 21 by 3 again.',
    });
    await s.page.goto(`${s.url}/#/`);
    await s.page.getByRole('button', { name: 'Check my work' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Check my work' });
    await dialog.getByRole('textbox', { name: 'Problem' }).fill('solve 3x - 5 = 16');
    await dialog.getByRole('textbox', { name: 'Your working or final answer' }).fill('3x = 21\nx = 6');
    await dialog.getByRole('button', { name: 'Check it' }).click();
    await s.page.getByText('Your final answer is not right yet').waitFor({ timeout: 20_000 });
    await s.page.waitForTimeout(300);
  },
  /** A visitor at the daily limit: SPEC's message with its Sign up and Upgrade actions. */
  'chat-limit': async ({ page, url }) => {
    const today = new Date().toISOString().slice(0, 10);
    await page.addInitScript((date) => {
      localStorage.setItem(
        'studymate.anonymousUsage',
        JSON.stringify({ date, questionsAsked: 5, limit: 5, remaining: 0 }),
      );
    }, today);
    await page.goto(`${url}/#/`);
    await ask(page, 'One more question please', 1);
  },
  /** Stop pressed while thinking: 'Stopped' and Retry under the question. */
  'chat-stopped': async (s) => {
    s.ai.queue({ kind: 'answer', content: ANSWER, delayMs: 5_000 });
    await s.page.goto(`${s.url}/#/`);
    const input = s.page.getByRole('textbox', { name: 'Your question' });
    await input.fill('What is 2 + 2?');
    await input.press('Enter');
    await s.page.getByRole('button', { name: 'Stop AI response' }).click();
    await s.page.getByText('Stopped', { exact: true }).waitFor();
  },
  /** Issue 15: offline, a typed equation answered by the solver on this device, with its mark and button. */
  'chat-solved-on-device': async (s) => {
    await s.page.goto(`${s.url}/#/`);
    await s.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 20_000,
    });
    await s.context.setOffline(true);
    await ask(s.page, 'solve 2x + 3 = 11', 1);
    await s.page.getByRole('button', { name: 'Ask the tutor when online' }).waitFor();
    await s.page.locator('.message--answer .katex-display').first().waitFor();
  },
  /** Signed in, then an offline reload: the last known usage badge. */
  'chat-last-known': async (s) => {
    await signUpAndLogIn(s);
    await s.page.locator('.usage-badge').waitFor();
    await s.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 20_000,
    });
    await s.context.setOffline(true);
    await s.page.reload();
    await s.page.getByText('last known').first().waitFor();
  },
  /** Forgot password → Have a code? step. */
  'forgot-code': async ({ page, url }) => {
    await page.goto(`${url}/#/forgot-password`);
    await page.getByRole('button', { name: 'Have a code?' }).click();
    await page.waitForTimeout(300);
  },
  /** A reset link that is no good (verified only on Update Password): the invalid view with its code offer. */
  'reset-invalid': async ({ page, url }) => {
    await page.goto(`${url}/?token_hash=${randomUUID().replaceAll('-', '')}&type=recovery#/reset-password`);
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm new password').fill('new-password-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('heading', { name: 'Reset Link Invalid' }).waitFor({ timeout: 15_000 });
  },
  /** Profile of a signed-in student with a very long e-mail address. */
  'profile-long-email': async (s) => {
    await signUpAndLogIn(s, LONG_EMAIL());
    await s.page.goto(`${s.url}/#/profile`);
    await s.page.getByText('Free Member').waitFor();
  },
  /** Plans page without Stripe keys: payments off, said before any dialog. */
  'plans-payments-off': async (s) => {
    await signUpAndLogIn(s);
    await s.page.goto(`${s.url}/#/premium`);
    await s.page.getByText('Current Plan').first().waitFor();
    await s.page.waitForTimeout(800);
  },
  /** The developer connection test, signed out. */
  'test-supabase': async ({ page, url }) => {
    await page.goto(`${url}/#/test-supabase`);
    await page.getByText(/clientInitialized/).waitFor({ timeout: 20_000 });
  },
};

/** Every route of SPEC §2 as a visitor first sees it: `route-chat`, `route-login`, … */
for (const { path, title } of routeTitles) {
  if (path === '/') continue; // the same screen as /chat
  scenes[`route-${path.slice(1).replaceAll('/', '-')}`] = async ({ page, url }) => {
    await page.goto(`${url}/#${path}`);
    await page.getByRole('heading', { name: title, exact: true }).first().waitFor();
    await page.waitForTimeout(400);
  };
}

// Issue 21: every route, a typeset answer, the sign-up picker and the history in Spanish and Arabic:
// `es-route-login`, `ar-chat-answer`, … (the language is chosen as a returning reader's would be).
const LANGUAGES = { es, ar } as const;
for (const [language, m] of Object.entries(LANGUAGES)) {
  const before = (page: Page) => page.addInitScript((l) => localStorage.setItem('language', l), language);
  const heading: Record<string, string> = {
    '/chat': m.chatStrings.emptyHeading,
    '/login': m.screenTitles.login,
    '/signup': m.screenTitles.signup,
    '/forgot-password': m.screenTitles.forgotPassword,
    '/reset-password': m.screenTitles.resetPassword,
    '/profile': m.screenTitles.profile,
    '/premium': m.screenTitles.plans,
    '/mission': m.screenTitles.mission,
    '/contact': m.screenTitles.contact,
    '/test-supabase': m.screenTitles.diagnostics,
  };
  for (const [path, title] of Object.entries(heading)) {
    scenes[`${language}-route-${path.slice(1)}`] = async ({ page, url }) => {
      await before(page);
      await page.goto(`${url}/#${path}`);
      await page.getByRole('heading', { name: title, exact: true }).first().waitFor();
      await page.waitForTimeout(400);
    };
  }
  scenes[`${language}-chat-answer`] = async (s) => {
    await before(s.page);
    s.ai.queue({ kind: 'answer', content: withBlocks(ANSWER, 'x = 7', ['¿Y si fuera 3x + 5 = 16?']) });
    await s.page.goto(`${s.url}/#/`);
    const input = s.page.getByRole('textbox', { name: m.chatStrings.inputLabel });
    await input.fill('3x - 5 = 16');
    await input.press('Enter');
    await s.page.locator('.message--answer').first().waitFor({ timeout: 20_000 });
    await s.page.waitForTimeout(500);
  };
  scenes[`${language}-subject-greeting`] = async ({ page, url }) => {
    await before(page);
    await page.goto(`${url}/#/`);
    await page.getByRole('button', { name: m.subjectStrings.Math, exact: true }).click();
    await page.locator('.message').first().waitFor();
    await page.waitForTimeout(2500);
  };
  // A server error by its code, in the language (issue 21): wrong credentials on Log in.
  scenes[`${language}-login-error`] = async ({ page, url }) => {
    await before(page);
    await page.goto(`${url}/#/login`);
    await page.getByLabel(m.authStrings.email).fill('nobody@example.com');
    await page.getByLabel(m.authStrings.password, { exact: true }).fill('wrong-pass-1');
    await page.getByRole('button', { name: m.authStrings.login.submit }).click();
    await page.getByRole('alert').filter({ hasText: m.serverErrorStrings.auth.invalidCredentials }).waitFor();
    await page.waitForTimeout(300);
  };
  scenes[`${language}-profile-signed-in`] = async (s) => {
    await signUpAndLogIn(s);
    await s.page.goto(`${s.url}/#/profile`);
    await s.page.getByLabel('Language').selectOption(language);
    await s.page.getByRole('heading', { name: m.screenTitles.profile, exact: true }).waitFor();
    await s.page.waitForTimeout(800);
  };
}

// Issue 18's scenes (message tools).
Object.assign(scenes, toolScenes);
