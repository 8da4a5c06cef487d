// Limits at ±infinity: highest powers for rational functions, the standard limit behind e, the
// conjugate for √A − B, else the library's value checked against large values of the variable.
import { coeffs, expand, num, simplify, tex } from './cas.ts';
import {
  close,
  fraction,
  isPoly,
  nearFraction,
  numericSide,
  safeLimit,
  texValue,
  unwrap,
} from './limit-values.ts';
import type { Draft, Step } from './types.ts';

export type Done = (steps: Step[], value: string) => Draft;

export function atInfinity(
  f: string,
  typed: string,
  v: string,
  a: number,
  head: string,
  done: Done,
): Draft | null {
  const dir = a > 0 ? 1 : -1;
  const numeric = numericSide(f, v, Number.NaN, dir);
  const steps: Step[] = [];
  const parts = fraction(typed);
  if (parts && isPoly(parts[0], v) && isPoly(parts[1], v)) {
    const [top, bottom] = parts.map((p) => coeffs(p, v));
    const n = (top?.length ?? 1) - 1;
    const d = (bottom?.length ?? 1) - 1;
    const lead = (cs: string[] | undefined) => cs?.at(-1) ?? '1';
    let value: string;
    let why: string;
    if (n < d)
      [value, why] = ['0', `the bottom has the higher power ($${v}^{${d}}$), so the fraction goes to 0`];
    else if (n === d) {
      value = simplify(`(${lead(top)})/(${lead(bottom)})`);
      why = `the highest powers are equal ($${v}^{${n}}$), so the limit is the ratio of their coefficients`;
    } else {
      if (Number.isFinite(numeric)) return null;
      value = numeric > 0 ? 'Infinity' : '-Infinity';
      why = `the top has the higher power ($${v}^{${n}}$), so the values grow without bound`;
    }
    if (n <= d && !close(num(value), numeric)) return null;
    steps.push({
      rule: 'Divide by the highest power',
      text: `Divide the top and the bottom by $${v}^{${Math.max(n, d)}}$: terms like $\\frac{1}{${v}}$ go to 0, and ${why}.`,
      latex: `${head} = ${texValue(value)}`,
    });
    return done(steps, texValue(value));
  }
  // (1 + k/x)^(m·x) → e^(k·m): the standard limit behind e.
  const e = f.match(
    /^\(1\+\(?(-?\d+(?:\.\d+)?)?\)?\*?\(?([a-z])\^\(-1\)\)?\)\^\(?(-?\d*(?:\.\d+)?)\*?([a-z])\)?$/,
  );
  const k = e ? Number(e[1] ?? 1) : Number.NaN;
  const m = e ? Number(e[3] === '' || e[3] === undefined ? 1 : e[3] === '-' ? -1 : e[3]) : Number.NaN;
  if (e && e[2] === v && e[4] === v && Number.isFinite(k * m) && close(Math.exp(k * m), numeric)) {
    const power = simplify(`${k}*${m}`);
    steps.push({
      rule: 'Standard limit',
      text: `Use $\\lim_{${v} \\to \\infty} \\left(1 + \\frac{k}{${v}}\\right)^{${v}} = e^{k}$, the limit that defines $e$; here the result is raised to the power ${m === 1 ? '1' : m}.`,
      latex: `${head} = ${tex(`e^(${power})`)}`,
    });
    return done(steps, tex(`e^(${power})`));
  }
  if (Number.isNaN(numeric)) return null;
  const conj = conjugate(typed, v, numeric, head);
  if (conj) return done(conj.steps, conj.value);
  let value = Number.isFinite(numeric) ? safeLimit(f, v, a > 0 ? 'Infinity' : '-Infinity', numeric) : null;
  if (!value && !Number.isFinite(numeric)) value = numeric > 0 ? 'Infinity' : '-Infinity';
  if (!value) return null;
  steps.push({
    rule: 'Limit at infinity',
    text: `Compare how fast each part grows as $${v}$ gets large (the algebra library's result, checked with large values of $${v}$).`,
    latex: `${head} = ${texValue(value)}`,
  });
  return done(steps, texValue(value));
}

/** √A − B (or B − √A) at infinity: multiply by the conjugate, then divide by the highest power. */
function conjugate(
  typed: string,
  v: string,
  numeric: number,
  head: string,
): { steps: Step[]; value: string } | null {
  const m = unwrap(typed).match(/^sqrt\((.+)\)-(.+)$|^(.+)-sqrt\((.+)\)$/);
  if (!m || !Number.isFinite(numeric)) return null;
  const [inside, other, sign] = m[1] ? [m[1], m[2] ?? '', 1] : [m[4] ?? '', m[3] ?? '', -1];
  if (!isPoly(inside, v) || !isPoly(other, v)) return null;
  const top = simplify(expand(`${sign}*((${inside})-(${other})^2)`));
  const value = nearFraction(numeric);
  if (!value || !isPoly(top, v)) return null;
  return {
    value: tex(value),
    steps: [
      {
        rule: 'Multiply by the conjugate',
        text: `Multiply top and bottom by $\\sqrt{${tex(inside)}} + ${tex(other)}$; the difference of squares removes the root from the top.`,
        latex: `\\frac{${tex(top)}}{\\sqrt{${tex(inside)}} + ${tex(other)}}`,
      },
      {
        rule: 'Divide by the highest power',
        text: `Divide the top and the bottom by $${v}$ (for large $${v}$, $\\sqrt{${tex(inside)}}$ behaves like its highest power); the values approach $${tex(value)}$.`,
        latex: `${head} = ${tex(value)}`,
      },
    ],
  };
}
