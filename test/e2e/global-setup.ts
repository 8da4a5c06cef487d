import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { localApiKeys } from '../../supabase/local/keys.ts';
import { buildApp, repoRoot } from './support/build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app as `npm start` builds it: same-origin Supabase URL and the local anon key. */
    distDir: string;
    /** The app with no backend configured (demo mode, as on a bare static host). */
    demoDistDir: string;
  }
}

/** Builds the app once for every e2e file (the size budgets read the same build). */
export default async function setup(project: TestProject): Promise<void> {
  const { anonKey } = await localApiKeys();
  const distDir = join(repoRoot, '.local', 'e2e-dist');
  const demoDistDir = join(repoRoot, '.local', 'e2e-demo-dist');
  buildApp(distDir, { VITE_SUPABASE_URL: '/', VITE_SUPABASE_ANON_KEY: anonKey });
  buildApp(demoDistDir, { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' });
  project.provide('distDir', distDir);
  project.provide('demoDistDir', demoDistDir);
}
