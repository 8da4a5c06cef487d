import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHECK_TAG } from '../../../supabase/functions/chat-with-ai/check/block.ts';
import { NEXT_TAG } from '../../../supabase/functions/chat-with-ai/suggestions.ts';
import { swControlled } from '../offline/support/offlinePage.ts';
import { axeViolations } from '../support/axe.ts';
import { hasChromium, newPage, viewports } from '../support/browser.ts';
import { useAiBackendAndBrowser } from '../support/harness.ts';
import { chatPage, jpegFromPage } from './support/chatPage.ts';

// Issues 16 and 17, the browser's half: the answer check's mark and note, the mode switch, the hint
// buttons, Check my work and the suggestion chips, through chat-with-ai on the local backend with the
// loopback OpenAI stand-in writing the blocks the server reads.

const QUESTION = 'solve 3x - 5 = 16';
const checkBlock = (problem: string, result: string) =>
  `\`\`\`${CHECK_TAG}\n${JSON.stringify({ problem, result })}\n\`\`\``;
const nextBlock = (items: string[]) => `\`\`\`${NEXT_TAG}\n${JSON.stringify(items)}\n\`\`\``;
const checkedAnswer = (text: string, result: string, next?: string[]) =>
  [text, checkBlock('3x - 5 = 16', result), ...(next ? [nextBlock(next)] : [])].join('\n\n');

const DISPUTED_END = 'check step by step before you rely on this.';
const CHAT_FN = '/functions/v1/chat-with-ai';

/** The body of the next chat-with-ai request the page sends. */
const nextRequest = (page: Page) =>
  page
    .waitForRequest((r) => r.url().endsWith(CHAT_FN) && r.method() === 'POST')
    .then((r) => r.postDataJSON() as Record<string, unknown>);

const lastUserText = (body: Record<string, unknown>) =>
  (body.messages as Array<{ role: string; content: unknown }>).at(-1)?.content;

