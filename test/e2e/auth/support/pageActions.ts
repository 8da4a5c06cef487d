import type { Page } from 'playwright-core';

/** The local-storage keys the session-error rule clears (SPEC §9: supabase, auth or sb-). */
export const authStorageKeys = (page: Page): Promise<string[]> =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => /supabase|auth|sb-/i.test(k)));

/** The avatar button shows initials when signed in and a generic icon when signed out. */
export async function avatarText(page: Page): Promise<string> {
  const avatar = page.getByRole('button', { name: 'Open account menu' });
  return ((await avatar.textContent()) ?? '').trim();
}

export async function menuEntries(page: Page): Promise<string[]> {
  const button = page.getByRole('button', { name: 'Open account menu' });
  await button.click();
  const items = await page.locator('.avatar-menu__list button').allTextContents();
  await button.click();
  return items;
}

/**
 * Defines `idbDrafts(op)` in the page: puts one draft into, or counts the drafts of, the app's
 * existing 'studymate' database. It refuses to create the database (that is the app's job).
 */
export function defineIdbDrafts(): void {
  (globalThis as unknown as { idbDrafts: unknown }).idbDrafts = (op: 'put' | 'count') =>
    new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('studymate');
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onerror = () => reject(new Error(`cannot open studymate: ${open.error?.message}`));
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('drafts', op === 'put' ? 'readwrite' : 'readonly');
        const store = tx.objectStore('drafts');
        const req =
          op === 'put' ? store.put({ id: 'e2e', text: 'private', image: null, updatedAt: 0 }) : store.count();
        tx.oncomplete = () => {
          db.close();
          resolve(op === 'put' ? 1 : Number(req.result));
        };
        tx.onerror = () => reject(tx.error);
      };
    });
}

/** Holds requests matching `pattern` until the returned function is called (to observe busy states). */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
