// Decides whether two final answers are the same result (issue 16 checks AI answers with this):
// LaTeX or plain text, "x = 7" vs "7", solution sets in any order, surds vs decimals, "+ C".
import { agrees, num, str } from './cas.ts';
import { asExpression, normalizeText } from './normalize.ts';

export interface Comparison {
  /** true: equivalent; false: different; null: could not read one of them. */
  same: boolean | null;
  /** true when equal exactly, false when only equal to the decimals given. */
  exact: boolean;
  reason: string;
}

const WORDS: [RegExp, string][] = [
  [/no (real )?solutions?|no roots?|∅|\\emptyset|empty set/, 'none'],
  [/(every|all|any|infinitely many)\s*(real\s*)?(x|numbers?|values?|solutions?)/, 'all'],
  [/does not exist|dne|undefined/, 'undefined'],
  [/\bnot prime\b|\bcomposite\b/, 'notprime'],
  [/no inverse|singular|not invertible/, 'singular'],
  [/not defined/, 'undefined'],
  [/\bis prime\b/, 'prime'],
];

const UNIT_TAIL =
  /(\s*%|\s+(percent|g\/mol|km\/h|m\/s|mph|mm|cm|km|m|in|ft|yd|mi|mg|kg|g|t|lb|oz|min|h|s|days?|weeks?|K|°?[CF]|units?)(\s*\^\(?[23]\)?)?)\s*$/;

function toPlain(s: string): string {
  let t = s
    .replace(/\$+/g, '')
    .replace(/\\%/g, '%')
    .replace(/\\approx.*$|≈.*$/s, '')
    .replace(/\*\*answer:?\*\*:?/gi, '')
    .replace(/(\d)\s*\\[td]?frac/g, '$1+\\frac')
    .replace(/\\[td]frac/g, '\\frac')
    .replace(/\\text\{([^}]*)\}/g, ' $1 ')
    .replace(/\\(mathrm|operatorname)\{([^}]*)\}/g, '$2')
    .replace(/\\[,;:! ]|\\quad|\\qquad/g, ' ')
    .replace(/\\pm/g, '±')
    .replace(/\^\\circ|°/g, '');
  // ln|u| + C and ln(u) + C are the same answer to an integral.
  t = normalizeText(t)
    .replace(/\s*\+\s*c\s*$/i, '')
    .replace(/\b(ln|log)\s*\|([^|]+)\|/g, '$1($2)');
  // Trailing units and percent signs: "5000 m", "25π cm^2", "18.015 g/mol", "25%".
  for (let i = 0; i < 3; i++) t = t.replace(UNIT_TAIL, '').trim();
  return t
    .replace(/\s*\+\s*c\s*$/i, '')
    .replace(/\s*\+\s*C\b/g, '')
    .trim();
}

function parts(s: string): string[] {
  const t = s.replace(/^\{(.*)\}$/, '$1').replace(/\\\{|\\\}/g, '');
  const bits = t
    .split(/\s+or\s+|\s+and\s+|;|,(?![^()[\]]*[)\]])/i)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const b of bits) {
    const v = (b.split('=').pop() ?? '').trim();
    if (v.includes('±')) out.push(v.replace(/±/g, '+'), v.replace(/±/g, '-'));
    else out.push(v);
  }
  return out;
}

function word(s: string): string | null {
  const l = s.toLowerCase();
  for (const [re, w] of WORDS) if (re.test(l)) return w;
  return null;
}

/** Digits after the decimal point of a plain decimal answer such as "8.49", else null. */
function decimals(s: string): number | null {
  const m = s.match(/^-?\d+\.(\d+)$/);
  return m ? (m[1] ?? '').length : null;
}

function sameValue(a: string, b: string): { ok: boolean; exact: boolean } | null {
  const ea = asExpression(a.replace(/±/g, '+'));
  const eb = asExpression(b.replace(/±/g, '+'));
  if (!ea || !eb) return null;
  try {
    // A long fraction on one side only is an approximation (cbrt(2) ≈ 170909539/135650991), not exact.
    const long = (e: string) => /\d{7,}\)?\/|\/\(?\d{7,}/.test(e);
    if (str(ea) === str(eb) || agrees(ea, eb)) return { ok: true, exact: long(ea) === long(eb) };
  } catch {
    return null;
  }
  const da = decimals(a);
  const db = decimals(b);
  const digits = Math.min(da ?? 99, db ?? 99);
  if (digits === 99) return { ok: false, exact: false };
  try {
    const tol = 0.5 * 10 ** -digits + 1e-12;
    return { ok: agreesWithin(ea, eb, tol), exact: false };
  } catch {
    return null;
  }
}

function agreesWithin(a: string, b: string, tol: number): boolean {
  const na = num(a);
  const nb = num(b);
  return Number.isFinite(na) && Number.isFinite(nb) && Math.abs(na - nb) <= tol;
}