describe.skipIf(!hasChromium())('checked answers and tutor modes (local backend)', () => {
  const harness = useAiBackendAndBrowser();

  for (const theme of ['dark', 'light'] as const) {
    it(`the ✓ Checked mark and the disputed note show at 360 and 1280 px, after a reload and offline (${theme})`, async () => {
      const { context, page } = await newPage(harness.browser, viewports.phone);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${harness.server.url}/#/`);
      await swControlled(page);
      const chat = chatPage(page);

      harness.ai.queue({ kind: 'answer', content: checkedAnswer('**Answer:** $x = 7$', 'x = 7') });
      await chat.ask(QUESTION);
      const first = await chat.nth(chat.answers, 1);
      const mark = first.getByRole('note', { name: 'Checked: our solver got the same result, x = 7' });
      await mark.waitFor();
      expect(await mark.textContent()).toBe('✓ Checked');
      expect(await mark.getAttribute('title')).toContain('3x - 5 = 16');

      // Wrong twice (the first answer and the server's one correction): disputed, with the solver's result.
      harness.ai.queue(
        { kind: 'answer', content: checkedAnswer('**Answer:** $x = 6$', 'x = 6') },
        { kind: 'answer', content: checkedAnswer('**Answer:** $x = 5$', 'x = 5') },
      );
      await chat.ask(QUESTION);
      const second = await chat.nth(chat.answers, 2);
      const note = second.getByRole('note', { name: 'Answer check' });
      await note.getByText(DISPUTED_END, { exact: false }).waitFor();
      expect(await note.textContent()).toContain('Our solver got');
      expect(await note.locator('.katex').count()).toBe(1); // the solver's result, as math
      expect(await second.getByText('✓ Checked').count()).toBe(0);
      expect(harness.ai.requests).toHaveLength(3);

      const shows = async (size: string) => {
        expect(await mark.isVisible(), `mark at ${size}`).toBe(true);
        expect(await note.isVisible(), `note at ${size}`).toBe(true);
        expect(await axeViolations(page), `axe at ${size}`).toEqual([]);
      };
      await shows('360 px');
      await page.setViewportSize(viewports.desktop);
      await shows('1280 px');

      // Kept with the messages: a reload, and a reload offline, show both again.
      await page.reload();
      await mark.waitFor();
      await note.getByText(DISPUTED_END, { exact: false }).waitFor();
      await context.setOffline(true);
      await page.reload();
      await mark.waitFor();
      await note.getByText(DISPUTED_END, { exact: false }).waitFor();
      await page.setViewportSize(viewports.phone);
      await shows('360 px offline');
      await context.close();
    });
  }

  it('Hint first: the mode survives a reload, a hint shows three buttons, each press asks one question', async () => {
    const { context, page } = await newPage(harness.browser, viewports.phone);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    const explain = page.getByRole('radio', { name: 'Explain' });
    const hintFirst = page.getByRole('radio', { name: 'Hint first' });
    expect(await explain.isChecked()).toBe(true);
    await explain.focus();
    await page.keyboard.press('ArrowRight'); // a radio group: arrows move the choice
    expect(await hintFirst.isChecked()).toBe(true);
    await page.reload();
    await hintFirst.waitFor();
    await expect.poll(() => hintFirst.isChecked()).toBe(true);

    // A hint-first question: sent as mode hint; the answer offers the three buttons, no chips.
    harness.ai.queue({ kind: 'answer', content: '## Hint\nWhat could you add to both sides?' });
    let sent = nextRequest(page);
    await chat.ask(QUESTION);
    expect((await sent).mode).toBe('hint');
    const hint = await chat.nth(chat.answers, 1);
    const hints = hint.getByRole('group', { name: 'Hints' });
    await hints.waitFor();
    expect(await hints.getByRole('button').allTextContents()).toEqual([
      'Another hint',
      'Show the next step',
      'Show the full solution',
    ]);
    await chat.badge.getByText('4/5 left').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // "Show the full solution", pressed twice in a row: one explain request, one question counted.
    harness.ai.queue({
      kind: 'answer',
      content: checkedAnswer(
        '## Solving\n1. Add 5: $3x = 21$\n2. Divide by 3.\n\n**Answer:** $x = 7$',
        'x = 7',
        ['Explain it more simply', 'Give me a similar problem', 'Why does step 2 work?'],
      ),
    });
    sent = nextRequest(page);
    await hints.getByRole('button', { name: 'Show the full solution' }).dblclick();
    const full = await sent;
    expect(full.mode).toBeUndefined(); // explain, the server's default
    expect(lastUserText(full)).toBe('Show the full solution');
    const solution = await chat.nth(chat.answers, 2);
    await solution.getByText('✓ Checked').waitFor();
    await chat.badge.getByText('3/5 left').waitFor();
    expect(harness.ai.requests).toHaveLength(2);
    // The hint buttons went with the hint (only the last answer offers follow-ups).
    expect(await hints.count()).toBe(0);

    // A suggestion chip asks its question (one question), in the full-answer style.
    const chips = solution.getByRole('group', { name: 'Ask next' });
    expect(await chips.getByRole('button').allTextContents()).toEqual([
      'Explain it more simply',
      'Give me a similar problem',
      'Why does step 2 work?',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    harness.ai.queue({ kind: 'answer', content: 'Try this one: solve $4x + 1 = 9$.' });
    sent = nextRequest(page);
    await chips.getByRole('button', { name: 'Ask: Give me a similar problem' }).click();
    const similar = await sent;
    expect(lastUserText(similar)).toBe('Give me a similar problem');
    expect(similar.mode).toBeUndefined();
    await chat.nth(chat.answers, 3);
    await chat.badge.getByText('2/5 left').waitFor();
    expect(harness.ai.requests).toHaveLength(3);
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('studymate.anonymousUsage') ?? '{}').questionsAsked,
      ),
    ).toBe(3);
    // Without a suggestion block, the server's fallbacks are offered.
    await chat.answers.nth(2).getByRole('group', { name: 'Ask next' }).waitFor();
    await context.close();
  });

  it('offline, a hint button queues like any question and is sent in its mode when back online', async () => {
    const { context, page } = await newPage(harness.browser, viewports.phone);
    await page.goto(`${harness.server.url}/#/`);
    await swControlled(page);
    const chat = chatPage(page);
    await page.getByRole('radio', { name: 'Hint first' }).check();
    harness.ai.queue({ kind: 'answer', content: '## Hint\nStart by adding 5 to both sides.' });
    await chat.ask(QUESTION);
    const hint = await chat.nth(chat.answers, 1);
    await context.setOffline(true);
    await hint.getByRole('button', { name: 'Another hint' }).click();
    const queued = await chat.nth(chat.questions, 2);
    await queued.getByText("Queued — will send when you're back online").waitFor();
    expect(harness.ai.requests).toHaveLength(1);

    harness.ai.queue({ kind: 'answer', content: '## Hint\nNow divide both sides by 3.' });
    const sent = nextRequest(page);
    await context.setOffline(false);
    const body = await sent;
    expect(body.mode).toBe('hint');
    expect(lastUserText(body)).toBe('Another hint');
    const next = await chat.nth(chat.answers, 2);
    await next.getByRole('group', { name: 'Hints' }).waitFor();
    await chat.badge.getByText('3/5 left').waitFor();
    expect(harness.ai.requests).toHaveLength(2);
    await context.close();
  });

  it('Check my work with a wrong typed answer shows the verdict (keyboard only)', async () => {
    const { context, page } = await newPage(harness.browser, viewports.desktop);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await page.getByRole('button', { name: 'Check my work' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Check my work' });
    const problem = dialog.getByRole('textbox', { name: 'Problem' });
    await problem.waitFor();
    await expect.poll(() => problem.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Nothing typed: it says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Check it' }).click();
    await dialog.getByRole('alert').waitFor();
    expect(harness.ai.requests).toHaveLength(0);

    await problem.focus();
    await page.keyboard.type(QUESTION);
    await page.keyboard.press('Tab');
    await page.keyboard.type('3x = 21');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('x = 6');
    harness.ai.queue({ kind: 'answer', content: '## Not quite\nLine 2 goes wrong: divide 21 by 3 again.' });
    const sent = nextRequest(page);
    await dialog.getByRole('button', { name: 'Check it' }).click();
    const body = await sent;
    expect(body.mode).toBe('check');
    expect(body.work).toEqual({ problem: QUESTION, attempt: '3x = 21\nx = 6' });
    expect(lastUserText(body)).toContain('Please check my work.');
    await dialog.waitFor({ state: 'hidden' });
    const reply = await chat.nth(chat.answers, 1);
    await reply.getByText('✗ Your final answer is not right yet').waitFor();
    // The solver's verdict reached the tutor's instructions.
    expect(String(harness.ai.requests[0]?.body.messages?.[0]?.content)).toContain('INCORRECT');
    await chat.badge.getByText('4/5 left').waitFor();
    await context.close();
  });

  it('Check my work takes a photo of the working attached in the composer', async () => {
    const { context, page } = await newPage(harness.browser, viewports.phone);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.attachFile({ name: 'working.jpg', mimeType: 'image/jpeg', buffer: await jpegFromPage(page) });
    await page.getByText('Image attached').waitFor();
    await page.getByRole('button', { name: 'Check my work' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check my work' });
    await dialog.getByText('Your attached photo goes with it.', { exact: false }).waitFor();
    harness.ai.queue({ kind: 'answer', content: '## All correct\nEvery line of your working holds.' });
    const sent = nextRequest(page);
    await dialog.getByRole('button', { name: 'Check it' }).click();
    const body = await sent;
    expect(body.mode).toBe('check');
    expect(body.work).toBeUndefined(); // nothing typed: the photo carries the work
    const content = lastUserText(body) as Array<{ type: string }>;
    expect(content.map((p) => p.type)).toEqual(['text', 'image_url']);
    await chat.nth(chat.answers, 1);
    expect(await page.getByText('Image attached').count()).toBe(0); // the photo went with the question
    await context.close();
  });
});
