import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useAiBackendAndBrowser } from '../support/harness.ts';
import { createUser, logIn, TEST_STUDENT } from '../support/users.ts';
import { useQuestions } from './support/backendUser.ts';
import { chatPage, jpegFromPage } from './support/chatPage.ts';

const MATH_ANSWER = [
  '## Solving $x^2 = 9$',
  '',
  'Take the square root of both sides: \\( x = \\pm\\sqrt{9} \\).',
  '',
  '\\[',
  'x = \\pm 3',
  '\\]',
  '',
  '**Answer:** $x = 3$ or $x = -3$.',
].join('\n');

/** About 45 words with many sentence ends: typing takes long enough to press stop in the middle. */
const SLOW_ANSWER = Array.from({ length: 15 }, (_, i) => `Step ${i + 1} done.`).join(' ');

/** The whole product on the local backend, with the loopback OpenAI stand-in behind chat-with-ai. */
describe.skipIf(!hasChromium())('chat through chat-with-ai (local backend)', () => {
  const harness = useAiBackendAndBrowser();

  it('renders a math answer with KaTeX (including \\( \\) and \\[ \\] delimiters)', async () => {
    harness.ai.queue({ kind: 'answer', content: MATH_ANSWER });
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/functions/v1/chat-with-ai') && r.method() === 'POST',
    );
    await chat.ask('Solve x^2 = 9');
    expect((await sent).postDataJSON()).toEqual({
      messages: [{ role: 'user', content: 'Solve x^2 = 9' }],
      requestId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    const answer = await chat.nth(chat.answers, 1);
    await answer.locator('.katex-display').waitFor();
    expect(await answer.locator('.katex').count()).toBeGreaterThanOrEqual(4);
    expect(await answer.getByRole('heading', { level: 2 }).locator('.katex').count()).toBe(1);
    // KaTeX's stylesheet and fonts arrived with the lazy chunk.
    const font = await answer
      .locator('.katex-display .katex')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toContain('KaTeX_Main');
    expect(harness.ai.requests).toHaveLength(1);
    expect(harness.ai.requests[0]?.body.messages?.at(-1)).toEqual({ role: 'user', content: 'Solve x^2 = 9' });
    expect(await chat.badge.textContent()).toBe('4/5 left'); // anonymous: this browser's count
    await context.close();
  });

  it('stop during typing shows the whole answer at once', async () => {
    harness.ai.queue({ kind: 'answer', content: SLOW_ANSWER });
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.ask('Give me fifteen steps');
    await chat.typing.first().waitFor({ timeout: 10_000 });
    const partial = await chat.typing.first().textContent();
    await chat.stopButton.click();
    const answer = await chat.nth(chat.answers, 1);
    expect(await chat.typing.count()).toBe(0);
    expect(partial?.length ?? 0).toBeLessThan(SLOW_ANSWER.length);
    expect(await answer.textContent()).toContain('Step 15 done.');
    expect(await chat.sendButton.getAttribute('title')).toBe('Send message');
    await context.close();
  });

  it('a photo goes to the image-capable model as a compressed JPEG data URL', async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.attachFile({
      name: 'worksheet.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegFromPage(page, 2400, 1800),
    });
    await page.getByText('Image attached').waitFor();
    await chat.ask('Question 3 please');
    await chat.nth(chat.answers, 1);
    const body = harness.ai.requests[0]?.body;
    expect(body?.max_tokens).toBe(1000);
    const content = body?.messages?.at(-1)?.content as Array<{ type: string; image_url?: { url: string } }>;
    expect(content.map((p) => p.type)).toEqual(['text', 'image_url']);
    expect(content[1]?.image_url?.url).toMatch(/^data:image\/jpeg;base64,/);
    await context.close();
  });

  it('an AI failure shows SPEC’s text and gives the anonymous question back', async () => {
    harness.ai.queue({ kind: 'quota' });
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.ask('Will this fail?');
    const notice = await chat.nth(chat.notices, 1);
    expect(await notice.textContent()).toContain(
      'Edge Function error: The AI provider quota is exceeded. Please check your plan usage and billing.',
    );
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('studymate.anonymousUsage') ?? '{}')),
    ).toMatchObject({
      questionsAsked: 0,
    });
    await context.close();
  });

  it("a signed-in free user's sixth question gets the limit message with the Gold/Diamond suggestion", async () => {
    const email = uniqueEmail('chat-free');
    const { id: userId } = await createUser(harness.server, email, 'free-pass-1', TEST_STUDENT);
    await useQuestions(harness.server, userId, 3); // asked earlier today, e.g. on another device
    const { context, page } = await newPage(harness.browser);
    await logIn(page, harness.server.url, email, 'free-pass-1');
    const chat = chatPage(page);
    await chat.badge.getByText('2/5 left').waitFor();

    // The fourth and fifth questions: the badge follows the server's figures from each answer.
    await chat.ask('Fourth question');
    await chat.nth(chat.answers, 1);
    await chat.badge.getByText('1/5 left').waitFor();
    expect(harness.ai.requests[0]?.authorization).toBe(`Bearer ${harness.ai.apiKey}`);

    // Meanwhile another device uses the last question: the server refuses this one (429).
    await useQuestions(harness.server, userId, 1);
    await chat.ask('Sixth question');
    const notice = await chat.nth(chat.notices, 1);
    const text = await notice.textContent();
    expect(text).toContain("⚠️ Daily limit reached! You've used all 5 questions for today.");
    expect(text).toContain('Upgrade to Gold (150 questions) or Diamond (500 questions)');
    await chat.badge.getByText('5/5 used').waitFor();
    expect(harness.ai.requests).toHaveLength(1);

    // The message offers the action it names (a free user: Upgrade, no Sign up).
    expect(await notice.getByRole('link').allTextContents()).toEqual(['Upgrade']);
    // Now the button is disabled with the signed-in tooltip, and Enter adds no second copy of the
    // question and the message (issue 13; this step used to expect a second message) and sends nothing.
    await chat.input.fill('Seventh');
    expect(await chat.sendButton.getAttribute('title')).toBe('Monthly limit reached (5 questions)');
    await chat.input.press('Enter');
    await page.waitForTimeout(500);
    expect(await chat.notices.count()).toBe(1);
    expect(await chat.questions.count()).toBe(2);
    expect(await chat.input.inputValue()).toBe('Seventh');
    expect(harness.ai.requests).toHaveLength(1);

    // Signing out wipes this device's history and closes the conversation.
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    await page.getByRole('button', { name: 'Chat history' }).click();
    await page
      .getByRole('dialog', { name: 'Chat history' })
      .getByText('No saved chats yet', { exact: false })
      .waitFor();
    await context.close();
  });
});
