import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/users.ts';
import { hasChromium, newPage } from '../support/browser.ts';
import { useBackendAndBrowser } from '../support/harness.ts';
import { createUser, logIn, TEST_STUDENT } from '../support/users.ts';
import { contactPage, outboxCount, serviceRows, settlesAt, swControlled } from './support/offlinePage.ts';

interface ContactRow {
  client_id: string;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

const CONTACT_FN = '**/functions/v1/contact-form';

describe.skipIf(!hasChromium())('contact form and its offline outbox (local backend)', () => {
  const harness = useBackendAndBrowser({ confirmEmail: false });
  const rowsFor = (email: string) =>
    serviceRows<ContactRow>(
      harness.server,
      'contact_messages',
      `select=*&email=eq.${encodeURIComponent(email)}`,
    );

  it('offline: queued, still queued after an offline reload, sent once when back online', async () => {
    const { context, page } = await newPage(harness.browser);
    const email = uniqueEmail('contact-offline');
    await page.goto(`${harness.server.url}/#/contact`);
    await swControlled(page);
    const form = contactPage(page);
    await form.name.waitFor({ timeout: 10_000 });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/functions/v1/contact-form') && r.method() === 'POST')
        posts.push(r.postData() ?? '');
    });

    await context.setOffline(true);
    await form.fill({ name: 'Ada Offline', email, subject: 'Train wifi', message: 'Sent from a tunnel.' });
    await form.send.click();
    await form.queued.waitFor({ timeout: 10_000 });
    // Saved on the device, so the form is free again.
    expect(await form.subject.inputValue()).toBe('');
    expect(await form.message.inputValue()).toBe('');
    expect(await form.send.textContent()).toBe('Send Message');

    // The service worker serves the app offline; the outbox is still there.
    await page.reload({ timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'CONTACT US' }).waitFor({ timeout: 10_000 });
    await form.queued.waitFor({ timeout: 10_000 });
    expect(await rowsFor(email)).toEqual([]);
    expect(posts).toEqual([]);
    expect(await outboxCount(page)).toBe(1);

    await context.setOffline(false);
    await form.success.waitFor({ timeout: 15_000 });
    await form.queued.waitFor({ state: 'detached', timeout: 5_000 });
    await settlesAt(async () => (await rowsFor(email)).length, 1);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      name: 'Ada Offline',
      subject: 'Train wifi',
      message: 'Sent from a tunnel.',
      user_id: null,
    });
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({ clientId: row?.client_id });
    // Nothing is left in the outbox.
    expect(await outboxCount(page)).toBe(0);
    await context.close();
  });

  it('a connection cut after the server stored the message: retried, still exactly one row', async () => {
    const { context, page } = await newPage(harness.browser);
    const email = uniqueEmail('contact-cut');
    const bodies: string[] = [];
    let cut = 0;
    await page.route(CONTACT_FN, async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      bodies.push(route.request().postData() ?? '');
      if (cut === 0) {
        cut += 1;
        const response = await route.fetch(); // the server commits the row...
        expect(response.status()).toBe(200);
        return route.abort('connectionreset'); // ...and the answer never arrives
      }
      return route.continue();
    });
    await page.goto(`${harness.server.url}/#/contact`);
    const form = contactPage(page);
    await form.fill({ name: 'Bo Cut', email, subject: 'Lost answer', message: 'Please count me once.' });
    await form.send.click();
    // The retry (after a 1–2 s backoff) finds the row already there and answers OK.
    await form.success.waitFor({ timeout: 20_000 });
    expect(bodies).toHaveLength(2);
    const ids = bodies.map((b) => (JSON.parse(b) as { clientId: string }).clientId);
    expect(ids[0]).toBe(ids[1]);
    await settlesAt(async () => (await rowsFor(email)).length, 1);
    expect((await rowsFor(email))[0]?.client_id).toBe(ids[0]);
    await context.close();
  });

  it('signed in: name and e-mail prefilled; Sending... disables the form; success clears it', async () => {
    const email = uniqueEmail('contact-user');
    const { id: userId } = await createUser(harness.server, email, 'contact-pass-1', TEST_STUDENT);
    const { context, page } = await newPage(harness.browser);
    await logIn(page, harness.server.url, email, 'contact-pass-1');
    await page.goto(`${harness.server.url}/#/contact`);
    const form = contactPage(page);
    await expect.poll(() => form.name.inputValue()).toBe('Test Student');
    expect(await form.email.inputValue()).toBe(email);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(CONTACT_FN, async (route: Route) => {
      await held;
      await route.continue();
    });
    await form.fill({ subject: 'Plans', message: 'How do I upgrade?' });
    await form.send.click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    expect(await form.send.isDisabled()).toBe(true);
    for (const field of [form.name, form.email, form.subject, form.message]) {
      expect(await field.isDisabled()).toBe(true);
    }
    release();
    await form.success.waitFor();
    expect(await form.subject.inputValue()).toBe('');
    expect(await form.message.inputValue()).toBe('');
    expect(await form.name.inputValue()).toBe('Test Student');
    expect(await form.email.isDisabled()).toBe(false);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: userId, subject: 'Plans' });
    await context.close();
  });

  it("Background Sync: the service worker's sync event tells the open page to drain its outbox", async () => {
    const { context, page } = await newPage(harness.browser);
    await page.goto(`${harness.server.url}/#/contact`);
    await swControlled(page);
    await page.evaluate(() => {
      const w = window as unknown as { drainCalls: number };
      w.drainCalls = 0;
      navigator.serviceWorker.addEventListener('message', (event) => {
        if ((event.data as { type?: string } | null)?.type === 'OUTBOX_DRAIN') w.drainCalls += 1;
      });
    });
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.startsWith(harness.server.url) && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const drains = () => page.evaluate(() => (window as unknown as { drainCalls: number }).drainCalls);
    // Another tag is not ours.
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: harness.server.url,
      registrationId: await registrationId,
      tag: 'something-else',
      lastChance: false,
    });
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: harness.server.url,
      registrationId: await registrationId,
      tag: 'studymate-outbox',
      lastChance: false,
    });
    await expect.poll(drains, { timeout: 10_000 }).toBe(1);
    await context.close();
  });

  it("the server's refusal shows SPEC's error banner and keeps what was typed", async () => {
    const { context, page } = await newPage(harness.browser);
    await page.route(CONTACT_FN, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Failed to send message"}',
      }),
    );
    await page.goto(`${harness.server.url}/#/contact`);
    const form = contactPage(page);
    await form.fill({ name: 'Cy', email: uniqueEmail('contact-error'), subject: 'Hi', message: 'Hello' });
    await form.send.click();
    await form.error.waitFor();
    expect(await form.message.inputValue()).toBe('Hello');
    expect(await form.queued.count()).toBe(0);
    // Submitting again starts from idle: the old banner goes.
    await page.unroute(CONTACT_FN);
    await form.send.click();
    await form.success.waitFor();
    expect(await form.error.count()).toBe(0);
    await context.close();
  });
});
