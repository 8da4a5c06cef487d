import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** What `npm start` printed: the app and mailbox addresses a newcomer would open. */
export interface Banner {
  app: string;
  mailbox: string;
}

export interface NpmStart {
  child: ChildProcess;
  banner: Promise<Banner>;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The environment of someone who just cloned the repository: none of this test run's settings
 * (NODE_ENV=test, a DATABASE_URL, AI or Stripe keys, VITE_* values) leak into the clone.
 */
export function newcomerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const leaks =
    /^(NODE_ENV|PORT|DATABASE_URL|TEST_DATABASE_URL|VITEST.*|VITE_.*|AI_.*|STRIPE_.*|npm_package_.*|npm_lifecycle_.*)$/;
  for (const [key, value] of Object.entries(process.env)) if (!leaks.test(key)) env[key] = value;
  return { ...env, ...extra };
}

export function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): string {
  const result = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 300_000 });
  if (result.status !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}

/** True when nothing listens on 127.0.0.1:port. */
export async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `npm start` with no arguments, as the README says, in `cwd`. */
export function npmStart(cwd: string, env: NodeJS.ProcessEnv): NpmStart {
  const child = spawn('npm', ['start'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
  banner.catch(() => undefined); // read by the test; an early exit is reported there
  return {
    child,
    banner,
    output: () => output,
    async stop() {
      // npm starts node as its child: stop the whole process group, as Ctrl-C does.
      if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGINT');
      await exited;
    },
  };
}
