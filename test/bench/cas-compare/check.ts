// Judges one library answer against a problem's expectation: the numbers it computed from its own
// answer must match ours, the answer must be exact (no decimals) and evaluated (no function left).
import type { Answer, Num, Problem } from './types.ts';

const close = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

const asPair = (n: Num): [number, number] => (typeof n === 'number' ? [n, 0] : n);
const sameNum = (a: Num, b: Num) => {
  const [x, y] = asPair(a);
  const [u, v] = asPair(b);
  return close(x, u) && close(y, v);
};

/** Same multiset of values, in any order. */
function sameSet(got: Num[], want: Num[]): boolean {
  if (got.length !== want.length) return false;
  const left = [...want];
  for (const g of got) {
    const i = left.findIndex((w) => sameNum(g, w));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** Text with LaTeX and spacing stripped, for shape checks: `\frac{a}{b}` → `(a)/(b)`. */
export function plainText(t: string): string {
  let s = t.replace(/\\left|\\right|\\,|\\!|\s+/g, '').replace(/\\cdot|\\times/g, '*');
  for (let i = 0; i < 5; i++) s = s.replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)');
  return s.replace(/\\sqrt\{([^{}]*)\}/g, 'sqrt($1)').replace(/[{}]/g, (b) => (b === '{' ? '(' : ')'));
}

/** Brackets that are not a function call's, e.g. "(x-2)(x-3)" has two, "sin(x)" none. */
const groups = (s: string) => (s.match(/(?<![a-z\\])\(/gi) ?? []).length;

/** No `+` or binary `-` outside brackets: a product (or a single power). */
function isProduct(s: string): boolean {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (depth === 0 && (ch === '+' || (ch === '-' && i > 0 && !/[(*/^e]/.test(s[i - 1] ?? '')))) return false;
  }
  return groups(s) >= 1;
}

/** Operation names that mean the library gave the question back unevaluated. */
const UNEVALUATED: Partial<Record<Problem['op'], RegExp>> = {
  evaluate: /log|ln|sin|cos|tan/i,
  diff: /diff|derivative|\\frac\{d|\bD\(/i,
  integrate: /integr|\\int/i,
  defint: /integr|\\int/i,
  limit: /lim/i,
};

export function judge(p: Problem, a: Answer): { right: boolean; why?: string } {
  const e = p.expect;
  if (/\d\.\d/.test(a.text)) return { right: false, why: `inexact: ${a.text}` };
  const unevaluated = UNEVALUATED[p.op];
  if (unevaluated?.test(a.text)) return { right: false, why: `unevaluated: ${a.text}` };
  if ('value' in e)
    return sameSet(a.values ?? [], [e.value]) ? { right: true } : { right: false, why: 'wrong value' };
  if ('roots' in e)
    return sameSet(a.values ?? [], e.roots) ? { right: true } : { right: false, why: 'wrong roots' };
  if ('assign' in e) {
    const want = (p.linear?.vars ?? []).map((v) => e.assign[v] ?? Number.NaN);
    const got = a.values ?? [];
    return got.length === want.length && got.every((g, i) => sameNum(g, want[i] ?? Number.NaN))
      ? { right: true }
      : { right: false, why: 'wrong values' };
  }
  if ('matrix' in e) {
    const want = e.matrix.flat();
    const got = a.values ?? [];
    return got.length === want.length && got.every((g, i) => sameNum(g, want[i] ?? Number.NaN))
      ? { right: true }
      : { right: false, why: 'wrong entries' };
  }
  const at = a.at;
  if (!at) return { right: false, why: 'no expression' };
  const xs = [0.7, 1.3, 2.1, 2.9];
  const ok = e.antiderivative
    ? xs.slice(1).every((x) => close(at(x) - at(0.7), e.f(x) - e.f(0.7)))
    : xs.every((x) => close(at(x), e.f(x)));
  if (!ok) return { right: false, why: 'wrong function' };
  const s = plainText(a.text);
  if (e.shape === 'product' && !isProduct(s)) return { right: false, why: `not factored: ${a.text}` };
  if (e.shape === 'no-brackets' && groups(s) > 0) return { right: false, why: `not expanded: ${a.text}` };
  if (e.shape === 'no-fraction' && /\/|\^\(?-/.test(s))
    return { right: false, why: `not simplified: ${a.text}` };
  if (e.shape === 'no-trig' && /sin|cos|tan/.test(s))
    return { right: false, why: `not simplified: ${a.text}` };
  return { right: true };
}
