import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isShellCache, isStartPageCache } from '../../../src/lib/shellCaches.ts';
import { uniqueEmail } from '../../support/users.ts';
import { chatPage } from '../chat/support/chatPage.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useAiBackendAndBrowser } from '../support/harness.ts';
import { createUser, logIn, TEST_STUDENT } from '../support/users.ts';

const STORES = ['chats', 'messages', 'outbox', 'drafts', 'syncQueue'] as const;

/** How many records each store of the 'studymate' database holds. */
const storeCounts = (page: Page) =>
  page.evaluate(
    (stores) =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('studymate');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction([...stores], 'readonly');
          const counts: Record<string, number> = {};
          for (const name of stores) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => {
              counts[name] = request.result;
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
    [...STORES],
  );

/** Every Cache Storage cache with the URLs it holds. */
const cacheContents = (page: Page) =>
  page.evaluate(async () => {
    const out: { name: string; urls: string[] }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out.push({ name, urls: (await cache.keys()).map((r) => new URL(r.url).pathname) });
    }
    return out;
  });

const BACKEND_PATH = /^\/(auth|rest|functions)\/v1\//;

describe.skipIf(!hasChromium())('sign-out leaves no user data on the device', () => {
  const harness = useAiBackendAndBrowser();

  it('IndexedDB is empty and Cache Storage keeps only the app shell', async () => {
    const email = uniqueEmail('signout');
    await createUser(harness.server, email, 'signout-pass-1', TEST_STUDENT);
    const { context, page } = await newPage(harness.browser);
    await logIn(page, harness.server.url, email, 'signout-pass-1');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Use the chat signed in: a question, its answer, and a draft of the next one.
    harness.ai.queue({ kind: 'answer', content: 'Mitochondria make ATP.' });
    const chat = chatPage(page);
    await chat.ask('What do mitochondria do?');
    await chat.nth(chat.answers, 1);
    await page.locator('.composer__send:disabled').waitFor();
    await chat.input.fill('A private follow-up');
    await expect.poll(async () => (await storeCounts(page)).drafts).toBe(1);
    const before = await storeCounts(page);
    expect(before.chats).toBe(1);
    expect(before.messages).toBe(2);

    // The service worker never cached a harness.server response while the chat was used.
    const cached = await cacheContents(page);
    expect(cached.some((c) => c.name.startsWith('workbox-precache'))).toBe(true);
    expect(cached.flatMap((c) => c.urls).filter((url) => BACKEND_PATH.test(url))).toEqual([]);

    // A cache a page or a future worker might fill with user data: it has to go at sign-out too.
    await page.evaluate(async () => {
      const cache = await caches.open('user-responses');
      await cache.put('/rest/v1/chats?select=*', new Response('[{"title":"private"}]'));
    });

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();

    await expect
      .poll(() => storeCounts(page))
      .toEqual({ chats: 0, messages: 0, outbox: 0, drafts: 0, syncQueue: 0 });
    expect(await chat.input.inputValue()).toBe('');
    const after = await cacheContents(page);
    expect(after.map((c) => c.name).every(isShellCache)).toBe(true);
    // The app shell stays, so the app still opens offline, the start page's copy for a start without
    // the worker's boot included (sw/sw.ts).
    expect(after.some((c) => c.name.startsWith('workbox-precache'))).toBe(true);
    expect(after.some((c) => isStartPageCache(c.name))).toBe(true);
    expect(after.flatMap((c) => c.urls).filter((url) => BACKEND_PATH.test(url))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('studymate.draftRescue'))).toBeNull();

    // A reload brings nothing back.
    await page.reload();
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    expect(await chat.input.inputValue()).toBe('');
    expect(await storeCounts(page)).toEqual({ chats: 0, messages: 0, outbox: 0, drafts: 0, syncQueue: 0 });
    await context.close();
  });
});
