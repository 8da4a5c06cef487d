import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { isAbsolute, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { repoRoot } from './config.ts';
import { type ApiKeyKind, projectKeys } from './gateway.ts';
import { signingFor } from './keyStore.ts';
import { isAddressInUse, portBusyMessage, resolvePort } from './port.ts';
import { startLocalBackend } from './server.ts';

const USAGE = `Usage: npm run local -- [options]      (npm start -- [options] builds the app first)

  --port <n>         port to listen on (default: $PORT, else 54321; 0 picks a free one)
  --host <address>   interface to bind (default 127.0.0.1, this machine only)
  --data-dir <dir>   PGlite data folder (default .local/db)
  --reset            start with an empty database (wipes the data folder)
  --dist <dir>       the built app to serve (default dist, when it exists)
  --no-email-confirm sign-ups are confirmed at once, no e-mail (config.toml [auth.email]
                     enable_confirmations = false does the same)
  --api-keys <kind>  legacy (default): the anon and service_role JWT keys; new: sb_publishable_… and
                     sb_secret_… keys, the legacy ones refused (functions that signed-out visitors
                     call need verify_jwt = false, see README)
  --print-anon-key   print the key browsers use (anon, or publishable with --api-keys new) and exit
  --help             show this help

Environment:
  PORT=<n>           port to listen on when --port is not given (e.g. PORT=54400 npm start)
  DATABASE_URL=postgres://…  use that PostgreSQL database instead of PGlite`;

const fromRoot = (path: string) => (isAbsolute(path) ? path : join(repoRoot, path));

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string', default: '127.0.0.1' },
  'data-dir': { type: 'string', default: '.local/db' },
  reset: { type: 'boolean', default: false },
  dist: { type: 'string' },
  'no-email-confirm': { type: 'boolean', default: false },
  'api-keys': { type: 'string', default: 'legacy' },
  'print-anon-key': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

/** The options plus the port they and `PORT` resolve to (throws a plain message on a bad value). */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const { values } = parseArgs({ args: argv, options: OPTIONS });
  const apiKeys = values['api-keys'];
  if (apiKeys !== 'legacy' && apiKeys !== 'new')
    throw new Error(`--api-keys must be legacy or new (got ${JSON.stringify(apiKeys)})`);
  return {
    values,
    apiKeys: apiKeys as ApiKeyKind,
    port: values.help || values['print-anon-key'] ? 0 : resolvePort(values.port, env.PORT),
  };
}

/** The key a build for this server carries: the public key of the kind and signer the options pick. */
export async function buildKey(argv: string[]): Promise<string> {
  const { values, apiKeys } = parseCli(argv);
  const dataDir = fromRoot(values['data-dir']);
  const { jwt } = signingFor(values.host, dataDir);
  return (await projectKeys(apiKeys, jwt, values.host, dataDir)).publicKey;
}

/** Fails early, before `npm start` spends time on the build, when the port is taken. */
export async function checkPortFree(argv: string[]): Promise<void> {
  const { values, port } = parseCli(argv);
  if (port === 0 || values.help || values['print-anon-key']) return;
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, values.host, () => resolve());
    });
  } catch (error) {
    throw isAddressInUse(error) ? new Error(portBusyMessage(port, values.host)) : error;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** `npm run local`: starts the local backend and prints where everything is. */
export async function main(argv: string[]): Promise<void> {
  const { values, port, apiKeys } = parseCli(argv);
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values['print-anon-key']) {
    process.stdout.write(`${await buildKey(argv)}\n`);
    return;
  }
  await checkPortFree(argv); // before opening the database: a busy port leaves nothing behind
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = fromRoot(values['data-dir']);
  const distDir = fromRoot(values.dist ?? 'dist');
  const hasDist = existsSync(join(distDir, 'index.html'));

  const backend = await startLocalBackend({
    port,
    host: values.host,
    dataDir,
    reset: values.reset,
    databaseUrl,
    distDir: hasDist ? distDir : undefined,
    apiKeys,
    ...(values['no-email-confirm'] ? { confirmEmail: false } : {}),
    log: (line) => console.log(`[local] ${line}`),
  }).catch((error: unknown) => {
    throw isAddressInUse(error) ? new Error(portBusyMessage(port, values.host)) : error;
  });
  const database = databaseUrl
    ? 'PostgreSQL from DATABASE_URL'
    : `PGlite in ${relative(process.cwd(), dataDir) || '.'}`;
  const rows: [string, string][] = [
    [
      'App',
      hasDist
        ? `${backend.publicUrl}/`
        : `(no built app in ${relative(process.cwd(), distDir)}: run npm start)`,
    ],
    ['Mailbox', `${backend.publicUrl}/_mailbox`],
    ['API URL', backend.url],
    [backend.apiKeys === 'new' ? 'Publishable key' : 'anon key', backend.anonKey],
    ['Sign-ups', backend.confirmEmail ? 'confirmed by the e-mail link (see Mailbox)' : 'confirmed at once'],
    ['Database', `${database}${values.reset ? ' (reset)' : ''}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  console.log(`
StudyMate is running on the local backend.

${rows.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`).join('\n')}

Press Ctrl-C to stop.`);
  if (backend.warnings.length > 0)
    console.warn(`\n${backend.warnings.map((l) => `WARNING: ${l}`).join('\n')}`);

  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 2) process.exit(130); // a third signal: stop waiting
    if (signals > 1) return; // the same Ctrl-C can arrive twice (terminal and parent); one stop is enough
    console.log(`\n${signal}: stopping…`);
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
