import { afterAll, afterEach } from 'vitest';
import { type Problem, takeProblems } from './pageWatch.ts';

// Every e2e test fails on a CSP violation or a failed same-origin app request (support/pageWatch.ts).
function check(problems: Problem[]): void {
  if (problems.length === 0) return;
  const lines = problems.map((p) => `  ${p.kind}: ${p.text}`);
  throw new Error(
    `The browser reported ${problems.length} problem(s) under the production headers:\n${lines.join('\n')}`,
  );
}

afterEach(() => check(takeProblems()));
afterAll(() => check(takeProblems()));
