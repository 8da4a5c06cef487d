// Limits at a point (one- or two-sided) and at infinity. Every value the library gives is checked
// numerically near the point first (nerdamer says 0 for (x³ + 1)/x² at ∞, −∞ for √(x² + x) − x).

import { passRefusal } from './budget.ts';
import { coeffs, diff, expand, factor, limit, num, simplify, str, sub, tex } from './cas.ts';
import { asExpression } from './normalize.ts';
import { lead } from './phrases.ts';
import type { Draft, Step } from './types.ts';

const LIM =
  /^(?:find\s+)?(?:the\s+)?(?:limit|lim)\s*(?:of\s+)?(.+?)\s*(?:as\s+)?([a-z])\s*(?:->|→|approaches|tends to|goes to)\s*(\S+?)(\s*(?:from the (?:left|right|above|below)|\^?[+-]|⁺|⁻))?$/i;
const LIM2 =
  /^(?:find\s+)?(?:the\s+)?(?:limit|lim)\s*(?:as\s+)?([a-z])\s*(?:->|→|approaches|tends to|goes to)\s*([^\s,:]+)(\s+from the (?:left|right|above|below))?\s*(?:of\s+)?[,:]?\s*(?:of\s+)?(.+)$/i;

type Side = 'left' | 'right' | 'both';
const TITLE = 'Finding a limit';

function sideOf(s: string | undefined): Side {
  if (!s) return 'both';
  return /left|below|-|⁻/.test(s) ? 'left' : 'right';
}

/** f near the point: at a ± 10⁻ᵏ, k = 2…5 (closer loses digits to cancellation), or at ±10ᵏ, k = 3…7. */
function approach(f: string, v: string, at: number, dir: 1 | -1): number[] {
  const ks = Number.isFinite(at) ? [2, 3, 4, 5] : [3, 4, 5, 6, 7];
  return ks.map((k) => num(f, { [v]: Number.isFinite(at) ? at + dir * 10 ** -k : dir * 10 ** k }));
}

/** The numeric limit from one side: a value, ±Infinity, or NaN when it does not settle. */
function numericSide(f: string, v: string, at: number, dir: 1 | -1): number {
  const ys = approach(f, v, at, dir);
  const last = ys.at(-1) ?? Number.NaN;
  if (ys.some((y) => !Number.isFinite(y))) return Number.NaN;
  if (ys.every((y, i) => i === 0 || Math.abs(y) > Math.abs(ys[i - 1] ?? 0) * 3) && Math.abs(last) > 1e4)
    return last > 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  const spread = Math.abs(last - (ys.at(-2) ?? Number.NaN));
  return spread < 1e-3 * Math.max(1, Math.abs(last)) ? last : Number.NaN;
}

const close = (a: number, b: number) =>
  (a === b && !Number.isFinite(a)) || Math.abs(a - b) < 1e-3 * Math.max(1, Math.abs(b));
const texValue = (s: string) =>
  tex(s).replace(/-?Infinity/, (m) => (m.startsWith('-') ? '-\\infty' : '\\infty'));

/** "((sin(x))/(x))" → "(sin(x))/(x)": brackets around the whole expression. */
function unwrap(e: string): string {
  let s = e;
  while (s.startsWith('(') && s.endsWith(')')) {
    let depth = 0;
    let whole = true;
    for (let i = 0; i < s.length - 1; i++) {
      if (s[i] === '(') depth++;
      if (s[i] === ')') depth--;
      if (depth === 0) whole = false;
    }
    if (!whole) break;
    s = s.slice(1, -1);
  }
  return s;
}

/** Top and bottom of a fraction written with one top-level "/". */
function fraction(e0: string): [string, string] | null {
  const e = unwrap(e0);
  let depth = 0;
  let at = -1;
  for (let i = 0; i < e.length; i++) {
    const ch = e[i];
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === '/' && depth === 0) {
      if (at >= 0) return null;
      at = i;
    }
  }
  return at > 0 ? [e.slice(0, at), e.slice(at + 1)] : null;
}

function isPoly(e: string, v: string): boolean {
  if (/[a-z]\(|\^(\([^)]*[a-z][^)]*\)|[a-z])/.test(e)) return false;
  try {
    return coeffs(e, v).every((c) => !c.includes(v));
  } catch (err) {
    passRefusal(err);
    return false;
  }
}

