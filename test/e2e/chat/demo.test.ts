import { describe, expect, it } from 'vitest';
import { hasChromium, newPage, viewports } from '../support/browser.ts';
import { useDemoServerAndBrowser } from '../support/harness.ts';
import { chatPage } from './support/chatPage.ts';

/** The build without backend configuration: demo mode (SPEC §4 route rule 4), on a plain static host. */
describe.skipIf(!hasChromium())('chat in demo mode (no backend, no AI key)', () => {
  const harness = useDemoServerAndBrowser();

  it('answers with a canned reply and a study tip after thinking for at least 2 s', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    expect(await chat.badge.count()).toBe(0); // nothing asked yet: no badge
    expect(await chat.sendButton.getAttribute('title')).toBe('Send message');
    expect(await chat.sendButton.isDisabled()).toBe(true);

    const sentAt = Date.now();
    await chat.ask('How do I factor x^2 - 9?');
    await chat.thinking.waitFor();
    expect(await chat.sendButton.getAttribute('title')).toBe('Stop AI response');
    const answer = await chat.nth(chat.answers, 1);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2000);
    await page.getByRole('button', { name: 'Copy answer' }).waitFor();
    expect(await answer.textContent()).toMatch(/demo/i);
    expect(await answer.textContent()).toMatch(/Study tip/);
    expect(await chat.badge.textContent()).toBe('4/5 left');
    expect(await chat.questions.first().textContent()).toContain('How do I factor x^2 - 9?');
    await context.close();
  });

  it('Shift+Enter adds a line, the box grows to at most 128 px, Enter sends', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.input.click();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.type(`line ${i}`);
      await page.keyboard.press('Shift+Enter');
    }
    expect(await chat.input.inputValue()).toContain('line 0\nline 1');
    const height = await chat.input.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(128);
    expect(height).toBeGreaterThan(100);
    await page.keyboard.press('Enter');
    await chat.nth(chat.questions, 1);
    expect(await chat.input.inputValue()).toBe('');
    await context.close();
  });

  it('stop during thinking discards the answer; Enter while busy acts as stop', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.ask('First question');
    await chat.thinking.waitFor();
    await chat.stopButton.click();
    expect(await chat.thinking.count()).toBe(0);

    await chat.ask('Second question');
    await chat.thinking.waitFor();
    await chat.input.fill('typed while busy');
    await chat.input.press('Enter'); // acts as stop, keeps the text
    expect(await chat.thinking.count()).toBe(0);
    expect(await chat.input.inputValue()).toBe('typed while busy');
    await page.waitForTimeout(2600);
    expect(await chat.answers.count()).toBe(0);
    expect(await chat.questions.count()).toBe(2);
    await context.close();
  });

  it("an anonymous visitor's sixth question gets the sign-up message; the button explains the limit", async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    // Four questions asked earlier today (the fixed key SPEC §3 describes), and a stale record from
    // yesterday would have been reset.
    await page.evaluate(() => {
      const today = new Date().toISOString().slice(0, 10);
      localStorage.setItem(
        'studymate.anonymousUsage',
        JSON.stringify({ date: today, questionsAsked: 4, limit: 5, remaining: 1 }),
      );
    });
    await page.reload();
    const chat = chatPage(page);
    await chat.badge.getByText('1/5 left').waitFor();
    await chat.ask('Fifth question');
    await chat.nth(chat.answers, 1);
    expect(await chat.badge.textContent()).toBe('5/5 used');
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('studymate.anonymousUsage') ?? '{}')),
    ).toMatchObject({ questionsAsked: 5, limit: 5, remaining: 0 });

    await chat.input.fill('Sixth question');
    expect(await chat.sendButton.isDisabled()).toBe(true);
    const tooltip = 'Monthly limit reached (5 questions) - Sign up for more!';
    expect(await chat.sendButton.getAttribute('title')).toBe(tooltip);
    expect(await page.getByText(tooltip).isVisible()).toBe(true);
    await chat.input.press('Enter');
    const notice = await chat.nth(chat.notices, 1);
    expect(await notice.textContent()).toContain(
      "You've used all 5 questions for today. Sign up for a free account to continue using StudyMate",
    );
    expect(await chat.thinking.count()).toBe(0);
    expect(await chat.answers.count()).toBe(1);
    await context.close();
  });

  it('a subject chip starts a session with its greeting typed out; Economics only on wide screens', async () => {
    const { context, page } = await newPage(harness.browser, viewports.desktop);
    await page.goto(`${harness.server.url}/#/`);
    await page.getByRole('button', { name: 'Economics' }).click();
    const chat = chatPage(page);
    await chat.typing.first().waitFor(); // typed out, hidden from screen readers meanwhile
    const greeting = chat.log.locator('.message--greeting');
    await greeting.waitFor();
    expect(await greeting.textContent()).toContain("Hi! I'm your Economics tutor.");
    expect(await chat.typing.count()).toBe(0);
    await context.close();
  });
});
