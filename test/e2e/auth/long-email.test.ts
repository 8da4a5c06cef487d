import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.ts';
import { createUser, logIn } from '../support/users.ts';

import { type AuthEnv, openApp, startAuthEnv } from './support/harness.ts';

let counter = 0;
const longEmail = () => {
  counter += 1;
  return `firstname.middlename.lastname${counter}@students.department-of-mathematics.university-example.edu`;
};

/** The visual lines the address occupies inside `box` (characters grouped by their line box). */
async function emailLines(box: Locator, email: string): Promise<string[]> {
  return box.evaluate((root, address) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const chars: { ch: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ ch: text[i] ?? '', top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    const all = chars.map((c) => c.ch).join('');
    const start = all.indexOf(address);
    if (start === -1) throw new Error(`address not found in: ${all}`);
    const lines: string[] = [];
    let lastTop: number | null = null;
    for (const { ch, top } of chars.slice(start, start + address.length)) {
      if (lastTop === null || Math.abs(top - lastTop) > 4) lines.push(ch);
      else lines[lines.length - 1] += ch;
      lastTop = top;
    }
    return lines;
  }, email);
}

/**
 * No horizontal scrolling, nothing wider than its box, and the address breaks only after @, a dot or
 * a hyphen (the browser's own break point), never inside a word.
 */
async function expectWraps(page: Page, box: Locator, email: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
  const lines = await emailLines(box, email);
  expect(lines.join('')).toBe(email);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(0, -1)) expect(line).toMatch(/[@.-]$/);
}

/** Issue 13: long addresses overflowed "Please verify your email" and "Check Your Email", broke mid-word on Profile. */
describe.skipIf(!hasChromium())('long e-mail addresses at 360 px (local backend)', () => {
  let env: AuthEnv;
  beforeAll(async () => {
    env = await startAuthEnv({ confirmEmail: true });
  });
  afterAll(async () => {
    await env?.stop();
  });

  it('wrap at the @ and dots in the verification view', async () => {
    const email = longEmail();
    const { context, page } = await openApp(env, '/signup');
    await page.getByLabel('First name').fill('Long');
    await page.getByLabel('Last name').fill('Address');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('long-pass-1');
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Please verify your email').waitFor();
    await expectWraps(page, page.locator('.verify .alert'), email);
    await context.close();
  });

  it('wrap in "Check Your Email" and on Profile', async () => {
    const email = longEmail();
    await createUser(env.backend, email, 'long-pass-1', { firstName: 'Long', lastName: 'Address' });
    const { context, page } = await openApp(env, '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await expectWraps(page, page.locator('.alert--success'), email);

    await logIn(page, env.url, email, 'long-pass-1');
    await page.goto(`${env.url}/#/profile`);
    const profileEmail = page.locator('.profile__email');
    await profileEmail.waitFor();
    await expectWraps(page, profileEmail, email);
    await context.close();
  });
});
