import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatPage, jpegFromPage } from '../chat/support/chatPage.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useDemoServerAndBrowser } from '../support/harness.ts';

/** The drafts store of the 'studymate' database, as the page sees it. */
const storedDrafts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; text: string; hasImage: boolean }[]>((resolve, reject) => {
        const open = indexedDB.open('studymate');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('drafts').objectStore('drafts').getAll();
          request.onsuccess = () => {
            resolve(
              (request.result as { id: string; text: string; image: string | null }[]).map((d) => ({
                id: d.id,
                text: d.text,
                hasImage: d.image !== null,
              })),
            );
            open.result.close();
          };
        };
      }),
  );

const attachPhoto = async (page: Page) => {
  await chatPage(page).attachFile({
    name: 'worksheet.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegFromPage(page, 1200, 900),
  });
  await page.getByText('Image attached').waitFor();
};

const preview = (page: Page) => page.locator('img.attachment__thumb');

describe.skipIf(!hasChromium())('composer drafts survive a reload', () => {
  const harness = useDemoServerAndBrowser();

  it('a new chat: text and photo come back after a reload, and sending clears the draft', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await attachPhoto(page);
    await chat.input.fill('What does this worksheet ask?');
    await page.reload(); // at once: the draft is written when the page is hidden
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    await expect.poll(() => chat.input.inputValue()).toBe('What does this worksheet ask?');
    await page.getByText('Image attached').waitFor();
    expect(await preview(page).getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);

    await chat.input.press('Enter');
    await chat.nth(chat.answers, 1);
    expect(await chat.input.inputValue()).toBe('');
    await expect.poll(() => storedDrafts(page)).toEqual([]);
    await context.close();
  });

  it('an existing chat: its own draft comes back with it, and the new chat keeps its own', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.ask('What is a prime number?');
    await chat.nth(chat.answers, 1);
    await page.locator('.composer__send:disabled').waitFor();
    await chat.input.fill('And is 1 prime?');
    await attachPhoto(page);
    await page.reload();
    await chat.questions.first().getByText('What is a prime number?').waitFor();
    await expect.poll(() => chat.input.inputValue()).toBe('And is 1 prime?');
    await page.getByText('Image attached').waitFor();

    // A new chat starts with an empty composer; its draft is separate from the saved chat's.
    await page.getByRole('button', { name: 'New chat' }).click();
    await expect.poll(() => chat.input.inputValue()).toBe('');
    expect(await page.getByText('Image attached').count()).toBe(0);
    await chat.input.fill('Something else');
    await page.reload();
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    await expect.poll(() => chat.input.inputValue()).toBe('Something else');
    await page.getByRole('button', { name: 'Chat history' }).click();
    await page
      .getByRole('dialog', { name: 'Chat history' })
      .getByRole('button', { name: /^What is a prime number\?/ })
      .click();
    await expect.poll(() => chat.input.inputValue()).toBe('And is 1 prime?');
    await page.getByText('Image attached').waitFor();
    const drafts = await storedDrafts(page);
    expect(drafts.map((d) => [d.text, d.hasImage]).sort()).toEqual([
      ['And is 1 prime?', true],
      ['Something else', false],
    ]);
    await context.close();
  });
});
