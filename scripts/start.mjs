#!/usr/bin/env node
// `npm start [-- --port N --reset …]`: the whole product on this machine with no accounts or Docker.
// Builds the PWA against the local backend (same origin, its stable anon key), then runs the backend
// (supabase/local) in this process, serving the build. Options go to supabase/local/cli.ts (--help).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
register();

const args = process.argv.slice(2);
const cli = await import('../supabase/local/cli.ts');
if (args.includes('--help')) {
  await cli.main(args);
  process.exit(0);
}
// Refuse a bad or busy --port / PORT before spending half a minute on the build.
try {
  await cli.checkPortFree(args);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The build carries the key browsers use: the demo key on loopback, the data folder's own key on any
// other address (the backend refuses the public demo key there; see keyStore.ts), of the kind
// --api-keys names.
const anonKey = await cli.buildKey(args);

console.log('Building the app for the local backend…');
const build = spawnSync(
  join(root, 'node_modules', '.bin', 'vite'),
  ['build', '--outDir', 'dist', '--emptyOutDir'],
  {
    cwd: root,
    stdio: 'inherit',
    // The app resolves the relative URL against its own origin: the backend serves both.
    env: { ...process.env, VITE_SUPABASE_URL: '/', VITE_SUPABASE_ANON_KEY: anonKey },
  },
);
if (build.status !== 0) {
  console.error('The build failed; not starting.');
  process.exit(build.status ?? 1);
}

try {
  await cli.main(['--dist', 'dist', ...args]);
} catch (error) {
  // A plain message (a busy port, a bad --port), not a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
