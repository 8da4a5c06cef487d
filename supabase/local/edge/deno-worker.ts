import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../config.ts';
import { forward } from './proxy.ts';
import { BootError, type ForwardedRequest, type FunctionWorker, HOP_BY_HOP, WorkerError } from './worker.ts';

const READY_MARK = 'studymate-edge-listening';
const PRELOAD = fileURLToPath(new URL('./preload.ts', import.meta.url));
export const DENO_BIN = join(repoRoot, 'node_modules', '.bin', 'deno');

/** How long a function may take to start serving (a busy 2-core machine included). */
const BOOT_TIMEOUT_MS = 60_000;

/** Every Deno child alive, so that even an abrupt exit of this process takes them along. */
const alive = new Set<ChildProcess>();
let exitHook = false;
function track(child: ChildProcess): void {
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  if (!exitHook) {
    exitHook = true;
    process.once('exit', () => {
      for (const c of alive) c.kill('SIGKILL');
    });
  }
}

/** Deno's cache (transpiled code only: npm packages come from the project's node_modules). */
function denoDir(): string {
  if (process.env.DENO_DIR) return process.env.DENO_DIR;
  const cache = process.env.XDG_CACHE_HOME || (process.env.HOME ? join(process.env.HOME, '.cache') : null);
  return join(cache ?? homedir(), 'deno');
}

/**
 * `deno run` of the flags the edge runtime's sandbox amounts to: network and environment only (no files,
 * subprocesses, FFI or system information), npm packages from the project's node_modules at the exact
 * versions the function's own deno.json names (a mismatch fails the boot), no type check, no lock file
 * written into the repository. The function's deno.json is its import map, as on deploy; without one it
 * gets none (not supabase/functions/deno.json, which is for editors and `deno check` only).
 */
export function denoArgs(dir: string): string[] {
  const config = join(dir, 'deno.json');
  return [
    'run',
    '--node-modules-dir=manual',
    '--no-lock',
    '--no-prompt',
    '--allow-net',
    '--allow-env',
    ...(existsSync(config) ? ['--config', config] : ['--no-config']),
    '--preload',
    PRELOAD,
    join(dir, 'index.ts'),
  ];
}

/**
 * One edge function in its own Deno process, started on its first request (a cold start, as in
 * production) and restarted on the next request after it dies. Requests are proxied to the port its
 * Deno.serve listens on; its console output goes to `log`, prefixed with the function's name.
 */
export class DenoWorker implements FunctionWorker {
  private child: ChildProcess | null = null;
  private port: Promise<number> | null = null;

  constructor(
    private readonly name: string,
    private readonly dir: string,
    private readonly env: Record<string, string>,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts Deno and resolves with the port once the function serves (BootError otherwise). */
  private boot(): Promise<number> {
    const child = spawn(DENO_BIN, denoArgs(this.dir), {
      cwd: this.dir,
      // Only what Supabase gives a function (no HOME, PATH or the developer's shell variables).
      env: {
        ...this.env,
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        DENO_DIR: denoDir(),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    track(child);
    const prefix = `[functions:${this.name}]`;
    return new Promise<number>((resolve, reject) => {
      let settled = false;
      const fail = (why: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new BootError(`${this.name} failed to boot: ${why}`));
      };
      const timer = setTimeout(() => fail(`not serving after ${BOOT_TIMEOUT_MS / 1000} s`), BOOT_TIMEOUT_MS);
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) =>
        this.log(`${prefix} ${line}`),
      );
      createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
        if (line.startsWith(READY_MARK)) {
          const port = Number(line.slice(READY_MARK.length).trim());
          if (!settled && Number.isInteger(port) && port > 0) {
            settled = true;
            clearTimeout(timer);
            resolve(port);
          }
          return;
        }
        if (/^Listening on https?:\/\//.test(line)) return; // Deno's own banner
        this.log(`${prefix} ${line}`);
      });
      child.once('error', (error) => fail(error.message));
      child.once('exit', (code, signal) => {
        fail(`exited with ${signal ?? `code ${code}`} before serving`);
        if (this.child === child) {
          this.child = null;
          this.port = null;
        }
      });
    });
  }

  async fetch(request: ForwardedRequest): Promise<Response> {
    this.port ??= this.boot().catch((error: unknown) => {
      this.port = null;
      throw error;
    });
    const port = await this.port;
    const child = this.child;
    const headers = new Headers();
    request.headers.forEach((value, key) => {
      // Deno.serve would compress for the client; the gateway answers uncompressed bodies itself.
      if (!HOP_BY_HOP.has(key) && key !== 'accept-encoding') headers.set(key, value);
    });
    try {
      return await forward(port, { ...request, headers });
    } catch (error) {
      if (!child || child.exitCode !== null || child.signalCode !== null || this.child !== child)
        throw new WorkerError(`${this.name} exited while answering`);
      throw error;
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.port = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin?.end(); // the preload's watchdog ends the process
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }
}
