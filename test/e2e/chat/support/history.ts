import type { Page } from 'playwright-core';
import { chatPage } from './chatPage.ts';

/** Asks, then waits for the `answers`-th answer and for the composer to be ready again. */
export async function askAndWait(page: Page, text: string, answers: number): Promise<void> {
  const chat = chatPage(page);
  await chat.ask(text);
  await chat.nth(chat.answers, answers);
  await chat.stopButton.waitFor({ state: 'detached' }).catch(() => undefined);
  await page
    .getByRole('button', { name: 'Send message' })
    .or(page.locator('.composer__send:disabled'))
    .first()
    .waitFor();
}

export const historyDialog = (page: Page) => page.getByRole('dialog', { name: 'Chat history' });

export const historyTitles = (page: Page) => historyDialog(page).locator('.history__title').allTextContents();

export async function openHistory(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Chat history' }).click();
  await historyDialog(page).waitFor();
}
