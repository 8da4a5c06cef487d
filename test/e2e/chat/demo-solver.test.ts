import { describe, expect, it } from 'vitest';
import { DEMO_REPLIES } from '../../../supabase/functions/chat-with-ai/demo.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useBackendAndBrowser } from '../support/harness.ts';
import { chatPage } from './support/chatPage.ts';

/** The headings of SPEC's canned demo replies ("## Demo mode" → "Demo mode"). */
const DEMO_HEADINGS = DEMO_REPLIES.map((reply) => reply.split('\n')[0]?.replace(/^## /, '') ?? '');

/**
 * `npm start` with no AI key (issue 15): the local backend's chat-with-ai answers maths with the
 * built-in solver and everything else with SPEC's demo reply. Real build, CSP and Chromium.
 */
describe.skipIf(!hasChromium())('demo mode on the local backend with the built-in solver', () => {
  const harness = useBackendAndBrowser({ functionsEnv: { AI_API_KEY: '' } });

  it('answers "solve 3x − 5 = 16" step by step with x = 7; a history question still gets the demo reply', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);

    await chat.ask('solve 3x − 5 = 16'); // U+2212, as phone keyboards type it
    const answer = await chat.nth(chat.answers, 1);
    await answer.locator('.katex-display').first().waitFor();
    expect(await answer.getByRole('heading', { level: 2 }).textContent()).toBe('Solving a linear equation');
    // Numbered steps, each naming its rule, with the working typeset by KaTeX.
    const steps = answer.locator('ol > li');
    expect(await steps.count()).toBeGreaterThanOrEqual(3);
    expect(await steps.first().locator('strong').textContent()).toBe('Write the equation:');
    expect(await answer.locator('.katex-display').count()).toBeGreaterThanOrEqual(3);
    const tex = (
      await answer.locator('.katex-display annotation[encoding="application/x-tex"]').allTextContents()
    ).map((t) => t.trim());
    expect(tex).toContain('3x = 16 + 5 = 21');
    expect(tex).toContain('x = 7');
    const text = (await answer.textContent()) ?? '';
    expect(text).toContain('Answer:');
    expect(text).toContain('Study tip:');
    expect(text).toContain('built-in maths solver');
    expect(DEMO_HEADINGS.some((h) => text.includes(h))).toBe(false);

    await chat.ask('Who was the first president of the United States?');
    const demo = await chat.nth(chat.answers, 2);
    const heading = await demo.getByRole('heading', { level: 2 }).textContent();
    expect(DEMO_HEADINGS).toContain(heading);
    expect(await demo.textContent()).toContain('Study tip:');
    expect(await demo.textContent()).not.toContain('built-in maths solver');
    // Both were counted like any question (anonymous: this browser's own count).
    expect(await chat.badge.textContent()).toBe('3/5 left');
    await context.close();
  });
});
