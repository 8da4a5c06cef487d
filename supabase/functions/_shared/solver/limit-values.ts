// Numbers near a limit point, and the small readers the limit steps share (limits.ts and
// limits-infinity.ts): which way the values go, fractions written with one bar, polynomials.
import { passRefusal } from './budget.ts';
import { coeffs, limit, num, simplify, tex } from './cas.ts';

/** f near the point: at a ± 10⁻ᵏ, k = 2…5 (closer loses digits to cancellation), or at ±10ᵏ, k = 3…7. */
export function approach(f: string, v: string, at: number, dir: 1 | -1): number[] {
  const ks = Number.isFinite(at) ? [2, 3, 4, 5] : [3, 4, 5, 6, 7];
  return ks.map((k) => num(f, { [v]: Number.isFinite(at) ? at + dir * 10 ** -k : dir * 10 ** k }));
}

/** The numeric limit from one side: a value, ±Infinity, or NaN when it does not settle. */
export function numericSide(f: string, v: string, at: number, dir: 1 | -1): number {
  const ys = approach(f, v, at, dir);
  const last = ys.at(-1) ?? Number.NaN;
  if (ys.some((y) => !Number.isFinite(y))) return Number.NaN;
  if (ys.every((y, i) => i === 0 || Math.abs(y) > Math.abs(ys[i - 1] ?? 0) * 3) && Math.abs(last) > 1e4)
    return last > 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  const spread = Math.abs(last - (ys.at(-2) ?? Number.NaN));
  return spread < 1e-3 * Math.max(1, Math.abs(last)) ? last : Number.NaN;
}

export const close = (a: number, b: number) =>
  (a === b && !Number.isFinite(a)) || Math.abs(a - b) < 1e-3 * Math.max(1, Math.abs(b));
export const texValue = (s: string) =>
  tex(s).replace(/-?Infinity/, (m) => (m.startsWith('-') ? '-\\infty' : '\\infty'));

/** "((sin(x))/(x))" → "(sin(x))/(x)": brackets around the whole expression. */
export function unwrap(e: string): string {
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
export function fraction(e0: string): [string, string] | null {
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

export function isPoly(e: string, v: string): boolean {
  if (/[a-z]\(|\^(\([^)]*[a-z][^)]*\)|[a-z])/.test(e)) return false;
  try {
    return coeffs(e, v).every((c) => !c.includes(v));
  } catch (err) {
    passRefusal(err);
    return false;
  }
}

/** The library's limit, only when it matches the numbers near the point. */
export function safeLimit(f: string, v: string, point: string, numeric: number): string | null {
  try {
    const value = limit(f, v, point);
    return close(num(value), numeric) ? simplify(value) : null;
  } catch (e) {
    passRefusal(e);
    return null;
  }
}

/** p/q with q ≤ 12 when n is that fraction to 6 decimals (one-sided limits found numerically). */
export function nearFraction(n: number): string | null {
  for (let q = 1; q <= 12; q++) {
    const p = Math.round(n * q);
    if (Math.abs(n - p / q) < 1e-6) return simplify(`${p}/${q}`);
  }
  return null;
}

export function numTex(n: number): string {
  if (n === Infinity) return '\\infty';
  if (n === -Infinity) return '-\\infty';
  return String(Number(n.toPrecision(6)));
}
