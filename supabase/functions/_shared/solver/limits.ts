// Limits at a point (one- or two-sided) and at infinity. Every value the library gives is checked
// numerically near the point first (nerdamer says 0 for (x³ + 1)/x² at ∞, −∞ for √(x² + x) − x).

import { passRefusal } from './budget.ts';
import { diff, factor, limit, num, simplify, str, sub, tex } from './cas.ts';
import {
  approach,
  close,
  fraction,
  isPoly,
  nearFraction,
  numericSide,
  numTex,
  safeLimit,
  texValue,
  unwrap,
} from './limit-values.ts';
import { atInfinity, type Done } from './limits-infinity.ts';
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
