import type { Locator, Page } from 'playwright-core';

/** The chat screen as a student sees it. */
export function chatPage(page: Page) {
  const log = page.getByRole('log', { name: 'Conversation' });
  return {
    input: page.getByRole('textbox', { name: 'Your question' }),
    log,
    /** The send/stop button, whatever its current label. */
    sendButton: page.locator('.composer__send'),
    stopButton: page.getByRole('button', { name: 'Stop AI response' }),
    thinking: page.getByRole('status').filter({ hasText: 'Thinking' }),
    badge: page.locator('.usage-badge'),
    answers: log.locator('.message--answer'),
    notices: log.locator('.message--notice'),
    questions: log.locator('.message--question'),
    typing: page.locator('.messages__list[aria-hidden="true"] .message'),
    async ask(text: string): Promise<void> {
      await this.input.fill(text);
      await this.input.press('Enter');
    },
    /** Waits until `count` messages match, then returns the last one. */
    async nth(locator: Locator, count: number, timeout = 15_000): Promise<Locator> {
      await locator.nth(count - 1).waitFor({ timeout });
      return locator.nth(count - 1);
    },
    async attachFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
      await page.getByTestId('upload-input').setInputFiles(file);
    },
    /** Uploads "page.jpg", a real JPEG of this size made by the browser. */
    async attachPhoto(width = 1200, height = 900): Promise<void> {
      await this.attachFile({
        name: 'page.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpegFromPage(page, width, height),
      });
    },
  };
}

/** A small real JPEG (from the browser's own encoder), for upload tests. */
export async function jpegFromPage(page: Page, width = 1200, height = 900): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w as number, h as number);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      const gradient = ctx.createLinearGradient(0, 0, w as number, h as number);
      gradient.addColorStop(0, '#f8fafc');
      gradient.addColorStop(1, '#94a3b8');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w as number, h as number);
      ctx.fillStyle = '#0f172a';
      ctx.font = `${Math.round((h as number) / 10)}px sans-serif`;
      ctx.fillText('2x + 3 = 7', (w as number) / 10, (h as number) / 2);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}
