import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCli } from '../../supabase/local/cli.ts';
import { repoRoot } from '../../supabase/local/config.ts';
import { resolvePort } from '../../supabase/local/port.ts';
import { startLocalBackend } from '../../supabase/local/server.ts';

const scratch = mkdtempSync(join(tmpdir(), 'studymate-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the port', () => {
  it('is --port, else PORT, else 54321', () => {
    expect(resolvePort(undefined, undefined)).toBe(54321);
    expect(resolvePort(undefined, '')).toBe(54321);
    expect(resolvePort(undefined, '54400')).toBe(54400);
    expect(resolvePort('0', '54400')).toBe(0);
    expect(parseCli([], { PORT: '55111' }).port).toBe(55111);
    expect(parseCli(['--port', '55112'], { PORT: '55111' }).port).toBe(55112);
    expect(() => resolvePort(undefined, 'http')).toThrow(/PORT must be a port number/);
    expect(() => resolvePort('70000', undefined)).toThrow(/--port must be a port number/);
  });

  it('when busy, the CLI says so and suggests PORT=… instead of a stack trace', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts'], {
        cwd: repoRoot,
        env: { ...process.env, PORT: String(port) },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(run.stderr).toContain(`PORT=${port + 1} npm start`);
      expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('the PGlite data folder', () => {
  it('is created with every missing parent (a fresh clone has no .local/)', async () => {
    const dataDir = join(scratch, 'fresh-clone', '.local', 'db');
    const backend = await startLocalBackend({ port: 0, dataDir });
    try {
      const response = await fetch(`${backend.url}/auth/v1/health`, {
        headers: { apikey: backend.anonKey },
      });
      expect(response.ok).toBe(true);
    } finally {
      await backend.stop();
    }
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});
