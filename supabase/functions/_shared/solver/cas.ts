// The one place that talks to the computer-algebra library (nerdamer-prime). Everything else works
// with strings in nerdamer syntax and gets LaTeX or plain text back.
import { checkBudget, passRefusal } from './budget.ts';
import { nerdamer as library } from './nerdamer.ts';
import { evaluate } from './numeric.ts';

type Expr = ReturnType<typeof library>;

/** Every call into the library goes through here, so the time budget is checked each time. */
function checked<A extends unknown[], R>(f: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    checkBudget();
    return f(...args);
  };
}
const nerdamer = Object.assign(
  checked((s: string, scope?: Record<string, string>): Expr => (scope ? library(s, scope) : library(s))),
  {
    convertToLaTeX: checked((s: string) => library.convertToLaTeX(s)),
    coeffs: checked((s: string, v: string) => library.coeffs(s, v)),
    solve: checked((eq: string, v: string) => library.solve(eq, v)),
  },
);

const parse = (s: string): Expr => nerdamer(s);

/** LaTeX of an expression, with nerdamer's quirks fixed (natural log is `\ln`). */
export function tex(s: string): string {
  // Plain numbers as they are: nerdamer prints big integers as 1.2676506002282294e+30.
  const t = s.trim();
  if (/^-?\d+(\.\d+)?$/.test(t)) return t;
  if (/^-?\d+\/\d+$/.test(t)) return fixTex(parse(t).toTeX());
  return fixTex(parse(s).toTeX());
}

/** LaTeX of the expression exactly as written (no evaluation), e.g. `2 + 3` stays `2 + 3`. */
export function raw(s: string): string {
  try {
    // "(2)" → "2", except right after a number or letter, where the bracket means "times": 3(7).
    return fixTex(nerdamer.convertToLaTeX(s).replace(/(?<![\w}]\s?)\\left\((\d+(?:\.\d+)?)\\right\)/g, '$1'));
  } catch (e) {
    passRefusal(e);
    return tex(s);
  }
}

