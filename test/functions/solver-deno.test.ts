// The shared solver runs unchanged under Deno (the edge runtime) and gives the same answers as Node.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { solve } from '../../supabase/functions/_shared/solver/index.ts';
import { PROBE_QUESTIONS } from './support/solver-probe-questions.ts';

const root = join(import.meta.dirname, '..', '..');
const deno = join(root, 'node_modules', '.bin', 'deno');

describe('solver under Deno', () => {
  it('type-checks with deno check (no DOM, no Node APIs)', () => {
    const r = spawnSync(
      deno,
      [
        'check',
        '--quiet',
        '--config',
        'supabase/functions/deno.json',
        'supabase/functions/_shared/solver/index.ts',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('solves the same questions with the same answers as Node', () => {
    const r = spawnSync(
      deno,
      [
        'run',
        '--quiet',
        '--config',
        'supabase/functions/deno.json',
        'test/functions/support/solver-deno-probe.ts',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      rows: { q: string; solved: boolean; answer?: string; steps?: number }[];
      same: boolean;
    };
    expect(out.same).toBe(true);
    expect(out.rows.map((x) => x.q)).toEqual(PROBE_QUESTIONS);
    expect(out.rows[0]?.answer).toBe('x = 7');
    for (const row of out.rows) {
      const node = solve(row.q, { timeLimitMs: 10_000 });
      expect(row.solved, row.q).toBe(node.solved);
      if (node.solved) {
        expect(row.answer, row.q).toBe(node.answer);
        expect(row.steps, row.q).toBe(node.steps.length);
      }
    }
    expect(out.rows.at(-1)?.solved).toBe(false);
  }, 60_000);
});
