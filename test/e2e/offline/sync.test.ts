import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { chatPage, jpegFromPage } from '../chat/support/chatPage.ts';
import { askAndWait, historyDialog, historyTitles, openHistory } from '../chat/support/history.ts';
import type { E2eBackend } from '../support/backend.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useAiBackendAndBrowser } from '../support/harness.ts';
import { createUser, logIn, TEST_STUDENT } from '../support/users.ts';

const PASSWORD = 'sync-pass-1';

/** Rows the server holds for the user (service role, RLS bypassed). */
async function serverRows(backend: E2eBackend, table: string, userId: string): Promise<unknown[]> {
  const response = await fetch(`${backend.url}/rest/v1/${table}?user_id=eq.${userId}&select=id`, {
    headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`${table}: ${response.status}`);
  return (await response.json()) as unknown[];
}

describe.skipIf(!hasChromium())('a signed-in student’s chats follow them to another device', () => {
  const harness = useAiBackendAndBrowser();

  it('a second browser profile sees the first one’s chats, titles, messages and photo; renames and deletes travel back', async () => {
    const email = uniqueEmail('sync');
    const { id: userId } = await createUser(harness.server, email, PASSWORD, TEST_STUDENT);

    // Device A: two chats, one with a photo question, one renamed.
    const a = await newPage(harness.browser);
    await logIn(a.page, harness.server.url, email, PASSWORD);
    harness.ai.queue(
      { kind: 'answer', content: 'Plants turn light into sugar.' },
      { kind: 'answer', content: 'The diagram shows a chloroplast.' },
      { kind: 'answer', content: 'Force equals mass times acceleration.' },
    );
    await askAndWait(a.page, 'What is photosynthesis?', 1);
    await chatPage(a.page).attachFile({
      name: 'diagram.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegFromPage(a.page, 1200, 900),
    });
    await a.page.getByText('Image attached').waitFor();
    await askAndWait(a.page, 'And this diagram?', 2);
    await a.page.getByRole('button', { name: 'New chat' }).click();
    await askAndWait(a.page, 'Newton second law', 1);
    await openHistory(a.page);
    await historyDialog(a.page).getByRole('button', { name: 'Rename “Newton second law”' }).click();
    await a.page.keyboard.press('ControlOrMeta+a');
    await a.page.keyboard.type('Physics: forces');
    await a.page.keyboard.press('Enter');
    await expect.poll(() => historyTitles(a.page)).toEqual(['Physics: forces', 'What is photosynthesis?']);
    await a.page.keyboard.press('Escape');

    // Everything reaches the server: 2 chats, 6 messages (questions and answers only).
    await expect.poll(() => serverRows(harness.server, 'chats', userId).then((r) => r.length)).toBe(2);
    await expect
      .poll(() => serverRows(harness.server, 'chat_messages', userId).then((r) => r.length))
      .toBe(6);

    // Device B: a separate browser profile (its own IndexedDB), same account.
    const b = await newPage(harness.browser);
    await logIn(b.page, harness.server.url, email, PASSWORD);
    await openHistory(b.page);
    await expect
      .poll(() => historyTitles(b.page), { timeout: 10_000 })
      .toEqual(['Physics: forces', 'What is photosynthesis?']);
    await historyDialog(b.page)
      .getByRole('button', { name: /^What is photosynthesis\?/ })
      .click();
    const chatB = chatPage(b.page);
    await chatB.questions.nth(1).getByText('And this diagram?').waitFor();
    expect(await chatB.questions.allTextContents()).toEqual([
      expect.stringContaining('What is photosynthesis?'),
      expect.stringContaining('And this diagram?'),
    ]);
    expect(await chatB.answers.allTextContents()).toEqual([
      expect.stringContaining('Plants turn light into sugar.'),
      expect.stringContaining('The diagram shows a chloroplast.'),
    ]);
    expect(await chatB.questions.nth(1).locator('img.message__image').getAttribute('src')).toMatch(
      /^data:image\/jpeg;base64,/,
    );

    // B renames one chat and deletes the other; A sees both when it opens its history.
    await openHistory(b.page);
    await historyDialog(b.page).getByRole('button', { name: 'Rename “What is photosynthesis?”' }).click();
    await b.page.keyboard.press('ControlOrMeta+a');
    await b.page.keyboard.type('Biology: light');
    await b.page.keyboard.press('Enter');
    await historyDialog(b.page).getByRole('button', { name: 'Delete “Physics: forces”' }).click();
    await historyDialog(b.page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => historyTitles(b.page)).toEqual(['Biology: light']);
    await expect.poll(() => serverRows(harness.server, 'chats', userId).then((r) => r.length)).toBe(1);
    await expect
      .poll(() => serverRows(harness.server, 'chat_messages', userId).then((r) => r.length))
      .toBe(4);

    await openHistory(a.page);
    await expect.poll(() => historyTitles(a.page), { timeout: 10_000 }).toEqual(['Biology: light']);
    // A had the deleted chat open: it is closed there too.
    await a.page.getByRole('heading', { name: 'How can I help you?' }).waitFor();

    await a.context.close();
    await b.context.close();
  });

  it('a signed-out visitor’s chats never leave the device', async () => {
    const { context, page } = await newPage(harness.browser);
    const backendCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/rest/v1/chat')) backendCalls.push(path);
    });
    await page.goto(`${harness.server.url}/#/`);
    harness.ai.queue({ kind: 'answer', content: 'Anonymous answer.' });
    await askAndWait(page, 'A question without an account', 1);
    await openHistory(page);
    await historyDialog(page).getByText('A question without an account').waitFor();
    await page.keyboard.press('Escape');
    expect(backendCalls).toEqual([]);
    await context.close();
  });
});