export function fixTex(t: string): string {
  return (
    t
      .replace(/\\mathrm\{log\}/g, '\\ln')
      .replace(/\\mathrm\{(sin|cos|tan|sec|csc|cot|sinh|cosh|tanh|arcsin|arccos|arctan)\}/g, '\\$1')
      .replace(/\\mathrm\{a(sin|cos|tan)\}/g, '\\arc$1')
      .replace(/\\cdot\s*\\left\(/g, '\\left(')
      // \frac{\left(-\sqrt{17}-3\right)}{4}: a bracket around a whole numerator or denominator.
      .replace(/\{\\left\(((?:(?!\\left|\\right).)*)\\right\)\}/g, '{$1}')
      .replace(/\\mathrm\{cbrt\}\\left\(((?:(?!\\left|\\right).)*)\\right\)/g, '\\sqrt[3]{$1}')
      // 3 \cdot 2^{\frac{1}{3}} → 3\sqrt[3]{2}
      .replace(/(\d+)\^\{\\frac\{1\}\{3\}\}/g, '\\sqrt[3]{$1}')
      .replace(/(\d) \\cdot \\sqrt\[3\]/g, '$1\\sqrt[3]')
      // "\frac{1}{e^{x}}" → "e^{-x}"
      .replace(/\\frac\{1\}\{e\^\{([^{}]*)\}\}/g, 'e^{-$1}')
      // "\cos\left(x^{2}\right) \cdot x" → "x\cos\left(x^{2}\right)": a lone letter factor goes in front.
      .replace(
        /((?:\\(?:sin|cos|tan|sec|csc|cot|ln)\\left\((?:(?!\\left|\\right).)*\\right\)|e\^\{[^{}]*\})(?:\^\{[^{}]*\})?)\s*\\cdot\s*([a-z](?:\^\{[^{}]*\})?)(?![\w^{(\\])/g,
        '$2$1',
      )
      // "3 \cdot x" → "3x", "6 \cdot \sqrt{2}" → "6\sqrt{2}": a number times a letter is written together.
      .replace(
        /(^|[^\d.^_])(\d+(?:\.\d+)?)\s*\\cdot\s*(?=[a-zA-Z]|\\(?:sqrt|sin|cos|tan|ln|pi|left|frac)\b)/g,
        '$1$2',
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Canonical plain text (nerdamer syntax) of an expression. */
export function str(s: string): string {
  return parse(s).toString();
}

/** nerdamer's simplify sometimes swaps exact surds for huge rationals; keep the plain form then. */
/** Exact value of a numeric expression; factorials are multiplied out. */
export function exact(s: string): string {
  const r = str(s);
  return /factorial/.test(r) ? parse(s).evaluate().toString() : r;
}

export function simplify(s: string): string {
  const plain = str(s);
  // Numbers are already in lowest terms after parsing; nerdamer's simplify is slow (and can go
  // wrong) on surds, so only expressions with letters go through it.
  if (variables(plain).length === 0 || maxPower(plain) > 12) return plain;
  let r: string;
  try {
    r = nerdamer(`simplify(${s})`).toString();
  } catch (e) {
    passRefusal(e);
    return plain;
  }
  if (/\d{7,}/.test(r) && !/\d{7,}/.test(plain)) return plain;
  if (r.length > plain.length || !agrees(plain, r)) return plain;
  return r;
}

export function expand(s: string): string {
  return nerdamer(`expand(${s})`).toString();
}

/** Highest integer power written in an expression (factoring x^64 - 1 takes nerdamer minutes). */
export function maxPower(s: string): number {
  return Math.max(0, ...[...s.matchAll(/\^\(?(\d+)/g)].map((m) => Number(m[1])));
}

export function factor(s: string): string {
  if (maxPower(expand(s)) > 12) throw new Error('degree too high to factor quickly');
  return nerdamer(`factor(${s})`).toString();
}

export function diff(s: string, v: string): string {
  return nerdamer(`diff(${s},${v})`).toString();
}

export function integrate(s: string, v: string): string {
  const r = nerdamer(`integrate(${s},${v})`).toString();
  // Unevaluated, or only through special functions / complex numbers: not a school answer.
  if (/integrate\(|erf|\b(Si|Ci|Ei|Shi|Chi|gamma)\(|\bi\b/.test(r)) throw new Error('no closed form');
  return r;
}

export function limit(s: string, v: string, at: string): string {
  const r = nerdamer(`limit(${s},${v},${at})`).toString();
  if (r.includes('limit(')) throw new Error('no limit found');
  return r;
}

export function sub(s: string, v: string, value: string): string {
  return nerdamer(s, { [v]: value }).toString();
}

/** Numeric value (floating point), or NaN when the expression is not a finite real number. */
export function num(s: string, vars: Record<string, number> = {}): number {
  try {
    const n = evaluate(str(s), vars);
    return Number.isFinite(n) ? n : Number.NaN;
  } catch (e) {
    passRefusal(e);
    return Number.NaN;
  }
}

/** True when two expressions agree numerically at a few sample points (guards library slips). */
export function agrees(a: string, b: string): boolean {
  let vs: string[];
  try {
    vs = [...new Set([...variables(a), ...variables(b)])];
  } catch (e) {
    passRefusal(e);
    return false;
  }
  for (const p of [0.37, 1.61, 2.93, -0.71]) {
    const scope = Object.fromEntries(vs.map((v, i) => [v, p + i * 0.13]));
    const x = num(a, scope);
    const y = num(b, scope);
    if (Number.isNaN(x) && Number.isNaN(y)) continue;
    if (!(Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x)))) return false;
  }
  return true;
}

export function variables(s: string): string[] {
  return parse(s).variables();
}

/** Polynomial coefficients, lowest power first (e.g. 3x^2+2x-5 → ['-5','2','3']). */
export function coeffs(s: string, v: string): string[] {
  const c = nerdamer.coeffs(expand(s), v) as unknown as { toString(): string; elements?: Expr[] };
  const list = c.toString().replace(/^\[|\]$/g, '');
  return list === '' ? [] : splitTop(list);
}

export function solveFor(eq: string, v: string): string[] {
  const r = nerdamer
    .solve(eq, v)
    .toString()
    .replace(/^\[|\]$/g, '');
  return r === '' ? [] : splitTop(r);
}

/** Split on commas that are not inside brackets. */
export function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim());
}

export function isZero(s: string): boolean {
  try {
    return simplify(expand(s)) === '0';
  } catch (e) {
    passRefusal(e);
    return false;
  }
}

/**
 * A number whose square is rational, written with a rational denominator: 1/√2 → √2/2,
 * 4√2/√7 → 4√14/7. Anything else comes back unchanged.
 */
export function rationalized(s: string): string {
  const v = num(s);
  if (!Number.isFinite(v) || Number.isInteger(v)) return s;
  // v² = p/q with a small q (the library leaves (4√2/√7)² unsimplified, so find it from v).
  const q = Array.from({ length: 1000 }, (_, i) => i + 1).find(
    (d) => Math.abs(v * v * d - Math.round(v * v * d)) < 1e-9 * Math.max(1, v * v * d),
  );
  if (!q) return s;
  const p = Math.round(v * v * q);
  const r = str(`${v < 0 ? '-' : ''}sqrt(${p * q})/${q}`);
  return agrees(r, s) ? r : s;
}

/** LaTeX of a number; a fraction whose denominator has only factors 2 and 5 is shown as a decimal. */
export function niceTex(s: string): string {
  const m = str(s).match(/^(-?\d+)\/(\d+)$/);
  if (m) {
    let d = Number(m[2]);
    while (d % 2 === 0) d /= 2;
    while (d % 5 === 0) d /= 5;
    if (d === 1) return String(Number(m[1]) / Number(m[2]));
  }
  return tex(s);
}

/** Short decimal text, e.g. 8.4853; integers stay integers. */
export function dec(n: number, digits = 4): string {
  if (!Number.isFinite(n)) return String(n);
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toFixed(digits)));
}
