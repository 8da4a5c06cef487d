import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { swControlled } from '../offline/support/offlinePage.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useAiBackendAndBrowser } from '../support/harness.ts';
import { createUser, logIn, TEST_STUDENT } from '../support/users.ts';
import { useQuestions } from './support/backendUser.ts';
import { chatPage } from './support/chatPage.ts';

const MARKDOWN_ANSWER = [
  '## Photosynthesis',
  '',
  'Plants turn **light** into *chemical energy*: $6CO_2 + 6H_2O \\to C_6H_{12}O_6 + 6O_2$.',
  '',
  '- It happens in `chloroplasts`',
  '- It needs light',
].join('\n');

/** Issue 13 "Chat" through chat-with-ai on the local backend, with the loopback OpenAI stand-in. */
describe.skipIf(!hasChromium())('chat field fixes through chat-with-ai (issue 13)', () => {
  const harness = useAiBackendAndBrowser();

  it('Retry after Stop sends the same request id, and the server counts the question once', async () => {
    const email = uniqueEmail('chat-retry');
    await createUser(harness.server, email, 'retry-pass-1', TEST_STUDENT);
    const { context, page } = await newPage(harness.browser);
    await logIn(page, harness.server.url, email, 'retry-pass-1');
    const chat = chatPage(page);
    await chat.badge.getByText('5/5 left').waitFor();
    const requestIds: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/functions/v1/chat-with-ai') && r.method() === 'POST') {
        requestIds.push((r.postDataJSON() as { requestId: string }).requestId);
      }
    });

    // A slow answer: the question reaches the server (which counts it), then the student stops.
    harness.ai.queue({ kind: 'answer', content: 'Too late.', delayMs: 4000 });
    await chat.ask('Why is the sky blue?');
    await expect.poll(() => harness.ai.requests.length, { timeout: 10_000 }).toBe(1);
    await chat.stopButton.click();
    const question = await chat.nth(chat.questions, 1);
    await question.getByText('Stopped').waitFor();

    harness.ai.queue({ kind: 'answer', content: 'Rayleigh scattering.' });
    await question.getByRole('button', { name: 'Retry this question' }).click();
    const answer = await chat.nth(chat.answers, 1);
    expect(await answer.textContent()).toContain('Rayleigh scattering.');
    expect(requestIds).toHaveLength(2);
    expect(requestIds[1]).toBe(requestIds[0]);
    // Counted once: the retry of a counted request id is admitted without counting again.
    await chat.badge.getByText('4/5 left').waitFor();
    expect(await chat.questions.count()).toBe(1);
    await context.close();
  });

  it('Copy answer puts plain text and the rendered answer as HTML on the clipboard', async () => {
    harness.ai.queue({ kind: 'answer', content: MARKDOWN_ANSWER });
    const { context, page } = await newPage(harness.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.server.url });
    await page.goto(`${harness.server.url}/#/`);
    const chat = chatPage(page);
    await chat.ask('Explain photosynthesis');
    const answer = await chat.nth(chat.answers, 1);
    await answer.getByRole('button', { name: 'Copy answer' }).click();
    await answer.getByRole('button', { name: 'Copied' }).waitFor();
    const clip = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      if (!item) return null;
      const read = async (type: string) =>
        item.types.includes(type) ? (await item.getType(type)).text() : null;
      return {
        types: [...item.types].sort(),
        plain: await read('text/plain'),
        html: await read('text/html'),
      };
    });
    expect(clip?.types).toEqual(['text/html', 'text/plain']);
    expect(clip?.plain).toContain('Photosynthesis\n\nPlants turn light into chemical energy:');
    expect(clip?.plain).toContain('• It happens in chloroplasts');
    expect(clip?.plain).not.toMatch(/##|\*\*|`/);
    expect(clip?.html).toContain('<h2>Photosynthesis</h2>');
    expect(clip?.html).toContain('<strong>light</strong>');
    expect(clip?.html).toContain('<math');
    await context.close();
  });

  it('after an offline reload a signed-in user sees the last known figures, marked so, until the server answers', async () => {
    const email = uniqueEmail('chat-last-known');
    const { id: userId } = await createUser(harness.server, email, 'known-pass-1', TEST_STUDENT);
    await useQuestions(harness.server, userId, 2);
    const { context, page } = await newPage(harness.browser);
    await logIn(page, harness.server.url, email, 'known-pass-1');
    await swControlled(page);
    const chat = chatPage(page);
    await chat.badge.getByText('3/5 left').waitFor();

    await context.setOffline(true);
    await page.reload({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor({ timeout: 10_000 });
    const badge = page.getByRole('status', { name: 'Questions today: 3/5 left (last known)' });
    await badge.waitFor({ timeout: 10_000 });
    expect(await badge.textContent()).toBe('3/5 left · last known');

    // Back online, the server's figures replace them (another question was used meanwhile elsewhere).
    await useQuestions(harness.server, userId, 1);
    await context.setOffline(false);
    await page.getByRole('status', { name: 'Questions today: 2/5 left' }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
