// Every problem in problems.ts: the exact final result, and steps that are present and well formed.
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { compareResults, type Solved, solve } from '../../../supabase/functions/_shared/solver/index.ts';
import { PROBLEMS } from './problems.ts';

/** Chemical equations compare as text: coefficients and formulas, no LaTeX. */
const chem = (s: string) =>
  s
    .replace(/_\{(\d+)\}/g, '$1')
    .replace(/\\mathrm\{([^}]*)\}/g, '$1')
    .replace(/\\rightarrow|→/g, '->')
    .replace(/\s+/g, '');

function expectWellFormed(r: Solved) {
  expect(r.steps.length).toBeGreaterThan(0);
  for (const s of r.steps) {
    expect(s.rule.trim()).not.toBe('');
    expect(s.text.trim()).not.toBe('');
    expect(s.latex).not.toMatch(/(?<!\\text\{[^}]*)undefined|NaN|\[object/);
  }
  expect(r.markdown.startsWith(`## ${r.title}\n`)).toBe(true);
  expect(r.markdown).toContain('1. **');
  expect(r.markdown).toContain(`**Answer:** $${r.answer}`);
  expect(r.markdown).toMatch(/\*\*Study tip:\*\* \S/);
  // Every line typesets in the app's KaTeX (inline maths in the texts too).
  const tex = (t: string) => katex.renderToString(t, { throwOnError: true, displayMode: true });
  for (const s of r.steps) {
    expect(() => tex(s.latex), s.latex).not.toThrow();
    for (const m of s.text.matchAll(/\$([^$]+)\$/g)) expect(() => tex(m[1] ?? ''), m[1]).not.toThrow();
  }
  expect(() => tex(r.answer), r.answer).not.toThrow();
  expect(r.answer).not.toMatch(/(?<!\\text\{[^}]*)undefined|NaN/);
}

const total = Object.values(PROBLEMS).reduce((n, list) => n + list.length, 0);

describe(`solver: ${total} problems`, () => {
  it('has at least 150 problems', () => expect(total).toBeGreaterThanOrEqual(150));

  for (const [category, list] of Object.entries(PROBLEMS)) {
    describe(category, () => {
      for (const [question, expected] of list) {
        it(question, () => {
          const r = solve(question, { timeLimitMs: 5000 });
          if (!r.solved) throw new Error(`not solved: ${r.reason} ${r.message ?? ''}`);
          expect(r.category).toBe(category);
          expectWellFormed(r);
          if (category === 'chemistry' && expected.includes('->')) {
            expect(chem(r.answer)).toBe(chem(expected));
            return;
          }
          const c = compareResults(r.answer, expected);
          expect(c, `answer ${r.answer}`).toMatchObject({ same: true, exact: true });
        });
      }
    });
  }
});
