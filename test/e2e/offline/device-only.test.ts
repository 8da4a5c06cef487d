import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { chatPage } from '../chat/support/chatPage.ts';
import { askAndWait, historyDialog, historyTitles, openHistory } from '../chat/support/history.ts';
import type { E2eBackend } from '../support/backend.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useAiBackendAndBrowser } from '../support/harness.ts';
import { createUser, logIn, TEST_STUDENT } from '../support/users.ts';

/**
 * Issue 9: "A signed-out student's data never leaves the device." A chat asked while signed out stays
 * on this browser only, even after someone signs in here (a shared library computer): it is still in
 * the history, it is never sent to the account, and the account's pull does not delete it.
 */

const PASSWORD = 'device-only-1';

/** The chats and message ids this browser holds (its real IndexedDB). */
function localHistory(page: Page): Promise<{ id: string; title: string; messageIds: string[] }[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('studymate');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    const chats = await all<{ id: string; title: string }>('chats');
    const messages = await all<{ id: string; chatId: string }>('messages');
    db.close();
    return chats.map((c) => ({
      id: c.id,
      title: c.title,
      messageIds: messages.filter((m) => m.chatId === c.id).map((m) => m.id),
    }));
  });
}

/** Rows of a table as the server holds them (service role, RLS bypassed). */
async function serverRows(backend: E2eBackend, table: string, query: string): Promise<{ id: string }[]> {
  const response = await fetch(`${backend.url}/rest/v1/${table}?${query}&select=id`, {
    headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`${table}: ${response.status}`);
  return (await response.json()) as { id: string }[];
}

const isChatsList = (url: string, method: string) =>
  method === 'GET' && new URL(url).pathname === '/rest/v1/chats';

describe.skipIf(!hasChromium())('a signed-out visitor’s chat stays on the device after a sign-in', () => {
  const harness = useAiBackendAndBrowser();

  it('is still in the history, never reaches the account, and the account’s pull keeps it', async () => {
    const email = uniqueEmail('deviceonly');
    const { id: userId } = await createUser(harness.server, email, PASSWORD, TEST_STUDENT);
    const { context, page } = await newPage(harness.browser);
    /** Every body sent to the account's chat tables. */
    const pushed: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'GET' && path.startsWith('/rest/v1/chat')) {
        pushed.push(`${request.method()} ${path} ${request.postData() ?? ''}`);
      }
    });

    // Signed out: a homework question.
    await page.goto(`${harness.server.url}/#/`);
    harness.ai.queue(
      { kind: 'answer', content: 'Anonymous answer.' },
      { kind: 'answer', content: 'Signed-in answer.' },
    );
    await askAndWait(page, 'Anonymous homework question', 1);
    const [anonymous] = await localHistory(page);
    expect(anonymous?.messageIds).toHaveLength(2);
    if (!anonymous) return;

    // Someone signs in on the same browser and asks their own question.
    await logIn(page, harness.server.url, email, PASSWORD);
    await page.getByRole('button', { name: 'New chat' }).click();
    await askAndWait(page, 'My own question', 1);

    // The account's chat reaches the server (so sync did run); the anonymous one does not.
    await expect
      .poll(() => serverRows(harness.server, 'chat_messages', `user_id=eq.${userId}`).then((r) => r.length), {
        timeout: 10_000,
      })
      .toBe(2);
    const serverChats = await serverRows(harness.server, 'chats', `user_id=eq.${userId}`);
    expect(serverChats).toHaveLength(1);
    expect(serverChats[0]?.id).not.toBe(anonymous.id);
    expect(await serverRows(harness.server, 'chats', `id=eq.${anonymous.id}`)).toEqual([]);
    expect(await serverRows(harness.server, 'chat_messages', `chat_id=eq.${anonymous.id}`)).toEqual([]);
    expect(pushed.some((p) => p.includes('/rest/v1/chat_messages'))).toBe(true);
    for (const id of [anonymous.id, ...anonymous.messageIds]) {
      expect(pushed.filter((p) => p.includes(id))).toEqual([]);
    }

    // Start-up syncs again: a pull whose server copy has no such chat. Opening the history asks for one
    // more cycle, which starts only after the first one is over.
    const startupPull = page.waitForResponse((r) => isChatsList(r.url(), r.request().method()));
    await page.reload();
    await startupPull;
    const nextPull = page.waitForResponse((r) => isChatsList(r.url(), r.request().method()));
    await openHistory(page);
    await nextPull;
    await expect.poll(() => historyTitles(page)).toEqual(['My own question', 'Anonymous homework question']);
    await historyDialog(page)
      .getByRole('button', { name: /^Anonymous homework question/ })
      .click();
    await chatPage(page).answers.getByText('Anonymous answer.').waitFor();
    expect(await serverRows(harness.server, 'chats', `id=eq.${anonymous.id}`)).toEqual([]);

    await context.close();
  });
});