/** The named standard limit an expression is a multiple of, when it is one. */
function standard(e: string): string | null {
  const t = unwrap(e.replace(/\s/g, '')).replace(/\((-?\d*\*?(?:sin|tan|cos|log)\([^()]*\))\)/g, '$1');
  if (/^\(?-?\d*\*?sin\(/.test(t) && t.includes('/')) return '\\lim_{u \\to 0} \\frac{\\sin u}{u} = 1';
  if (/^\(?-?\d*\*?tan\(/.test(t) && t.includes('/')) return '\\lim_{u \\to 0} \\frac{\\tan u}{u} = 1';
  if (/^\(?(-?1\+cos|1-cos)/.test(t)) return '\\lim_{u \\to 0} \\frac{1 - \\cos u}{u^2} = \\frac{1}{2}';
  if (/e\^.*-1|-1\+e\^/.test(t)) return '\\lim_{u \\to 0} \\frac{e^u - 1}{u} = 1';
  if (/log\(1\+|log\(\d*\*?[a-z]\+1\)/.test(t)) return '\\lim_{u \\to 0} \\frac{\\ln(1 + u)}{u} = 1';
  return null;
}

export function limitOf(text0: string): Draft | null {
  const text = lead(text0);
  let body: string;
  let v: string;
  let at: string;
  let side: Side;
  const m2 = text.match(LIM2);
  const m1 = m2 ? null : text.match(LIM);
  if (m2) [body, v, at, side] = [m2[4] ?? '', m2[1] ?? 'x', m2[2] ?? '', sideOf(m2[3])];
  else if (m1) [body, v, at, side] = [m1[1] ?? '', m1[2] ?? 'x', m1[3] ?? '', sideOf(m1[4])];
  else return null;
  // "0+", "0^-", "0⁺": the side written on the point.
  const marked = at.match(/^(.+?)(\^?[+-]|⁺|⁻)$/);
  if (marked) [at, side] = [marked[1] ?? '', sideOf(marked[2])];
  const e = asExpression(body.replace(/\s+as$/, ''));
  const infinite = /^[+-]?(infinity|∞|inf)$/i.test(at);
  const point = infinite ? (at.startsWith('-') ? '-Infinity' : 'Infinity') : asExpression(at);
  if (!e || !point || !e.includes(v)) return null;
  const expr = str(e);
  const a = infinite ? (point.startsWith('-') ? -Infinity : Infinity) : num(point);
  if (Number.isNaN(a)) return null;
  const atTex = infinite ? (point.startsWith('-') ? '-\\infty' : '\\infty') : tex(point);
  const sup = side === 'left' ? '^-' : side === 'right' ? '^+' : '';
  const head = `\\lim_{${v} \\to ${atTex}${sup}} ${tex(expr)}`;
  const done = (steps: Step[], value: string): Draft => ({
    category: 'limit',
    title: TITLE,
    steps,
    answer: value,
  });
  return infinite ? atInfinity(expr, e, v, a, head, done) : atPoint(expr, e, v, point, a, side, head, done);
}

type Done = (steps: Step[], value: string) => Draft;

/** `f` is the library's form, `typed` the student's (whose fraction bar and shape the steps follow). */
function atPoint(
  f: string,
  typed: string,
  v: string,
  point: string,
  a: number,
  side: Side,
  head: string,
  done: Done,
) {
  const direct = num(f, { [v]: a });
  if (Number.isFinite(direct) && Number.isFinite(num(f, { [v]: a + 1e-9 }))) {
    const value = simplify(sub(f, v, point));
    return done(
      [
        {
          rule: 'Direct substitution',
          text: `The expression is defined at $${v} = ${tex(point)}$, so put the value in.`,
          latex: `${head} = ${tex(value)}`,
        },
      ],
      tex(value),
    );
  }
  const left = numericSide(f, v, a, -1);
  const right = numericSide(f, v, a, 1);
  if (side === 'both' && (Number.isNaN(left) || Number.isNaN(right))) return null;
  const steps: Step[] = [];
  const wanted = side === 'left' ? left : right;
  if (side !== 'both' || !close(left, right)) {
    if (side === 'both') {
      steps.push({
        rule: 'One-sided limits',
        text: `From the left the values approach $${numTex(left)}$; from the right, $${numTex(right)}$. They differ.`,
        latex: `\\lim_{${v} \\to ${tex(point)}^-} \\ne \\lim_{${v} \\to ${tex(point)}^+}`,
      });
      return done(steps, '\\text{the limit does not exist}');
    }
    if (Number.isNaN(wanted)) {
      // Slow growth (ln x at 0⁺): the library's ±∞ when the values keep moving that way.
      const ys = approach(f, v, a, side === 'left' ? -1 : 1);
      const value = (() => {
        try {
          return limit(f, v, point);
        } catch (e) {
          passRefusal(e);
          return '';
        }
      })();
      const down = ys.every((y, i) => i === 0 || y < (ys[i - 1] ?? 0));
      const up = ys.every((y, i) => i === 0 || y > (ys[i - 1] ?? 0));
      if (!((value === 'Infinity' && up) || (value === '-Infinity' && down))) return null;
      steps.push({
        rule: 'One-sided limit',
        text: `As $${v}$ comes closer to $${tex(point)}$ from the ${side}, the values keep ${up ? 'growing' : 'falling'} without bound.`,
        latex: `${head} = ${texValue(value)}`,
      });
      return done(steps, texValue(value));
    }
    if (Number.isFinite(wanted)) {
      const snapped = nearFraction(wanted);
      if (snapped === null) return null;
      steps.push({
        rule: 'One-sided limit',
        text: `Only values of $${v}$ on the ${side} of $${tex(point)}$ count; there the expression simplifies and its values approach $${tex(snapped)}$.`,
        latex: `${head} = ${tex(snapped)}`,
      });
      return done(steps, tex(snapped));
    }
    steps.push({
      rule: 'One-sided limit',
      text: `As $${v}$ comes closer to $${tex(point)}$ from the ${side}, the denominator goes to 0 and the values grow without bound (${wanted > 0 ? 'positive' : 'negative'}).`,
      latex: `${head} = ${numTex(wanted)}`,
    });
    return done(steps, numTex(wanted));
  }
  if (!Number.isFinite(left)) {
    steps.push({
      rule: 'Vertical asymptote',
      text: 'The denominator goes to 0 while the values grow without bound on both sides, with the same sign.',
      latex: `${head} = ${numTex(left)}`,
    });
    return done(steps, numTex(left));
  }
  const parts = fraction(typed);
  // 0/0 with polynomials: factorise, cancel, substitute.
  if (parts && isPoly(parts[0], v) && isPoly(parts[1], v)) {
    const [top, bottom] = parts.map((p) => factor(p));
    const reduced = simplify(f);
    const value = simplify(sub(reduced, v, point));
    if (Number.isFinite(num(value)) && close(num(value), left)) {
      steps.push(
        {
          rule: 'Indeterminate form',
          text: `Substituting $${v} = ${tex(point)}$ gives $\\frac{0}{0}$, so simplify first.`,
          latex: `\\frac{${tex(top ?? '')}}{${tex(bottom ?? '')}} = ${tex(reduced)}`,
        },
        {
          rule: 'Cancel and substitute',
          text: 'Cancel the common factor, then substitute.',
          latex: `${head} = ${tex(value)}`,
        },
      );
      return done(steps, tex(value));
    }
  }
  const value = safeLimit(f, v, point, left);
  if (!value) return null;
  const std = point === '0' ? standard(typed) : null;
  if (std) {
    steps.push({
      rule: 'Standard limit',
      text: `Substituting gives $\\frac{0}{0}$. Rewrite the expression as a multiple of the standard limit $${std}$ (with $u$ the inside of the function).`,
      latex: `${head} = ${tex(value)}`,
    });
    return done(steps, tex(value));
  }
  if (parts && !lhopital(parts, v, point, head, value, steps)) return null;
  if (!parts)
    steps.push({
      rule: 'Indeterminate form',
      text: 'Substituting gives an undefined form; the algebra library evaluates the limit (checked numerically on both sides).',
      latex: `${head} = ${tex(value)}`,
    });
  return done(steps, tex(value));
}

/** L'Hôpital's rule: differentiate top and bottom until substitution works (at most 3 times). */
function lhopital(
  parts: [string, string],
  v: string,
  point: string,
  head: string,
  value: string,
  steps: Step[],
) {
  let [top, bottom] = parts;
  for (let round = 1; round <= 3; round++) {
    top = simplify(diff(top, v));
    bottom = simplify(diff(bottom, v));
    const t = num(sub(top, v, point));
    const b = num(sub(bottom, v, point));
    steps.push({
      rule: round === 1 ? "L'Hôpital's rule" : "L'Hôpital's rule again",
      text:
        round === 1
          ? 'Substituting gives $\\frac{0}{0}$, so differentiate the top and the bottom separately.'
          : 'Still $\\frac{0}{0}$: differentiate again.',
      latex: `\\lim \\frac{${tex(top)}}{${tex(bottom)}}`,
    });
    if (Number.isFinite(t) && Number.isFinite(b) && b !== 0) {
      steps.push({
        rule: 'Substitute',
        text: `Now put $${v} = ${tex(point)}$ in.`,
        latex: `${head} = \\frac{${tex(simplify(sub(top, v, point)))}}{${tex(simplify(sub(bottom, v, point)))}} = ${tex(value)}`,
      });
      return true;
    }
    if (!(Math.abs(t) < 1e-12 && Math.abs(b) < 1e-12)) return false;
  }
  return false;
}

/** The library's limit, only when it matches the numbers near the point. */
function safeLimit(f: string, v: string, point: string, numeric: number): string | null {
  try {
    const value = limit(f, v, point);
    return close(num(value), numeric) ? simplify(value) : null;
  } catch (e) {
    passRefusal(e);
    return null;
  }
}

/** p/q with q ≤ 12 when n is that fraction to 6 decimals (one-sided limits found numerically). */
function nearFraction(n: number): string | null {
  for (let q = 1; q <= 12; q++) {
    const p = Math.round(n * q);
    if (Math.abs(n - p / q) < 1e-6) return simplify(`${p}/${q}`);
  }
  return null;
}

function numTex(n: number): string {
  if (n === Infinity) return '\\infty';
  if (n === -Infinity) return '-\\infty';
  return String(Number(n.toPrecision(6)));
}

function atInfinity(f: string, typed: string, v: string, a: number, head: string, done: Done): Draft | null {
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
