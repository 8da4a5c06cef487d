import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../supabase/local/config.ts';
import { client, uniqueEmail } from './support.ts';

// `npm run local -- --no-email-confirm --api-keys new`: Supabase's `[auth.email] enable_confirmations =
// false` (GoTrue's MAILER_AUTOCONFIRM) and the new key kind from the command line; Ctrl-C stops every
// function process with the server.
const scratch = mkdtempSync(join(tmpdir(), 'studymate-compat-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function waitForBanner(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Press Ctrl-C to stop/.test(output)) resolve(output);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the CLI exited with ${code}:\n${output}`)));
  });
}

describe('the CLI', () => {
  it('confirms sign-ups at once with --no-email-confirm, issues new keys, and Ctrl-C ends its Deno children', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'supabase/local/cli.ts',
        '--port',
        '0',
        '--no-email-confirm',
        '--api-keys',
        'new',
        '--data-dir',
        join(scratch, 'db'),
      ],
      { cwd: repoRoot, env: { ...process.env, PORT: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const banner = await waitForBanner(child);
      expect(banner).toMatch(/Sign-ups:\s+confirmed at once/);
      const url = /API URL:\s+(\S+)/.exec(banner)?.[1] ?? '';
      const key = /Publishable key:\s+(\S+)/.exec(banner)?.[1] ?? '';
      expect(key).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
      const user = client(url, key);
      const { data, error } = await user.auth.signUp({
        email: uniqueEmail('cli'),
        password: 'correct horse 1',
      });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();
      const asked = await user.functions.invoke('payment-status', { body: {} });
      expect(asked.error).toBeNull();
      const deno = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => /\bdeno run\b/.test(line))
        .map((line) => Number(line.trim().split(/\s+/)[0]));
      expect(deno).toHaveLength(1);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      const stillAlive = deno.filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
      expect(stillAlive).toEqual([]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
