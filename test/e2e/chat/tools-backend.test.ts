import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { apiHeaders } from '../support/backend.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useAiBackendAndBrowser } from '../support/harness.ts';
import { createUser, logIn, TEST_STUDENT } from '../support/users.ts';
import { chatPage } from './support/chatPage.ts';

interface Row {
  id: string;
  role: string;
  content: string;
  meta: { versionOf?: string };
}

/** Issue 18 through chat-with-ai on the local backend, with the loopback OpenAI stand-in. */
describe.skipIf(!hasChromium())('regenerate and edit through chat-with-ai (issue 18)', () => {
  const harness = useAiBackendAndBrowser();

  it('the tutor reads the newest conversation only; the server counts each; versions sync to the account', async () => {
    const email = uniqueEmail('tools');
    await createUser(harness.server, email, 'tools-pass-1', TEST_STUDENT);
    const { context, page } = await newPage(harness.browser);
    await logIn(page, harness.server.url, email, 'tools-pass-1');
    const chat = chatPage(page);
    await chat.badge.getByText('5/5 left').waitFor();
    const asked = (n: number) =>
      (harness.ai.requests[n]?.body.messages ?? []).filter((m) => m.role !== 'system');
    const texts = (n: number) => asked(n).map((m) => `${m.role}:${String(m.content)}`);

    harness.ai.queue({ kind: 'answer', content: 'First answer.' });
    await chat.ask('What is 2 + 2?');
    await chat.nth(chat.answers, 1);
    harness.ai.queue({ kind: 'answer', content: 'Second answer.' });
    await page.getByRole('button', { name: 'Regenerate this answer (counts as a question)' }).click();
    await page.getByRole('status', { name: 'Version 2 of 2' }).waitFor({ timeout: 15_000 });
    // The regenerate asks the question again without the answer it replaces, and is counted.
    expect(texts(1)).toEqual(['user:What is 2 + 2?']);
    await chat.badge.getByText('3/5 left').waitFor();

    harness.ai.queue({ kind: 'answer', content: 'Third answer.' });
    await page.getByRole('button', { name: 'Edit and ask again' }).click();
    await chat.input.fill('What is 3 + 3?');
    await chat.input.press('Enter');
    await chat.log.getByText('Third answer.').waitFor({ timeout: 15_000 });
    expect(texts(2)).toEqual(['user:What is 3 + 3?']);
    await chat.badge.getByText('2/5 left').waitFor();

    // Every version reached the account, with its mark.
    const rows = async (): Promise<Row[]> => {
      const res = await fetch(
        `${harness.server.url}/rest/v1/chat_messages?select=id,role,content,meta&order=created_at`,
        { headers: apiHeaders(harness.server.serviceRoleKey) },
      );
      return (await res.json()) as Row[];
    };
    await expect.poll(async () => (await rows()).length, { timeout: 20_000 }).toBe(5);
    const [q1, a1, a2, q2, a3] = await rows();
    expect([q1?.content, a1?.content, a2?.content, q2?.content, a3?.content]).toEqual([
      'What is 2 + 2?',
      'First answer.',
      'Second answer.',
      'What is 3 + 3?',
      'Third answer.',
    ]);
    // Other features' keys (the tutor's) may sit beside the mark.
    expect(a2?.meta.versionOf).toBe(a1?.id);
    expect(q2?.meta.versionOf).toBe(q1?.id);
    expect(a1?.meta.versionOf).toBeUndefined();
    expect(a3?.meta.versionOf).toBeUndefined();
    await context.close();
  });
});
