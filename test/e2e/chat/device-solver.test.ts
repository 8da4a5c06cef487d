import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { outboxCount, serviceRows, settlesAt, swControlled } from '../offline/support/offlinePage.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useAiBackendAndBrowser, useDemoServerAndBrowser } from '../support/harness.ts';
import { createUser, logIn, TEST_STUDENT } from '../support/users.ts';
import { chatPage } from './support/chatPage.ts';
import { storedMessages } from './support/stored.ts';

const QUEUED = "Queued — will send when you're back online";
const MARK = 'Solved on this device';
const ASK_TUTOR = 'Ask the tutor when online';

/** The LaTeX of an answer's display maths, as KaTeX keeps it. */
const displayTex = async (answer: Locator): Promise<string[]> =>
  (await answer.locator('.katex-display annotation[encoding="application/x-tex"]').allTextContents()).map(
    (t) => t.trim(),
  );

/** A worked answer to 2x + 3 = 11 with its steps and x = 4. */
async function expectWorkedAnswer(answer: Locator): Promise<void> {
  await answer.locator('.katex-display').first().waitFor();
  expect(await answer.getByRole('heading', { level: 2 }).textContent()).toBe('Solving a linear equation');
  expect(await answer.locator('ol > li').count()).toBeGreaterThanOrEqual(3);
  expect(await displayTex(answer)).toContain('x = 4');
  expect(await answer.textContent()).toContain('Answer:');
}

const deviceMark = (answer: Locator) => answer.getByText(MARK, { exact: true });

async function openFirstChatFromHistory(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Chat history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat history' });
  await dialog.locator('.history__open', { hasText: title }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Issue 15, browser: offline, a typed equation is answered by the solver in a worker on this device —
 * with steps, marked, and no daily question used — and "Ask the tutor when online" queues it.
 */
describe.skipIf(!hasChromium())('the solver on this device (offline)', () => {
  const harness = useAiBackendAndBrowser();

  const questionsAsked = async (userId: string) =>
    (
      await serviceRows<{ questions_asked: number }>(
        harness.server,
        'monthly_usage',
        `select=questions_asked&user_id=eq.${userId}`,
      )
    ).reduce((sum, row) => sum + row.questions_asked, 0);

  it('answers "solve 2x + 3 = 11" offline with x = 4, free; the answer survives a reload; the button queues it', async () => {
    const email = uniqueEmail('device-solver');
    const { id: userId } = await createUser(harness.server, email, 'solver-pass-1', TEST_STUDENT);
    const { context, page } = await newPage(harness.browser);
    await logIn(page, harness.server.url, email, 'solver-pass-1');
    const chat = chatPage(page);
    await chat.badge.getByText('5/5 left').waitFor();
    // The first offline visit: everything, the solver's worker included, comes from the precache.
    await swControlled(page);
    await context.setOffline(true);

    await chat.ask('solve 2x + 3 = 11');
    const answer = await chat.nth(chat.answers, 1);
    await expectWorkedAnswer(answer);
    await deviceMark(answer).waitFor();
    expect(await chat.questions.first().getByText(QUEUED).count()).toBe(0);
    expect(await outboxCount(page)).toBe(0);
    expect(harness.ai.requests).toHaveLength(0);
    // No daily question used: the badge and the server's count are unchanged.
    expect(await chat.badge.textContent()).toBe('5/5 left');
    expect(await questionsAsked(userId)).toBe(0);

    // Reloaded offline, the chat reopens from this device with the answer and its mark.
    await page.reload();
    const again = await chat.nth(chat.answers, 1);
    await expectWorkedAnswer(again);
    await deviceMark(again).waitFor();

    // "Ask the tutor when online" puts the question in the outbox, as a question asked offline.
    harness.ai.queue({ kind: 'answer', content: 'The tutor agrees: x = 4.' });
    await again.getByRole('button', { name: ASK_TUTOR }).click();
    await chat.questions.first().getByText(QUEUED).waitFor();
    expect(await outboxCount(page)).toBe(1);
    await again.getByRole('button', { name: ASK_TUTOR }).waitFor({ state: 'detached' });

    await context.setOffline(false);
    const tutor = await chat.nth(chat.answers, 2, 20_000);
    expect(await tutor.textContent()).toContain('The tutor agrees: x = 4.');
    expect(await deviceMark(tutor).count()).toBe(0);
    await expect.poll(() => outboxCount(page), { timeout: 15_000 }).toBe(0);
    expect(harness.ai.requests).toHaveLength(1);
    await settlesAt(() => questionsAsked(userId), 1);

    // The device answer went to the account with its mark (chat_messages.meta), like any answer.
    await expect
      .poll(
        async () =>
          (
            await serviceRows<{ meta: Record<string, unknown> }>(
              harness.server,
              'chat_messages',
              `select=meta&role=eq.assistant&chat_id=in.(${await openChatIds(page)})`,
            )
          ).map((row) => row.meta),
        { timeout: 15_000 },
      )
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ solvedOnDevice: true }),
          // The tutor's answer keeps its own extras (issue 17's suggestions), never the device mark.
          expect.not.objectContaining({ solvedOnDevice: true }),
        ]),
      );
    await context.close();
  });

  it('Regenerate offline: a tutor answer gets the worked answer as version 2 of 2, free; the worked answer is not solved again', async () => {
    const email = uniqueEmail('device-regenerate');
    await createUser(harness.server, email, 'solver-pass-1', TEST_STUDENT);
    const { context, page } = await newPage(harness.browser);
    await logIn(page, harness.server.url, email, 'solver-pass-1');
    const chat = chatPage(page);
    await swControlled(page);
    harness.ai.queue({ kind: 'answer', content: 'The tutor says: subtract 3, then halve. x = 4.' });
    await chat.ask('solve 2x + 3 = 11');
    const tutor = await chat.nth(chat.answers, 1);
    await tutor.getByText('The tutor says', { exact: false }).waitFor();
    await chat.badge.getByText('4/5 left').waitFor();

    await context.setOffline(true);
    const regenerate = page.getByRole('button', { name: 'Regenerate this answer (counts as a question)' });
    await regenerate.click();
    await page.getByRole('status', { name: 'Version 2 of 2' }).waitFor({ timeout: 15_000 });
    const worked = chat.answers.first();
    await expectWorkedAnswer(worked);
    await deviceMark(worked).waitFor();
    expect(await chat.answers.count()).toBe(1);
    expect(await chat.badge.textContent()).toBe('4/5 left');
    const answers = (await storedMessages(page)).filter((m) => m.kind === 'answer');
    expect(answers).toHaveLength(2);
    expect(answers[1]?.meta).toEqual({ versionOf: answers[0]?.id, solvedOnDevice: true });

    // Asked again, the solver would say the same: the regenerate goes to the tutor, who can't be
    // reached offline (the usual network notice, as for any answer regenerated offline).
    await regenerate.click();
    await page.getByText('Network error: Unable to connect to the AI service.', { exact: false }).waitFor();
    const stored = await storedMessages(page);
    expect(stored.filter((m) => m.kind === 'answer')).toHaveLength(2);
    expect(stored.filter((m) => m.meta?.solvedOnDevice)).toHaveLength(1);
    expect(harness.ai.requests).toHaveLength(1);
    await context.close();
  });

  it('a visitor: maths is free; a question it does not recognise still waits in the outbox and is counted', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    await swControlled(page);
    const chat = chatPage(page);
    const asked = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('studymate.anonymousUsage') ?? '{}').questionsAsked ?? 0,
      );
    await context.setOffline(true);

    await chat.ask('solve 2x + 3 = 11');
    const answer = await chat.nth(chat.answers, 1);
    await expectWorkedAnswer(answer);
    await answer.getByRole('button', { name: ASK_TUTOR }).waitFor();
    expect(await asked()).toBe(0);
    expect(await outboxCount(page)).toBe(0);

    await chat.ask('Explain photosynthesis');
    await (await chat.nth(chat.questions, 2)).getByText(QUEUED).waitFor();
    expect(await asked()).toBe(1);
    expect(await outboxCount(page)).toBe(1);
    expect(await chat.answers.count()).toBe(1);
    await context.close();
  });
});

