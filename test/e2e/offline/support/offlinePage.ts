import type { Page } from 'playwright-core';
import type { E2eBackend } from '../../support/backend.ts';

/** Waits until the service worker controls the page (so a reload works offline). */
export async function swControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** Rows of a table read with the service role key (RLS bypassed), filtered by PostgREST query params. */
export async function serviceRows<T>(backend: E2eBackend, table: string, query: string): Promise<T[]> {
  const response = await fetch(`${backend.url}/rest/v1/${table}?${query}`, {
    headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** The contact page as a visitor sees it. */
export function contactPage(page: Page) {
  return {
    name: page.getByLabel('Name'),
    email: page.getByLabel('Email'),
    subject: page.getByLabel('Subject'),
    message: page.getByLabel('Message'),
    send: page.locator('form button[type="submit"]'),
    queued: page.getByText("Your message is saved and will be sent when you're back online."),
    success: page.getByText("Thank you for your message! We'll get back to you soon."),
    error: page.getByText('Something went wrong. Please try again later.'),
    async fill(values: { name?: string; email?: string; subject: string; message: string }): Promise<void> {
      if (values.name !== undefined) await this.name.fill(values.name);
      if (values.email !== undefined) await this.email.fill(values.email);
      await this.subject.fill(values.subject);
      await this.message.fill(values.message);
    },
  };
}

/** Polls a count until it stops at `expected` (checked again after a pause, to catch late duplicates). */
export async function settlesAt(
  read: () => Promise<number>,
  expected: number,
  timeout = 15_000,
): Promise<void> {
  const end = Date.now() + timeout;
  let value = await read();
  while (value !== expected && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  if (value !== expected) throw new Error(`expected ${expected}, got ${value}`);
  await new Promise((r) => setTimeout(r, 1_500));
  value = await read();
  if (value !== expected) throw new Error(`expected ${expected} to stay, got ${value}`);
}

/** How many items wait in this page's IndexedDB outbox. */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('studymate');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}
