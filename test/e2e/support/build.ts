import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const repoRoot = new URL('../../../', import.meta.url).pathname;

/** Builds the PWA into its own folder (dist/ belongs to `npm start`). */
export function buildApp(outDir: string, env: Record<string, string> = {}): void {
  const result = spawnSync(
    join(repoRoot, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: repoRoot,
      // vitest runs with NODE_ENV=test, which would make Vite build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}
