import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, newPage } from './support/browser.ts';
import { repoRoot } from './support/build.ts';

/** What `npm start` printed: the app and mailbox addresses a stranger would open. */
interface Banner {
  app: string;
  mailbox: string;
}

/** Runs `npm start` the way the README says (on a free port and a throwaway data folder). */
function npmStart(dataDir: string): { child: ChildProcess; banner: Promise<Banner> } {
  const child = spawn('npm', ['start', '--', '--port', '0', '--data-dir', dataDir, '--reset'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const banner = new Promise<Banner>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const app = /App:\s+(\S+)/.exec(output)?.[1];
      const mailbox = /Mailbox:\s+(\S+)/.exec(output)?.[1];
      if (app && mailbox) resolve({ app, mailbox });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return { child, banner };
}

describe.skipIf(!hasChromium())("a stranger's first run of npm start", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'studymate-first-run-'));
  let started: ReturnType<typeof npmStart>;
  let browser: Browser;

  beforeAll(async () => {
    started = npmStart(dataDir);
    await started.banner;
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    // npm starts node as its child: stop the whole process group.
    const child = started?.child;
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the printed URL, signs up, confirms from the mailbox and signs in', async () => {
    const { app, mailbox } = await started.banner;
    const email = `stranger-${Date.now().toString(36)}@example.com`;
    const password = 'first-run-pass-1';
    const { context, page } = await newPage(browser);

    await page.goto(app);
    await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Stranger');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Please verify your email').waitFor();

    // The mailbox page, as printed, holds the confirmation mail with a working link.
    await page.goto(mailbox);
    const mail = page.getByRole('listitem').filter({ hasText: email });
    await mail.getByRole('link', { name: 'Confirm email address' }).click();
    await page.getByText('Your email address is confirmed. You can now log in.').waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/#\/chat$/);
    await page.getByRole('button', { name: 'Open account menu' }).getByText('SS').waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(app).origin);
    await context.close();
  });
});
