import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { chatPage } from '../chat/support/chatPage.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useAiBackendAndBrowser } from '../support/harness.ts';
import { createUser, logIn, TEST_STUDENT } from '../support/users.ts';
import { outboxCount, serviceRows, settlesAt, swControlled } from './support/offlinePage.ts';

const QUEUED = "Queued — will send when you're back online";
const CHAT_FN = '**/functions/v1/chat-with-ai';

interface UsageRow {
  questions_asked: number;
}

/** Opens a chat from the history list by its title. */
async function openFromHistory(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Chat history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat history' });
  await dialog.locator('.history__open', { hasText: title }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Questions asked offline wait in the outbox and are answered, in their own chat, once back online. */
describe.skipIf(!hasChromium())('questions queued offline (local backend)', () => {
  const harness = useAiBackendAndBrowser();

  const usageOf = async (userId: string) =>
    (
      await serviceRows<UsageRow>(
        harness.server,
        'monthly_usage',
        `select=questions_asked&user_id=eq.${userId}`,
      )
    ).reduce((sum, row) => sum + row.questions_asked, 0);

  it('signed in: queued offline, answered in its own chat after reconnecting, counted once', async () => {
    const email = uniqueEmail('queued-user');
    const { id: userId } = await createUser(harness.server, email, 'queue-pass-1', TEST_STUDENT);
    const { context, page } = await newPage(harness.browser);
    await logIn(page, harness.server.url, email, 'queue-pass-1');
    const chat = chatPage(page);
    await chat.badge.getByText('5/5 left').waitFor();
    harness.ai.queue({ kind: 'answer', content: 'Mitochondria make ATP for the cell.' });

    // Offline before the service worker has precached the app, the lazy chunks would fail to load.
    await swControlled(page);
    await context.setOffline(true);
    await chat.ask('What do mitochondria do?');
    const question = await chat.nth(chat.questions, 1);
    await question.getByText(QUEUED).waitFor();
    // Not stuck thinking: the composer is free and nothing was sent.
    expect(await chat.thinking.count()).toBe(0);
    expect(await chat.sendButton.getAttribute('title')).not.toBe('Stop AI response');
    expect(harness.ai.requests).toHaveLength(0);
    expect(await outboxCount(page)).toBe(1);

    // The student moves on to a new chat before the connection returns.
    await page.getByRole('button', { name: 'New chat' }).click();
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    await context.setOffline(false);

    await expect.poll(() => harness.ai.requests.length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => outboxCount(page), { timeout: 15_000 }).toBe(0);
    // The open (new) chat got nothing; the answer is in the chat the question was asked in.
    expect(await chat.answers.count()).toBe(0);
    await openFromHistory(page, 'What do mitochondria do?');
    const answer = await chat.nth(chat.answers, 1);
    expect(await answer.textContent()).toContain('Mitochondria make ATP for the cell.');
    expect(await chat.questions.first().getByText(QUEUED).count()).toBe(0);
    await settlesAt(() => usageOf(userId), 1);
    await chat.badge.getByText('4/5 left').waitFor();
    await context.close();
  });

  it('signed in: the answer lost on the way back is retried with the same requestId and counted once', async () => {
    const email = uniqueEmail('queued-cut');
    const { id: userId } = await createUser(harness.server, email, 'queue-pass-2', TEST_STUDENT);
    const { context, page } = await newPage(harness.browser);
    await logIn(page, harness.server.url, email, 'queue-pass-2');
    const chat = chatPage(page);
    await chat.badge.getByText('5/5 left').waitFor();
    const bodies: string[] = [];
    let cut = false;
    await page.route(CHAT_FN, async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      bodies.push(route.request().postData() ?? '');
      if (!cut) {
        cut = true;
        await route.fetch(); // the server counts the question and answers...
        return route.abort('connectionreset'); // ...but the answer is lost
      }
      return route.continue();
    });
    await chat.ask('Define osmosis');
    await chat.nth(chat.questions, 1);
    // Retried after a 1–2 s backoff; the answer lands in the open chat.
    const answer = await chat.nth(chat.answers, 1, 20_000);
    expect(await answer.textContent()).toBeTruthy();
    expect(bodies).toHaveLength(2);
    const ids = bodies.map((b) => (JSON.parse(b) as { requestId: string }).requestId);
    expect(ids[0]).toBe(ids[1]);
    expect(harness.ai.requests).toHaveLength(2); // the AI answered twice, the student is charged once
    await settlesAt(() => usageOf(userId), 1);
    expect(await chat.notices.count()).toBe(0);
    await context.close();
  });

  it('a visitor: the offline question queues, counts once on this device and is answered later', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    await swControlled(page); // the send flow's lazy chunk comes from the precache offline
    const chat = chatPage(page);
    harness.ai.queue({ kind: 'answer', content: 'Photosynthesis turns light into sugar.' });
    await context.setOffline(true);
    await chat.ask('Explain photosynthesis');
    const question = await chat.nth(chat.questions, 1);
    await question.getByText(QUEUED).waitFor();
    const anonymousUsage = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('studymate.anonymousUsage') ?? '{}').questionsAsked,
      );
    expect(await anonymousUsage()).toBe(1);
    await chat.badge.getByText('4/5 left').waitFor();

    await context.setOffline(false);
    const answer = await chat.nth(chat.answers, 1);
    expect(await answer.textContent()).toContain('Photosynthesis turns light into sugar.');
    await question.getByText(QUEUED).waitFor({ state: 'detached' });
    expect(await anonymousUsage()).toBe(1);
    expect(harness.ai.requests).toHaveLength(1);
    await context.close();
  });
});
