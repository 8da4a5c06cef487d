import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, newPage } from '../support/browser.ts';
import { useDemoServerAndBrowser } from '../support/harness.ts';
import { chatPage } from './support/chatPage.ts';

interface Stored {
  id: string;
  kind: string;
  text: string;
  meta?: { versionOf?: string };
}

/** Every message of the device's history, oldest first (IndexedDB, as a reload reads it). */
function storedMessages(page: Page): Promise<Stored[]> {
  return page.evaluate(
    () =>
      new Promise<Stored[]>((resolve, reject) => {
        const open = indexedDB.open('studymate');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('messages').objectStore('messages').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(
              (request.result as (Stored & { createdAt: number })[]).sort(
                (a, b) => a.createdAt - b.createdAt,
              ),
            );
          };
        };
      }),
  );
}

/** Issue 18: the tools around a message, in the demo build (answers need no network). */
describe.skipIf(!hasChromium())('conversation tools (issue 18)', () => {
  const harness = useDemoServerAndBrowser();

  it('Regenerate keeps both answers as versions 1/2 and 2/2 and counts one question', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.ask('How do I factor x^2 - 9?');
    await chat.nth(chat.answers, 1);
    const regenerate = page.getByRole('button', { name: 'Regenerate this answer (counts as a question)' });
    await regenerate.waitFor();
    expect(await chat.badge.textContent()).toBe('4/5 left');

    await regenerate.click();
    await chat.thinking.waitFor();
    // One question more, however the answer comes out.
    await page.getByRole('status', { name: 'Version 2 of 2' }).waitFor({ timeout: 15_000 });
    await regenerate.waitFor();
    expect(await chat.badge.textContent()).toBe('3/5 left');
    expect(await chat.answers.count()).toBe(1);
    expect(await chat.questions.count()).toBe(1);

    const stored = await storedMessages(page);
    const answers = stored.filter((m) => m.kind === 'answer');
    expect(answers).toHaveLength(2);
    expect(answers[1]?.meta).toEqual({ versionOf: answers[0]?.id });
    // The first paragraph of the answer shown (the reply; the study tip follows).
    const answerText = async () =>
      (await chat.answers.first().locator('p').first().textContent())?.trim() ?? '-';
    const second = await answerText();
    expect(answers[1]?.text.startsWith(second)).toBe(true);

    // ‹ shows the first version, › the second again.
    await page.getByRole('button', { name: 'Previous version' }).click();
    await page.getByRole('status', { name: 'Version 1 of 2' }).waitFor();
    expect(answers[0]?.text.startsWith(await answerText())).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous version' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next version' }).click();
    await page.getByRole('status', { name: 'Version 2 of 2' }).waitFor();

    // Stored: a reload shows the newest version with its versions.
    await page.reload();
    await page.getByRole('status', { name: 'Version 2 of 2' }).waitFor();
    expect(await chat.answers.count()).toBe(1);
    expect(await chat.badge.textContent()).toBe('3/5 left');
    await context.close();
  });

  it('Edit and re-ask replaces the question and the answers after it, and survives a reload', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.ask('What is a prime number?');
    await chat.nth(chat.answers, 1);
    await chat.ask('What is 2 + 2?');
    await chat.nth(chat.answers, 2);
    // Only the last question can be edited.
    const edit = page.getByRole('button', { name: 'Edit and ask again' });
    await edit.waitFor();
    expect(await edit.count()).toBe(1);
    await edit.click();
    expect(await chat.input.inputValue()).toBe('What is 2 + 2?');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Your question',
    );
    await page.getByText('Editing your question').waitFor();

    await chat.input.fill('What is 3 + 3?');
    await chat.input.press('Enter');
    await page.getByRole('status', { name: 'Version 2 of 2' }).waitFor({ timeout: 15_000 });
    await chat.nth(chat.answers, 2);
    await edit.waitFor();
    const shownQuestions = async () => chat.questions.locator('.message__text').allTextContents();
    expect(await shownQuestions()).toEqual(['What is a prime number?', 'What is 3 + 3?']);
    expect(await chat.answers.count()).toBe(2);
    expect(await page.getByText('Editing your question').count()).toBe(0);

    // Kept in storage as the earlier version: 3 questions, 3 answers; the edit names the old question.
    const stored = await storedMessages(page);
    const questions = stored.filter((m) => m.kind === 'question');
    expect(questions.map((q) => q.text)).toEqual([
      'What is a prime number?',
      'What is 2 + 2?',
      'What is 3 + 3?',
    ]);
    expect(questions[2]?.meta).toEqual({ versionOf: questions[1]?.id });
    expect(stored.filter((m) => m.kind === 'answer')).toHaveLength(3);

    await page.reload();
    await page.getByRole('status', { name: 'Version 2 of 2' }).waitFor();
    expect(await shownQuestions()).toEqual(['What is a prime number?', 'What is 3 + 3?']);
    expect(await chat.answers.count()).toBe(2);
    // The earlier version comes back with its own answer.
    await page.getByRole('button', { name: 'Previous version' }).click();
    await page.getByRole('status', { name: 'Version 1 of 2' }).waitFor();
    expect(await shownQuestions()).toEqual(['What is a prime number?', 'What is 2 + 2?']);
    expect(await chat.answers.count()).toBe(2);
    await context.close();
  });
});
