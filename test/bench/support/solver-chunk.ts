// Builds the solver the way the app will load it: a Vite production build (the app's target and the
// nerdamer trim plugin from vite.config.ts) of an entry that imports the solver lazily. Every chunk
// but the entry is what the browser fetches when the solver is first needed.
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { nerdamerTrim } from '../../../scripts/nerdamer-trim.ts';
import { repoRoot } from '../../e2e/support/build.ts';

const ENTRY = '\0solver-entry';

export interface SolverChunk {
  files: string[];
  rawKB: number;
  gzipKB: number;
}

export async function solverChunk(): Promise<SolverChunk> {
  const output = (await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    plugins: [
      nerdamerTrim(),
      {
        name: 'solver-entry',
        resolveId: (id) => (id === 'solver-entry' ? ENTRY : null),
        load: (id) =>
          id === ENTRY
            ? "globalThis.loadSolver = () => import('/supabase/functions/_shared/solver/index.ts');"
            : null,
      },
    ],
    build: { target: 'es2022', write: false, rollupOptions: { input: 'solver-entry' } },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk' && !o.isEntry);
  const bytes = chunks.map((c) => Buffer.from(c.code));
  return {
    files: chunks.map((c) => c.fileName),
    rawKB: bytes.reduce((n, b) => n + b.length, 0) / 1024,
    gzipKB: bytes.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) / 1024,
  };
}
