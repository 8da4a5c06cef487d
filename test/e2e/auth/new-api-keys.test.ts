import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHABLE_KEY } from '../../../supabase/local/gateway.ts';
import { type FakeOpenAI, startFakeOpenAI } from '../../support/fake-openai.ts';
import { uniqueEmail } from '../../support/users.ts';
import { chatPage } from '../chat/support/chatPage.ts';
import { type E2eBackend, startBackend } from '../support/backend.ts';
import { hasChromium, launchBrowser, newPage } from '../support/browser.ts';
import { buildApp, repoRoot } from '../support/build.ts';
import { createUser, logIn } from '../support/users.ts';

/**
 * The whole product with Supabase's new API keys (issue 19): the app built with the sb_publishable_
 * key, the local backend issuing only new keys (legacy ones refused), the functions under Deno taking
 * the publishable key from signed-out visitors and the session from signed-in students.
 */
describe.skipIf(!hasChromium())('the app with the new API keys (sb_publishable_…)', () => {
  let ai: FakeOpenAI;
  let server: E2eBackend;
  let browser: Browser;

  beforeAll(async () => {
    // Only this file needs a build that carries the publishable key, so it builds its own.
    const distDir = join(repoRoot, '.local', 'e2e-new-keys-dist');
    buildApp(distDir, { VITE_SUPABASE_URL: '/', VITE_SUPABASE_ANON_KEY: DEMO_PUBLISHABLE_KEY });
    ai = await startFakeOpenAI();
    server = await startBackend({
      distDir,
      apiKeys: 'new',
      confirmEmail: false,
      functionsEnv: { AI_API_KEY: ai.apiKey, AI_BASE_URL: ai.url, AI_MAX_RETRIES: '0' },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await ai?.stop();
  });

  it('answers a signed-out visitor through chat-with-ai with the publishable key', async () => {
    expect(server.anonKey).toBe(DEMO_PUBLISHABLE_KEY);
    ai.queue({ kind: 'answer', content: 'Four. **Answer:** $2 + 2 = 4$' });
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/#/`);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/functions/v1/chat-with-ai') && r.method() === 'POST',
    );
    const chat = chatPage(page);
    await chat.ask('What is 2 + 2?');
    const request = await sent;
    expect(request.headers().apikey).toBe(DEMO_PUBLISHABLE_KEY);
    const answer = await chat.nth(chat.answers, 1);
    await answer.getByText('Four.').waitFor();
    expect(ai.requests).toHaveLength(1);
    await context.close();
  });

  it('signs a student in and answers them as themselves', async () => {
    const email = uniqueEmail('newkeys');
    await createUser(server, email, 'new-keys-pass-1');
    ai.queue({ kind: 'answer', content: 'Six. **Answer:** $3 + 3 = 6$' });
    const { context, page } = await newPage(browser);
    await logIn(page, server.url, email, 'new-keys-pass-1');
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/functions/v1/chat-with-ai') && r.method() === 'POST',
    );
    const chat = chatPage(page);
    await chat.ask('What is 3 + 3?');
    const request = await sent;
    // The session's JWT, not the key, is the bearer: the function verifies it with getUser.
    expect(request.headers().authorization).toMatch(/^Bearer eyJ/);
    await (await chat.nth(chat.answers, 1)).getByText('Six.').waitFor();
    const { data } = await fetch(`${server.url}/rest/v1/monthly_usage?select=questions_asked`, {
      headers: { apikey: server.serviceRoleKey },
    }).then(async (r) => ({ data: (await r.json()) as { questions_asked: number }[] }));
    expect(data).toEqual([{ questions_asked: 1 }]);
    await context.close();
  });
});