/** Entries of a pmatrix/bmatrix or [[a,b],[c,d]], in plain syntax; null when not a matrix. */
function matrixOf(s: string): string[][] | null {
  const env = s.match(/\\begin\{[pb]?matrix\}(.*?)\\end\{[pb]?matrix\}/s);
  if (env) return (env[1] ?? '').split(/\\\\/).map((r) => r.split('&').map((c) => normalizeText(c.trim())));
  const br = s.match(/^\s*\[\s*(\[.*\])\s*\]\s*$/s);
  if (br)
    return [...(br[1] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((r) =>
      (r[1] ?? '').split(',').map((c) => normalizeText(c.trim())),
    );
  return null;
}

const FLIP: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=', '!=': '!=' };

/**
 * An inequality answer as bounds on the variable: "x < 3" → [['<', '3']], "-1 < x < 5" or
 * "x > -1 and x < 5" → [['>', '-1'], ['<', '5']], "x < -2 or x > 3" → [['<', '-2'], ['>', '3']]
 * (with an "or" marker). Null when the text is not an inequality.
 */
function inequality(s: string): { or: boolean; bounds: [string, string][] } | null {
  const t = s.replace(/\s+/g, '').replace(/\\ne|≠/g, '!=');
  if (!/[<>]|!=/.test(t)) return null;
  const or = /or/i.test(t);
  const bounds: [string, string][] = [];
  for (const part of t.split(/or|and|,/i)) {
    const chain = part.match(/^(.+?)(<=|<)([a-z])(<=|<)(.+)$|^(.+?)(>=|>)([a-z])(>=|>)(.+)$/);
    if (chain) {
      const [lo, op1, , op2, hi] = chain[1] ? chain.slice(1, 6) : chain.slice(6, 11);
      bounds.push([FLIP[op1 ?? ''] ?? '', lo ?? ''], [op2 ?? '', hi ?? '']);
      continue;
    }
    const m = part.match(/^([a-z])(<=|>=|<|>|!=)(.+)$|^(.+?)(<=|>=|<|>|!=)([a-z])$/);
    if (!m) return null;
    bounds.push(m[1] ? [m[2] ?? '', m[3] ?? ''] : [FLIP[m[5] ?? ''] ?? '', m[4] ?? '']);
  }
  return { or, bounds };
}

function sameBounds(
  a: { or: boolean; bounds: [string, string][] },
  b: { or: boolean; bounds: [string, string][] },
): Comparison {
  if (a.or !== b.or || a.bounds.length !== b.bounds.length)
    return { same: false, exact: true, reason: 'different kinds of inequality' };
  let exact = true;
  const left = [...b.bounds];
  for (const [op, v] of a.bounds) {
    const i = left.findIndex(([op2, w]) => op2 === op && sameValue(v, w)?.ok);
    if (i < 0) return { same: false, exact: true, reason: `no match for ${op} ${v}` };
    exact &&= sameValue(v, left[i]?.[1] ?? '')?.exact ?? false;
    left.splice(i, 1);
  }
  return { same: true, exact, reason: 'inequalities' };
}

export function compareResults(a: string, b: string): Comparison {
  try {
    if (typeof a !== 'string' || typeof b !== 'string')
      return { same: null, exact: false, reason: 'not text' };
    const pa = toPlain(a);
    const pb = toPlain(b);
    const wa = word(pa);
    const wb = word(pb);
    if (wa || wb) return { same: wa === wb, exact: true, reason: 'worded answers' };
    const ia = inequality(pa);
    const ib = inequality(pb);
    if (ia || ib) {
      if (!ia || !ib) return { same: false, exact: true, reason: 'inequality against a value' };
      return sameBounds(ia, ib);
    }
    const ma = matrixOf(a);
    const mb = matrixOf(b);
    if (ma || mb) {
      if (!ma || !mb || ma.length !== mb.length || ma.some((r, i) => r.length !== mb[i]?.length))
        return { same: false, exact: true, reason: 'matrix sizes differ' };
      let exactM = true;
      for (const [i, row] of ma.entries())
        for (const [j, cell] of row.entries()) {
          const v = sameValue(cell, mb[i]?.[j] ?? '');
          if (!v) return { same: null, exact: false, reason: 'could not read a matrix entry' };
          if (!v.ok) return { same: false, exact: true, reason: `entry ${i + 1},${j + 1} differs` };
          exactM &&= v.exact;
        }
      return { same: true, exact: exactM, reason: 'matrices' };
    }
    const xa = parts(pa);
    const xb = parts(pb);
    if (xa.length === 0 || xb.length === 0) return { same: null, exact: false, reason: 'empty answer' };
    if (xa.length !== xb.length)
      return { same: false, exact: true, reason: `${xa.length} value(s) against ${xb.length}` };
    let exact = true;
    const left = [...xb];
    for (const v of xa) {
      let hit = -1;
      for (let i = 0; i < left.length; i++) {
        const r = sameValue(v, left[i] ?? '');
        if (r === null) return { same: null, exact: false, reason: `could not read "${v}" or "${left[i]}"` };
        if (r.ok) {
          hit = i;
          exact &&= r.exact;
          break;
        }
      }
      if (hit < 0) return { same: false, exact: true, reason: `no match for ${v}` };
      left.splice(hit, 1);
    }
    return { same: true, exact, reason: exact ? 'equivalent' : 'equal to the decimals given' };
  } catch {
    return { same: null, exact: false, reason: 'could not compare' };
  }
}

/** True when the two answers are the same result (exactly, or to the decimals one of them gives). */
export function sameResult(a: string, b: string): boolean {
  return compareResults(a, b).same === true;
}