/** Ids of this page's chats (IndexedDB), for a PostgREST `in.(…)` filter. */
function openChatIds(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('studymate');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const keys = db.transaction('chats').objectStore('chats').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String).join(','));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** SPEC §4's demo route (no backend, no direct AI): the solver answers at once, nothing is counted. */
describe.skipIf(!hasChromium())('the solver on this device (demo mode)', () => {
  const harness = useDemoServerAndBrowser();

  it('answers maths at once, marked, with no tutor button and no question used; other questions get the demo reply', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    const sentAt = Date.now();
    await chat.ask('solve 2x + 3 = 11');
    const answer = await chat.nth(chat.answers, 1);
    await expectWorkedAnswer(answer);
    await deviceMark(answer).waitFor();
    expect(Date.now() - sentAt).toBeLessThan(2000); // no 2 s "thinking" hold
    expect(await answer.getByRole('button', { name: ASK_TUTOR }).count()).toBe(0);
    expect(await chat.badge.count()).toBe(0); // nothing counted: no badge yet

    // A size the solver refuses: its message, as a notice, still free (there is no tutor to ask).
    await chat.ask('2^99999999');
    const refusal = await chat.nth(chat.notices, 1);
    expect(await refusal.textContent()).toContain('too large to work out exactly on this device');
    expect(await chat.badge.count()).toBe(0);

    await chat.ask('Who painted the Mona Lisa?');
    const demo = await chat.nth(chat.answers, 2);
    expect(await demo.textContent()).toMatch(/Study tip/);
    expect(await deviceMark(demo).count()).toBe(0);
    await chat.badge.getByText('4/5 left').waitFor();

    await page.reload();
    await openFirstChatFromHistory(page, 'solve 2x + 3 = 11');
    await deviceMark(await chat.nth(chat.answers, 1)).waitFor();
    await context.close();
  });
});
