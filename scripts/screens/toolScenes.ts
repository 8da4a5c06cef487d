import type { Page } from 'playwright-core';
import type { Scene } from './types.ts';

// Issue 18: the tools around a message — versions, edit, crop and zoom.

const ANSWER = [
  'Factor the difference of squares: $x^2 - 9 = (x - 3)(x + 3)$.',
  '',
  '**Study tip:** multiply back out to check.',
].join('\n');

async function ask(page: Page, text: string, answers: number): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(text);
  await input.press('Enter');
  await page
    .locator('.message--answer')
    .nth(answers - 1)
    .waitFor({ timeout: 20_000 });
  await page.locator('.msg-tools').last().waitFor();
  await page.waitForTimeout(300);
}

/** A photo of a worksheet line, made by the page's own encoder, attached through the upload input. */
async function attachPhoto(page: Page): Promise<void> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1200, 900);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#f8fafc';
    ctx.fillRect(0, 0, 1200, 900);
    ctx.fillStyle = '#0f172a';
    ctx.font = '72px sans-serif';
    ctx.fillText('1)  x² − 9 = 0', 80, 200);
    ctx.fillText('2)  3x − 5 = 16', 80, 450);
    ctx.fillText('3)  2x + 3 = 7', 80, 700);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  await page.getByTestId('upload-input').setInputFiles({
    name: 'worksheet.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  });
  await page.getByText('Image attached').waitFor();
}

export const toolScenes: Record<string, Scene> = {
  /** A regenerated answer (2/2 with ‹ ›) and its question being edited in the composer. */
  'tools-versions': async (s) => {
    s.ai.queue({ kind: 'answer', content: ANSWER });
    s.ai.queue({ kind: 'answer', content: `${ANSWER}\n\nAnother way: $x^2 = 9$, so $x = \\pm 3$.` });
    await s.page.goto(`${s.url}/#/`);
    await ask(s.page, 'How do I factor x^2 - 9?', 1);
    await s.page.getByRole('button', { name: 'Regenerate this answer (counts as a question)' }).click();
    await s.page.getByRole('status', { name: 'Version 2 of 2' }).waitFor({ timeout: 20_000 });
    await s.page.getByRole('button', { name: 'Regenerate this answer (counts as a question)' }).waitFor();
    await s.page.getByRole('button', { name: 'Edit and ask again' }).click();
    await s.page.getByText('Editing your question').waitFor();
    await s.page.waitForTimeout(400);
  },
  /** The crop step over a worksheet photo. */
  'tools-crop': async (s) => {
    await s.page.goto(`${s.url}/#/`);
    await attachPhoto(s.page);
    await s.page.getByRole('button', { name: 'Crop photo' }).click();
    await s.page.getByRole('dialog', { name: 'Crop photo' }).locator('.crop__image').waitFor();
    await s.page.waitForTimeout(500);
  },
  /** A sent photo open full screen, zoomed in once. */
  'tools-zoom': async (s) => {
    s.ai.queue({ kind: 'answer', content: ANSWER });
    await s.page.goto(`${s.url}/#/`);
    await attachPhoto(s.page);
    await ask(s.page, 'Number 1 please', 1);
    await s.page.getByRole('button', { name: 'Open photo full screen' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Photo' });
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await s.page.waitForTimeout(600);
  },
};
