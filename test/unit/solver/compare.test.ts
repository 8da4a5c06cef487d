// sameResult / compareResults: the check issue 16 will run on AI answers.
import { describe, expect, it } from 'vitest';
import { compareResults, sameResult } from '../../../supabase/functions/_shared/solver/index.ts';

describe('sameResult', () => {
  const same: [string, string][] = [
    ['x = 7', '7'],
    ['x = 3 \\text{ or } x = 2', 'x=2, x=3'],
    ['6 \\cdot \\sqrt{2}', '6\\sqrt{2}'],
    ['\\frac{5}{4} = 1\\tfrac{1}{4}', '1.25'],
    ['\\text{no solution}', 'No solution'],
    ['\\frac{x^{3}}{3}+\\ln\\left(x\\right) + C', 'ln(x) + x^3/3 + C'],
    [
      'x = \\frac{(\\sqrt{17}-3)}{4} \\text{ or } x = \\frac{(-\\sqrt{17}-3)}{4}',
      'x = \\frac{-3 \\pm \\sqrt{17}}{4}',
    ],
    ['2 \\cdot \\cos(x^2) \\cdot x', '2x\\cos(x^2)'],
    ['x \\le 3', '3 \\ge x'],
    ['25\\%', '25'],
    ['5000\\ \\text{m}', '5000 m'],
    ['\\begin{pmatrix} 19 & 22 \\\\ 43 & 50 \\end{pmatrix}', '[[19,22],[43,50]]'],
    ['\\sin^2(x) + \\cos^2(x)', '1'],
    ['$x = 7$', '**Answer:** x = 7'],
    ['-1 < x < 5', 'x > -1 and x < 5'],
    ['x < -2 \\text{ or } x > 3', 'x > 3 or x < -2'],
    ['x \\ne 1', 'x != 1'],
    ['\\frac{\\ln\\left|3x+2\\right|}{3} + C', 'ln(3x+2)/3 + C'],
  ];
  for (const [a, b] of same) it(`${a} ≡ ${b}`, () => expect(sameResult(a, b)).toBe(true));

  const different: [string, string][] = [
    ['x = 7', 'x = 8'],
    ['x < 3', 'x > 3'],
    ['x = 2 \\text{ or } x = 3', 'x = 2'],
    ['6\\sqrt{2}', '8.4'],
    ['\\text{no solution}', 'x = 0'],
    ['\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}', '[[1,2],[3,5]]'],
    ['2x', '2y'],
    ['-1 < x < 5', 'x < -1 or x > 5'],
    ['x < 3', 'x \\le 3'],
  ];
  for (const [a, b] of different) it(`${a} ≢ ${b}`, () => expect(sameResult(a, b)).toBe(false));

  it('says when equality holds only to the decimals given', () => {
    expect(compareResults('6\\sqrt{2}', '8.49')).toMatchObject({ same: true, exact: false });
    expect(compareResults('25\\pi', '78.54')).toMatchObject({ same: true, exact: false });
    expect(compareResults('6\\sqrt{2}', '8.5')).toMatchObject({ same: true, exact: false });
  });

  it('does not call a long fraction an exact surd (a library approximation)', () => {
    expect(compareResults('\\frac{216632404}{57313751}', '3\\sqrt[3]{2}')).toMatchObject({
      same: true,
      exact: false,
    });
  });

  it('returns null, never throws, on text it cannot read', () => {
    expect(compareResults('Napoleon', '7').same).toBeNull();
    expect(compareResults('', '').same).toBeNull();
    expect(compareResults(undefined as unknown as string, '7').same).toBeNull();
  });
});
