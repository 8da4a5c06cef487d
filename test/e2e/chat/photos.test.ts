import { describe, expect, it } from 'vitest';
import { hasChromium, newPage } from '../support/browser.ts';
import { useDemoServerAndBrowser } from '../support/harness.ts';
import { chatPage, jpegFromPage } from './support/chatPage.ts';

/** Records every camera stream the page opens, so a test can check that each was stopped. */
function recordStreams(): void {
  const streams: MediaStream[] = [];
  (globalThis as unknown as { __streams: MediaStream[] }).__streams = streams;
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    (globalThis as unknown as { __constraints: unknown }).__constraints = constraints;
    const stream = await original(constraints);
    streams.push(stream);
    return stream;
  };
}

function refuseCamera(): void {
  navigator.mediaDevices.getUserMedia = () =>
    Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
}

describe.skipIf(!hasChromium())('photos: camera, upload, size and format rules', () => {
  const harness = useDemoServerAndBrowser({ camera: true });

  it('Take Photo: rear camera → Capture Photo → thumbnail → send → answer; the stream is stopped', async () => {
    const { context, page } = await newPage(harness.browser);
    await context.addInitScript(recordStreams);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    const imageButton = page.getByRole('button', { name: 'Attach an image' });
    await imageButton.click();
    // The menu takes focus; Escape closes it and gives focus back.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Take Photo');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Upload File');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Attach an image',
    );

    await imageButton.click();
    await page.getByRole('button', { name: 'Take Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take Photo' });
    await dialog.waitFor();
    const capture = dialog.getByRole('button', { name: 'Capture Photo' });
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('dialog button')].find(
        (b) => b.textContent === 'Capture Photo',
      );
      return button && !(button as HTMLButtonElement).disabled;
    });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Capture Photo');
    expect(
      await page.evaluate(() => (globalThis as unknown as { __constraints: unknown }).__constraints),
    ).toMatchObject({
      video: { facingMode: { ideal: 'environment' } },
    });
    await capture.click();
    await page.getByText('Image attached').waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as { __streams: MediaStream[] }).__streams.flatMap((s) =>
          s.getTracks().map((t) => t.readyState),
        ),
      ),
    ).toEqual(['ended']);
    // The attachment is a JPEG no larger than 800 px on its longer side.
    const size = await page.getByRole('img', { name: 'Attached homework photo' }).evaluate(async (img) => {
      const image = img as HTMLImageElement;
      await image.decode();
      return { w: image.naturalWidth, h: image.naturalHeight, src: image.src.slice(0, 23) };
    });
    expect(Math.max(size.w, size.h)).toBeLessThanOrEqual(800);
    expect(size.src).toBe('data:image/jpeg;base64,');

    await chat.sendButton.click();
    const question = await chat.nth(chat.questions, 1);
    // An image-only question shows the image only.
    expect(await question.getByRole('img', { name: 'Homework photo' }).isVisible()).toBe(true);
    expect((await question.textContent())?.replace('You:', '').trim()).toBe('');
    await chat.nth(chat.answers, 1);
    expect(await page.getByText('Image attached').count()).toBe(0);
    await context.close();
  });

  it('Cancel closes the camera, stops the stream and returns focus to the image button', async () => {
    const { context, page } = await newPage(harness.browser);
    await context.addInitScript(recordStreams);
    await page.goto(`${harness.server.url}/#/`);
    await page.getByRole('button', { name: 'Attach an image' }).click();
    await page.getByRole('button', { name: 'Take Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take Photo' });
    await page.waitForFunction(
      () => (globalThis as unknown as { __streams: unknown[] }).__streams.length === 1,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() =>
      (globalThis as unknown as { __streams: MediaStream[] }).__streams.every((s) =>
        s.getTracks().every((t) => t.readyState === 'ended'),
      ),
    );
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Attach an image',
    );
    await context.close();
  });

  it('a refused camera falls back to the file input with capture', async () => {
    const { context, page } = await newPage(harness.browser);
    await context.addInitScript(refuseCamera);
    await page.goto(`${harness.server.url}/#/`);
    await page.getByRole('button', { name: 'Attach an image' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Take Photo' }).click();
    const fileChooser = await chooser;
    expect(await fileChooser.element().getAttribute('capture')).toBe('environment');
    expect(await fileChooser.element().getAttribute('accept')).toBe('image/*');
    await fileChooser.setFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegFromPage(page),
    });
    await page.getByText('Image attached').waitFor();
    expect(await page.getByRole('dialog', { name: 'Take Photo' }).isVisible()).toBe(false);
    await context.close();
  });

  it('Upload File: a large photo is compressed; one over 5 MB gets the warning; remove clears it', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.attachPhoto(3000, 2000);
    const thumb = page.getByRole('img', { name: 'Attached homework photo' });
    await thumb.waitFor();
    const width = await thumb.evaluate(async (img) => {
      await (img as HTMLImageElement).decode();
      return (img as HTMLImageElement).naturalWidth;
    });
    expect(width).toBe(800);
    await page.getByRole('button', { name: 'Remove image' }).click();
    expect(await page.getByText('Image attached').count()).toBe(0);

    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
    await chat.attachFile({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big });
    const warning = await chat.nth(chat.notices, 1);
    expect(await warning.textContent()).toContain(
      '⚠️ Image is too large. Please use an image smaller than 5MB.',
    );
    expect(await page.getByText('Image attached').count()).toBe(0);
    await context.close();
  });

  it('compression runs in the same-origin worker under the production CSP, not on the main thread', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    expect((await page.request.get(`${harness.server.url}/`)).headers()['content-security-policy']).toContain(
      "worker-src 'self'",
    );
    const workers: string[] = [];
    const warnings: string[] = [];
    // The compression worker (start-up's ICU warm-up worker is not one).
    page.on('worker', (worker) => {
      if (/compress/.test(worker.url())) workers.push(worker.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Main-thread work while compressing: long tasks (>50 ms) would show it ran on the page.
    await page.evaluate(() => {
      const w = globalThis as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    await chatPage(page).attachPhoto(4000, 3000);
    await page.getByRole('img', { name: 'Attached homework photo' }).waitFor();
    expect(workers).toEqual([
      expect.stringMatching(new RegExp(`^${harness.server.url}/assets/compress\\.worker-[\\w-]+\\.js$`)),
    ]);
    expect(warnings.filter((w) => /compress/i.test(w))).toEqual([]); // no main-thread fallback
    const longTasks = await page.evaluate(
      () => (globalThis as unknown as { __longTasks: number[] }).__longTasks,
    );
    console.log(`main-thread long tasks while compressing a 4000×3000 photo: ${JSON.stringify(longTasks)}`);
    await context.close();
  });

  it('an iPhone HEIC photo this browser cannot decode gets a clear message', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    // A HEIC header ('ftypheic'); Chromium cannot decode HEIC.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(1000)]);
    await chat.attachFile({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic });
    const notice = await chat.nth(chat.notices, 1);
    expect(await notice.textContent()).toContain('HEIC');
    expect(await page.getByText('Image attached').count()).toBe(0);
    await context.close();
  });
});
