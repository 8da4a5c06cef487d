import { describe, expect, it } from 'vitest';
import { hasChromium, newPage } from '../support/browser.ts';
import { useDemoServerAndBrowser } from '../support/harness.ts';
import { chatPage } from './support/chatPage.ts';
import { askAndWait, historyDialog } from './support/history.ts';

describe.skipIf(!hasChromium())('chat history on this device (IndexedDB)', () => {
  const harness = useDemoServerAndBrowser();

  // Issue 20: the first Intl formatter of a page loads ICU's data (60–100 ms at 4× CPU). A worker loads it
  // at start-up, so the history's first dates do not; the page watch fails the test on a CSP violation.
  it('start-up loads ICU in a same-origin worker that then ends, under the production CSP', async () => {
    const { context, page } = await newPage(harness.browser);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${harness.server.url}/#/`);
    await expect
      .poll(() => workers)
      .toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/assets\/intlWarmUp\.worker-[\w-]+\.js$/)]);
    // Terminated once ICU is loaded: nothing stays running for the rest of the visit.
    await expect.poll(() => page.workers().length).toBe(0);
    await context.close();
  });

  it('new chat keeps the old one; the list opens, searches, renames and deletes by keyboard', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    await askAndWait(page, 'Photosynthesis in plants', 1);
    await page.getByRole('button', { name: 'New chat' }).click();
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    await askAndWait(page, 'Newton second law', 1);

    await page.getByRole('button', { name: 'Chat history' }).click();
    const dialog = historyDialog(page);
    await dialog.waitFor();
    const titles = () => dialog.locator('.history__title').allTextContents();
    await dialog.getByText('Photosynthesis in plants').waitFor();
    expect(await titles()).toEqual(['Newton second law', 'Photosynthesis in plants']);
    expect(await dialog.locator('[aria-current="true"]').textContent()).toContain('Newton second law');

    // Search by text inside the messages, not only titles (the demo answer mentions "demo").
    await dialog.getByLabel('Search chats').fill('photosynthesis');
    await expect.poll(titles).toEqual(['Photosynthesis in plants']);
    await dialog.getByLabel('Search chats').fill('demo');
    await expect.poll(titles).toEqual(['Newton second law', 'Photosynthesis in plants']);
    await dialog.getByLabel('Search chats').fill('');

    // Rename with the keyboard.
    await dialog.getByRole('button', { name: 'Rename “Photosynthesis in plants”' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Biology: light reactions');
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual(['Newton second law', 'Biology: light reactions']);
    // Escape inside an edit cancels the edit, not the dialog.
    await dialog.getByRole('button', { name: 'Rename “Newton second law”' }).click();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    // Delete the open chat: it leaves the list and the screen starts a new chat.
    await dialog.getByRole('button', { name: 'Delete “Newton second law”' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(titles).toEqual(['Biology: light reactions']);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    // Focus comes back to the button when the dialog closes (the close runs in an effect, a frame later).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), { timeout: 2000 })
      .toBe('Chat history');

    // Open the remaining chat.
    await page.getByRole('button', { name: 'Chat history' }).click();
    await dialog.getByRole('button', { name: /^Biology: light reactions/ }).click();
    const chat = chatPage(page);
    await chat.questions.first().getByText('Photosynthesis in plants').waitFor();
    expect(await chat.answers.count()).toBe(1);
    await context.close();
  });

  it('past chats are readable after an offline reload', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await askAndWait(page, 'What is a prime number?', 1);
    await page.getByRole('button', { name: 'New chat' }).click();
    await askAndWait(page, 'Solve $x^2 = 9$', 1);

    await context.setOffline(true);
    await page.reload();
    const chat = chatPage(page);
    // This tab's open chat comes back as it was.
    await chat.questions.first().getByText('Solve $x^2 = 9$').waitFor({ timeout: 10_000 });
    expect(await chat.answers.count()).toBe(1);
    // And the older one is in the history.
    await page.getByRole('button', { name: 'Chat history' }).click();
    await historyDialog(page)
      .getByRole('button', { name: /^What is a prime number\?/ })
      .click();
    await chat.questions.first().getByText('What is a prime number?').waitFor();
    expect(await chat.answers.first().textContent()).toMatch(/Study tip/);
    await context.setOffline(false);
    await context.close();
  });
});
