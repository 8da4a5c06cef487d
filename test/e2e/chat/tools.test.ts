import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { hasChromium, newPage as openPage } from '../support/browser.ts';
import { useDemoServerAndBrowser } from '../support/harness.ts';
import { chatPage, jpegFromPage } from './support/chatPage.ts';
import { storedMessages } from './support/stored.ts';

/** A page whose uncaught errors (e.g. a hydration mismatch) fail the test when its context closes. */
async function newPage(...args: Parameters<typeof openPage>) {
  const opened = await openPage(...args);
  const errors: string[] = [];
  opened.page.on('pageerror', (error) => errors.push(error.message));
  const close = opened.context.close.bind(opened.context);
  opened.context.close = async (...closeArgs) => {
    await close(...closeArgs);
    expect(errors).toEqual([]);
  };
  return opened;
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
    expect(answers[1]?.meta?.versionOf).toBe(answers[0]?.id);
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
    // Versions, tools and the editing note pass axe (WCAG 2.2 AA) at 360 px.
    expect(await axeViolations(page)).toEqual([]);

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
    expect(questions[2]?.meta?.versionOf).toBe(questions[1]?.id);
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
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('Share falls back to copying where Web Share is absent', async () => {
    const { context, page } = await newPage(harness.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.server.url });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.ask('What is x^2 + 3 when x = 2?');
    const answer = await chat.nth(chat.answers, 1);
    await page.getByRole('button', { name: 'Copy answer' }).waitFor();
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    const share = page.getByRole('button', { name: 'Share answer' });
    await share.click();
    await share.getByText('Copied — paste it to share').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const first = (await answer.locator('p').first().textContent()) ?? '-';
    expect(copied.startsWith(first)).toBe(true);
    expect(copied).toContain('Study tip');
    await context.close();
  });

  it('Share uses the Web Share API where the device has it (text and the question photo)', async () => {
    const { context, page } = await newPage(harness.browser);
    // The device's share sheet is outside the page: a stand-in records what it is handed.
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      (globalThis as unknown as { __shared: unknown[] }).__shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push({
            title: data.title,
            text: data.text,
            files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
          });
        },
      });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    });
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.attachFile({
      name: 'hw.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegFromPage(page, 600, 400),
    });
    await page.getByText('Image attached').waitFor();
    await chat.ask('Solve this one');
    await chat.nth(chat.answers, 1);
    await page.getByRole('button', { name: 'Share answer' }).click();
    await page.waitForFunction(
      () => (globalThis as unknown as { __shared: unknown[] }).__shared.length === 1,
    );
    const [data] = await page.evaluate(() => (globalThis as unknown as { __shared: unknown[] }).__shared);
    expect(data).toMatchObject({
      title: 'StudyMate answer',
      text: expect.stringContaining('Study tip'),
      files: [{ name: 'homework.jpg', type: 'image/jpeg', size: expect.any(Number) }],
    });
    // Edit and re-ask brings the question back with its photo.
    await page.getByRole('button', { name: 'Edit and ask again' }).click();
    expect(await chat.input.inputValue()).toBe('Solve this one');
    await page.getByRole('img', { name: 'Attached homework photo' }).waitFor();
    await page.getByRole('button', { name: 'Cancel edit' }).click();
    expect(await chat.input.inputValue()).toBe('');
    expect(await page.getByText('Image attached').count()).toBe(0);
    await context.close();
  });

  it('Listen starts and stops (speech synthesis events); the speed is remembered on the device', async () => {
    const { context, page } = await newPage(harness.browser);
    // Headless Chromium has no speech engine (every utterance fails with synthesis-failed): a stand-in
    // for the device's engine fires the speech API's own events on the page's utterances.
    await context.addInitScript(() => {
      const events: string[] = [];
      const spoken: { text: string; rate: number }[] = [];
      Object.assign(globalThis, { __speech: events, __spoken: spoken });
      let current: SpeechSynthesisUtterance | null = null;
      const fire = (utterance: SpeechSynthesisUtterance, type: 'start' | 'end' | 'interrupted') => {
        events.push(type);
        utterance.dispatchEvent(
          type === 'interrupted'
            ? new SpeechSynthesisErrorEvent('error', { utterance, error: 'interrupted' })
            : new SpeechSynthesisEvent(type, { utterance }),
        );
      };
      const engine = {
        speaking: false,
        pending: false,
        paused: false,
        speak(utterance: SpeechSynthesisUtterance) {
          spoken.push({ text: utterance.text, rate: utterance.rate });
          current = utterance;
          setTimeout(() => fire(utterance, 'start'), 20);
        },
        cancel() {
          const utterance = current;
          current = null;
          if (utterance) fire(utterance, 'interrupted');
        },
        getVoices: () => [],
        pause() {},
        resume() {},
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(globalThis, 'speechSynthesis', { value: engine, configurable: true });
    });
    const speech = () =>
      page.evaluate(() => {
        const g = globalThis as unknown as { __speech: string[]; __spoken: { text: string; rate: number }[] };
        return { events: [...g.__speech], spoken: [...g.__spoken] };
      });
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.ask('What is x^2 + 3?');
    await chat.nth(chat.answers, 1);
    const listen = page.getByRole('button', { name: 'Read this answer aloud' });
    const stop = page.getByRole('button', { name: 'Stop reading aloud' });
    await listen.click();
    await stop.waitFor();
    await page.waitForFunction(() =>
      (globalThis as unknown as { __speech: string[] }).__speech.includes('start'),
    );
    const first = await speech();
    expect(first.spoken).toHaveLength(1);
    expect(first.spoken[0]?.text).toContain('Study tip');
    expect(first.spoken[0]?.text).not.toContain('**');
    expect(first.spoken[0]?.rate).toBe(1);

    // A new speed is heard at once (the reading restarts) and is kept for this device.
    await page.getByRole('combobox', { name: 'Speed' }).selectOption('1.25');
    await page.waitForFunction(
      () => (globalThis as unknown as { __spoken: unknown[] }).__spoken.length === 2,
    );
    expect((await speech()).spoken[1]?.rate).toBe(1.25);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('studymate.speech') ?? '{}'))).toEqual({
      voice: null,
      rate: 1.25,
    });

    await stop.click();
    await listen.waitFor();
    expect((await speech()).events).toEqual(['start', 'interrupted', 'start', 'interrupted']);

    // The speed is remembered after a reload.
    await page.reload();
    await chat.nth(chat.answers, 1);
    await listen.click();
    await stop.waitFor();
    expect((await speech()).spoken[0]?.rate).toBe(1.25);
    await stop.click();
    await listen.waitFor();
    await context.close();
  });

  it('Listen is hidden where the browser has no speech synthesis', async () => {
    const { context, page } = await newPage(harness.browser);
    await context.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'speechSynthesis');
    });
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.ask('Anything');
    await chat.nth(chat.answers, 1);
    await page.getByRole('button', { name: 'Share answer' }).waitFor();
    expect(await page.getByRole('button', { name: 'Read this answer aloud' }).count()).toBe(0);
    await context.close();
  });

  it('Crop sends a smaller image: the selected part, at its own size, within the 800 px and JPEG rules', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.attachPhoto(1200, 900);
    await page.getByText('Image attached').waitFor();
    const thumb = page.getByRole('img', { name: 'Attached homework photo' });
    const measure = (img: typeof thumb) =>
      img.evaluate(async (el) => {
        const image = el as HTMLImageElement;
        await image.decode();
        return { w: image.naturalWidth, h: image.naturalHeight, bytes: image.src.length, src: image.src };
      });
    const whole = await measure(thumb);
    expect([whole.w, whole.h]).toEqual([800, 600]);

    const cropButton = page.getByRole('button', { name: 'Crop photo' });
    await cropButton.click();
    const dialog = page.getByRole('dialog', { name: 'Crop photo' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Use cropped photo');
    expect(await axeViolations(page)).toEqual([]);
    // Drag the selection's corners inwards: the rectangle around one problem.
    const stage = dialog.locator('.crop__image');
    await stage.evaluate((el) => (el as HTMLImageElement).decode());
    const drag = async (corner: string, dx: number, dy: number) => {
      const box = await dialog.locator(`.ReactCrop__drag-handle.ord-${corner}`).boundingBox();
      if (!box) throw new Error(`no ${corner} handle`);
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y + dy / 2);
      await page.mouse.move(x + dx, y + dy, { steps: 4 });
      await page.mouse.up();
    };
    await drag('nw', 40, 30);
    await drag('se', -50, -20);
    // What the selection covers, in the photo's own pixels.
    const expected = await dialog.evaluate((el) => {
      const img = el.querySelector('.crop__image')?.getBoundingClientRect();
      const sel = el.querySelector('.ReactCrop__crop-selection')?.getBoundingClientRect();
      if (!img || !sel) throw new Error('no crop');
      return {
        w: Math.round((sel.width / img.width) * 1200),
        h: Math.round((sel.height / img.height) * 900),
      };
    });
    expect(expected.w).toBeLessThan(800);
    await dialog.getByRole('button', { name: 'Use cropped photo' }).click();
    await page.waitForFunction((before) => {
      const img = document.querySelector<HTMLImageElement>('.attachment__thumb');
      return img?.tagName === 'IMG' && img.src !== before;
    }, whole.src);
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Crop photo');
    const part = await measure(thumb);
    expect(Math.abs(part.w - expected.w)).toBeLessThanOrEqual(3);
    expect(Math.abs(part.h - expected.h)).toBeLessThanOrEqual(3);
    expect(part.bytes).toBeLessThan(whole.bytes);
    expect(part.src.startsWith('data:image/jpeg;base64,')).toBe(true);

    // What is sent is the cropped photo.
    await chat.ask('Just this one');
    const question = await chat.nth(chat.questions, 1);
    const sent = await measure(question.getByRole('img', { name: 'Homework photo' }));
    expect([sent.w, sent.h, sent.bytes]).toEqual([part.w, part.h, part.bytes]);
    await context.close();
  });

  it('Crop rotates by 90°: a landscape page becomes portrait, still at most 800 px', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.attachPhoto(1200, 900);
    await page.getByText('Image attached').waitFor();
    const before = await page.locator('.attachment__thumb').getAttribute('src');
    await page.getByRole('button', { name: 'Crop photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crop photo' });
    await dialog.getByRole('button', { name: 'Rotate 90°' }).click();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.crop__image');
      return img?.complete && img.naturalHeight > img.naturalWidth;
    });
    await dialog.getByRole('button', { name: 'Use cropped photo' }).click();
    await page.waitForFunction(
      (src) => document.querySelector<HTMLImageElement>('.attachment__thumb')?.src !== src,
      before,
    );
    const size = await page.getByRole('img', { name: 'Attached homework photo' }).evaluate(async (el) => {
      const image = el as HTMLImageElement;
      await image.decode();
      return { w: image.naturalWidth, h: image.naturalHeight };
    });
    // The 80 % selection it opens with, of a 900 × 1200 portrait: 720 × 960 → scaled to 600 × 800.
    expect(size).toEqual({ w: 600, h: 800 });
    await context.close();
  });

  it('Zoom opens a photo full screen and closes with the keyboard (Escape) or back; focus returns', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.attachFile({
      name: 'hw.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegFromPage(page, 1200, 900),
    });
    await page.getByText('Image attached').waitFor();
    await chat.ask('This one');
    await chat.nth(chat.answers, 1);
    const open = page.getByRole('button', { name: 'Open photo full screen' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Photo' });
    await dialog.waitFor();
    const photo = dialog.getByRole('img', { name: 'Homework photo' });
    await photo.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zoom in');
    expect(await axeViolations(page)).toEqual([]);
    const scale = () => photo.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);
    expect(await scale()).toBe(1);
    await page.keyboard.press('Enter'); // Zoom in
    await page.waitForFunction(() => {
      const img = document.querySelector('.zoom__image');
      return img && new DOMMatrixReadOnly(getComputedStyle(img).transform).a > 1;
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Open photo full screen',
    );
    expect(page.url()).toBe(`${harness.server.url}/#/`);

    // The back gesture closes it too, and leaves the chat where it was.
    await open.click();
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${harness.server.url}/#/`);
    expect(await chat.answers.count()).toBe(1);
    await context.close();
  });

  it('Speak: dictated words land in the composer for editing, not sent; hidden without speech recognition', async () => {
    const { context, page } = await newPage(harness.browser);
    // Chromium's recognition sends audio to an online service (none here): a stand-in for that service
    // hears one sentence, in two results as the real one does, then ends when stopped.
    await context.addInitScript(() => {
      class StandInRecognition extends EventTarget {
        lang = '';
        continuous = false;
        interimResults = false;
        start() {
          const result = (transcript: string, isFinal: boolean) =>
            Object.assign([{ transcript }], { isFinal });
          setTimeout(() => {
            const event = new Event('result');
            Object.assign(event, { results: [result('two x plus three', false)] });
            this.dispatchEvent(event);
          }, 50);
          setTimeout(() => {
            const event = new Event('result');
            Object.assign(event, {
              results: [result('two x plus three', true), result('equals seven', true)],
            });
            this.dispatchEvent(event);
          }, 100);
        }
        stop() {
          setTimeout(() => this.dispatchEvent(new Event('end')), 10);
        }
        abort() {
          this.stop();
        }
      }
      Object.defineProperty(globalThis, 'webkitSpeechRecognition', {
        value: StandInRecognition,
        configurable: true,
      });
    });
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    // Chromium installs SpeechRecognition after init scripts run: the stand-in replaces it once loaded.
    await page.evaluate(() => {
      const g = globalThis as unknown as Record<string, unknown>;
      g.SpeechRecognition = g.webkitSpeechRecognition;
    });
    await chat.input.fill('Solve');
    const dictate = page.getByRole('button', { name: 'Dictate a question' });
    await dictate.click();
    await page.getByRole('status').filter({ hasText: 'needs a connection' }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLTextAreaElement>('.composer__input')?.value ===
        'Solve two x plus three equals seven',
    );
    await page.getByRole('button', { name: 'Stop dictating' }).click();
    await dictate.waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'needs a connection' }).count()).toBe(0);
    expect(await chat.input.inputValue()).toBe('Solve two x plus three equals seven');
    expect(await chat.questions.count()).toBe(0);
    await context.close();

    const bare = await newPage(harness.browser);
    await bare.context.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'webkitSpeechRecognition');
      Reflect.deleteProperty(globalThis, 'SpeechRecognition');
    });
    await bare.page.goto(`${harness.server.url}/#/`);
    await chatPage(bare.page).input.waitFor();
    await bare.page.getByRole('button', { name: 'Attach an image' }).waitFor();
    expect(await bare.page.getByRole('button', { name: 'Dictate a question' }).count()).toBe(0);
    await bare.context.close();
  });
});
