import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../../../supabase/local/config.ts';
import type { ChildBackendOptions, ChildMessage } from './backend-messages.ts';

const ENTRY = fileURLToPath(new URL('./backend-process.ts', import.meta.url));
const START_TIMEOUT_MS = 120_000;

/** A local backend running in its own Node process (backend-process.ts), as `npm start` runs it. */
export interface ChildBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The backend process's id (its Deno functions are its children). */
  pid: number;
  /** Statements the backend has sent to its database, and the CPU its process has used (ms). */
  stats(): Promise<{ roundTrips: number; cpuMs: number }>;
  stop(): Promise<void>;
}

function next<T extends ChildMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`backend process: no '${type}' in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: ChildMessage) => {
      if (message.type === type) done(null, message as Extract<ChildMessage, { type: T }>);
      else if (message.type === 'error') done(new Error(`backend process: ${message.message}`));
    };
    const onExit = (code: number | null) =>
      done(new Error(`backend process exited (${code}) before '${type}'`));
    function done(error: Error | null, value?: Extract<ChildMessage, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else if (value) resolve(value);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Forks the backend process, starts the backend in it with `options` and waits until it serves. */
export async function startChildBackend(
  options: ChildBackendOptions,
  functionsLog: (line: string) => void = () => {},
): Promise<ChildBackend> {
  const child = fork(ENTRY, [], {
    cwd: repoRoot,
    // BENCH_CPU_PROF_DIR=<dir>: a V8 CPU profile of the backend process, written when it stops.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF_DIR
        ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (message: ChildMessage) => {
    if (message.type === 'log') functionsLog(message.line);
  });
  const ready = next(child, 'ready', START_TIMEOUT_MS);
  child.send({ type: 'start', options });
  let info: Awaited<typeof ready>;
  try {
    info = await ready;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  let stopped: Promise<void> | null = null;
  return {
    url: info.url,
    anonKey: info.anonKey,
    serviceRoleKey: info.serviceRoleKey,
    pid: child.pid ?? -1,
    async stats() {
      const reply = next(child, 'stats', 10_000);
      child.send({ type: 'stats' });
      const { roundTrips, cpuMs } = await reply;
      return { roundTrips, cpuMs };
    },
    stop() {
      stopped ??= (async () => {
        if (child.exitCode !== null) return;
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        // The child stops the backend (and its Deno functions), says so, disconnects and exits.
        child.send({ type: 'stop' });
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      })();
      return stopped;
    },
  };
}
