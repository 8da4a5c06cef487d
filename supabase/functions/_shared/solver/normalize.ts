// Turns what students type on a phone (x², √, ÷, LaTeX, "d/dx") into nerdamer syntax, and checks
// that a string is a plain maths expression before anything is handed to the CAS (never `eval`).
import { evaluate } from './numeric.ts';
import { Refusal } from './types.ts';

export const MAX_LENGTH = 400;

const FUNCTIONS = [
  'sqrt',
  'cbrt',
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'log',
  'ln',
  'log10',
  'exp',
  'abs',
  'factorial',
  'pi',
  'e',
  'infinity',
  'nthroot',
];

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};

/** Replace `\cmd{a}{b}` style LaTeX with plain syntax, innermost first. */
function delatex(s: string): string {
  let out = s
    // \lim_{x \to 0}, \frac{d}{dx}, \int_{0}^{2}, \mathrm{d}x: the calculus notations, in words the topics read.
    .replace(/\\lim\s*_\s*\{\s*([a-z])\s*\\(?:to|rightarrow)\s*([^{}]+?)\s*\}/g, ' limit as $1 -> $2 of ')
    .replace(/\\frac\s*\{\s*d\s*\}\s*\{\s*d\s*([a-z])\s*\}/g, ' d/d$1 ')
    .replace(
      /\\int\s*_\s*(\{[^{}]*\}|[^{}\s^]+)\s*\^\s*(\{[^{}]*\}|\\[a-z]+|[^{}\s\\]+)/g,
      (_m, a: string, b: string) => `∫_(${a.replace(/[{}]/g, '')})^(${b.replace(/[{}]/g, '')}) `,
    )
    .replace(/\\mathrm\{d\}\s*([a-z])/g, 'd$1')
    .replace(/\\(?:to|rightarrow)\b/g, '->')
    .replace(/\\sqrt\s*(\d+|[a-z])/g, '\\sqrt{$1}');
  for (let i = 0; i < 20 && /\\(d?frac|sqrt)|\^\{/.test(out); i++) {
    out = out
      .replace(/\^\{([^{}]*)\}/g, '^($1)')
      .replace(/\\d?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '(($1)/($2))')
      .replace(/\\sqrt\s*\[([^\]]*)\]\s*\{([^{}]*)\}/g, '($2)^(1/$1)')
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, 'sqrt($1)');
  }
  return out
    .replace(/\^\{([^{}]*)\}/g, '^($1)')
    .replace(/_\{([^{}]*)\}/g, '_$1')
    .replace(/\\left|\\right/g, '')
    .replace(/\\(cdot|times)/g, '*')
    .replace(/\\div/g, '/')
    .replace(/\\(le|leq)\b/g, '<=')
    .replace(/\\(ge|geq)\b/g, '>=')
    .replace(/\\infty/g, 'infinity')
    .replace(/\\pi/g, 'pi')
    .replace(/\\(sin|cos|tan|sec|csc|cot|ln|log|exp|arcsin|arccos|arctan)/g, '$1')
    .replace(/\\[,;! ]/g, ' ')
    .replace(/\\int/g, '∫')
    .replace(/[{}]/g, (b) => (b === '{' ? '(' : ')'))
    .replace(/\$/g, '');
}

/** Text-level clean-up shared by every topic: symbols, LaTeX, spacing. Keeps words. */
export function normalizeText(input: string): string {
  let s = input
    .replace(
      /[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g,
      (m) =>
        `^${m.length > 1 ? '(' : ''}${[...m].map((c) => SUPERSCRIPTS[c]).join('')}${m.length > 1 ? ')' : ''}`,
    )
    // "2½" is a mixed number (2 + 1/2), not 2 × 1/2; "½" alone is (1/2).
    .replace(/(\d*)\s*([\u00BC-\u00BE\u2150-\u215E])/g, (_m, whole: string, v: string) => {
      const frac = v.normalize('NFKC').replace('\u2044', '/');
      return whole ? `(${whole}+${frac})` : `(${frac})`;
    })
    .normalize('NFKC')
    .replace(/\u2044/g, '/')
    .trim();
  s = delatex(s);
  s = words(s);
  s = s
    .replace(/[−–—]/g, '-')
    .replace(/[×·∙⋅]/g, '*')
    .replace(/(\d+\s*\/\s*\d+)\s*÷\s*(\d+\s*\/\s*\d+)/g, '($1)/($2)')
    .replace(/÷\s*(\d+\s*\/\s*\d+)/g, '/($1)')
    .replace(/÷/g, '/')
    .replace(/π/g, 'pi')
    .replace(/∞/g, 'infinity')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/≠/g, '!=')
    .replace(/\*\*/g, '^')
    .replace(/∛\s*(\d+(?:\.\d+)?|[a-z]|\([^()]*\))/gi, (_m, g: string) =>
      g.startsWith('(') ? `cbrt${g}` : `cbrt(${g})`,
    )
    .replace(/√\s*(\d+(?:\.\d+)?|[a-z]|\([^()]*\))/gi, (_m, g: string) =>
      g.startsWith('(') ? `sqrt${g}` : `sqrt(${g})`,
    )
    .replace(/\bsqrt\s*(\d+(?:\.\d+)?|[a-z])\b/gi, 'sqrt($1)')
    .replace(/\b(sin|cos|tan|sec|csc|cot)\s*\^\s*\(?(\d)\)?\s*\(([^()]*)\)/g, '$1($3)^$2')
    // "sin x", "cos 2x", "log 100": a function name, a space and a simple argument (not "sin 30°").
    .replace(
      /\b(sin|cos|tan|sec|csc|cot|log|ln|exp|sqrt|abs)\s+(-?(?:\d+(?:\.\d+)?[a-z]?|[a-z])(?:\^\d+)?)(?![\w.(°º]|\s*deg)/gi,
      '$1($2)',
    )
    // "x^-2" is x^(-2) (nerdamer would read x^-2*x^5 as x^(-2*x^5)).
    .replace(/\^\s*-\s*(\d+(?:\.\d+)?|[a-z])(?![\w.(])/gi, '^(-$1)')
    .replace(/\barc(sin|cos|tan)\b/gi, 'a$1')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .replace(/(?<!\d)[?!.]+$/g, '')
    .replace(/[?.]+$/g, '')
    .trim();
  return s;
}

/** Operations in words, as students type them: "7 times 8", "5 squared", "square root of 81". */
function words(s: string): string {
  // What may stand before a word operator: a digit, a bracket, a single letter or a power ("3^2 plus").
  const operand = '(\\d|\\)|\\b[a-z]\\b)';
  return s
    .replace(/\b(?:the\s+)?square\s+root\s+of\s+/gi, '√')
    .replace(/\b(?:the\s+)?cube\s+root\s+of\s+/gi, '∛')
    .replace(new RegExp(`${operand}\\s+squared\\b`, 'gi'), '$1^2')
    .replace(new RegExp(`${operand}\\s+cubed\\b`, 'gi'), '$1^3')
    .replace(new RegExp(`${operand}\\s*(?:times|multiplied\\s+by)\\s+(?=[\\d(-])`, 'gi'), '$1 * ')
    .replace(new RegExp(`${operand}\\s*divided\\s+by\\s+(?=[\\d(-])`, 'gi'), '$1 / ')
    .replace(new RegExp(`${operand}\\s*plus\\s+(?=[\\d(-])`, 'gi'), '$1 + ')
    .replace(new RegExp(`${operand}\\s*minus\\s+(?=[\\d(-])`, 'gi'), '$1 - ')
    .replace(
      new RegExp(
        `${operand}\\s*(?:to\\s+the\\s+power\\s+of|raised\\s+to(?:\\s+the\\s+power\\s+of)?)\\s+`,
        'gi',
      ),
      '$1^',
    );
}

/** Implied products written out ("2x^3" → "2*x^3", "(x+1)(x-1)" → "(x+1)*(x-1)"), for reading factors. */
export function explicitProducts(e: string): string {
  return e.replace(/(\d)(?=[a-z(])/g, '$1*').replace(/\)(?=[\da-z(])/g, ')*');
}

/** Absolute-value bars → abs(...). Only simple, non-nested pairs. */
export function bars(s: string): string {
  return s.replace(/\|([^|]+)\|/g, 'abs($1)');
}

/**
 * Checks a candidate expression: allowed characters only, every word a known function or a single
 * letter, brackets balanced. Returns the cleaned expression or null when it is not plain maths.
 */
export function asExpression(raw: string): string | null {
  let s = bars(raw.trim())
    .replace(/\s+/g, ' ')
    .replace(/\binfinity\b/gi, 'Infinity');
  if (s === '' || !/^[0-9a-zA-Z+\-*/^().,=<>!_ ]+$/.test(s)) return null;
  // "xcos" (from "x\cos") → "x*cos"
  s = s.replace(
    /(?<![a-z])([a-z]{1,2})(sqrt|sin|cos|tan|log|ln|exp|abs)(?=\()/g,
    (w, pre: string, fn: string) => (FUNCTIONS.includes(w.toLowerCase()) ? w : `${pre}*${fn}`),
  );
  // A space between two factors is a product ("x e^x"); after a function name it is not ("sin x").
  s = s.replace(/([0-9a-zA-Z)])\s+(?=[a-zA-Z(])/g, (m, ch: string, at: number) => {
    const word =
      s
        .slice(0, at + 1)
        .match(/[a-zA-Z]+$/)?.[0]
        ?.toLowerCase() ?? '';
    return FUNCTIONS.includes(word) && word !== 'pi' && word !== 'e' ? m : `${ch}*`;
  });
  const words = s.match(/[a-zA-Z]+/g) ?? [];
  for (const w of words) {
    const lw = w.toLowerCase();
    if (w.length === 1 || FUNCTIONS.includes(lw)) continue;
    // "xy" or "ab" style products of single letters are fine only when short.
    if (/^[a-z]{2,3}$/.test(w) && !/(.)\1/.test(w)) continue;
    return null;
  }
  let depth = 0;
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (depth < 0) return null;
  }
  if (depth !== 0) return null;
  // Multi-letter products like "xy" → "x*y" so nerdamer does not read a variable named "xy".
  s = s.replace(/[a-zA-Z]+/g, (w) =>
    w.length > 1 && !FUNCTIONS.includes(w.toLowerCase()) && w !== 'Infinity' ? w.split('').join('*') : w,
  );
  // nerdamer's log is the natural log; a base-10 "log" is read by the topics that care (logarithms).
  // log_b(u) is written by change of base, which every CAS routine understands. nerdamer's cbrt of a
  // number that is not a perfect cube is a long fraction (cbrt(2) = 170909539/135650991), so cube
  // roots are powers of 1/3 unless they come out whole.
  return s
    .replace(/ /g, '')
    .replace(/\bcbrt\((-?\d+)\)/g, (m, n: string) =>
      Number.isInteger(Math.cbrt(Number(n))) ? m : `(${n})^(1/3)`,
    )
    .replace(/\bcbrt\(/g, 'nthroot3(')
    .replace(/nthroot3\(([^()]*(?:\([^()]*\))*[^()]*)\)/g, '($1)^(1/3)')
    .replace(/\bln\(/g, 'log(')
    .replace(/\blog_\(?(\d+(?:\.\d+)?|e)\)?\(([^()]*(?:\([^()]*\))*[^()]*)\)/g, '(log($2)/log($1))');
}

/** Refuses sizes that would hang any CAS: huge powers, factorials, deep nesting, long input. */
export function guard(s: string): void {
  if (s.length > MAX_LENGTH)
    throw new Refusal(
      'too-long',
      `That question is too long to solve on this device (over ${MAX_LENGTH} characters).`,
    );
  let depth = 0;
  let max = 0;
  for (const ch of s) {
    if (ch === '(' || ch === '[' || ch === '{') max = Math.max(max, ++depth);
    if (ch === ')' || ch === ']' || ch === '}') depth--;
  }
  if (max > 30) throw new Refusal('too-big', 'That expression is nested too deeply to solve on this device.');
  // Powers: a number up to ^300, a letter up to ^100, a bracket up to ^15 (expanding is the cost).
  for (const m of s.matchAll(/([\w)])\s*\^\s*\(?\s*(-?\d+(?:\.\d+)?)/g)) {
    const on = m[1] ?? '';
    const limit = on === ')' ? 15 : /[a-z]/i.test(on) ? 100 : 300;
    if (Math.abs(Number(m[2])) > limit)
      throw new Refusal('too-big', 'That power is too large to work out exactly on this device.');
  }
  // Power towers are right-associative: 2^2^2^2^2 = 2^65536. Size them in floating point first.
  for (const m of s.matchAll(/\d+(?:\.\d+)?(?:\s*\^\s*\(?\s*\d+(?:\.\d+)?\s*\)?){2,}/g)) {
    const v = evaluate(m[0].replace(/\s+/g, ''));
    if (!(Math.abs(v) < 1e300))
      throw new Refusal('too-big', 'That power is too large to work out exactly on this device.');
  }
  for (const m of s.matchAll(/(\d+)\s*!/g)) {
    if (Number(m[1]) > 100)
      throw new Refusal('too-big', 'That factorial is too large to work out on this device.');
  }
  for (const m of s.matchAll(/factorial\(\s*(\d+)/g)) {
    if (Number(m[1]) > 100)
      throw new Refusal('too-big', 'That factorial is too large to work out on this device.');
  }
  if (/\d{40,}/.test(s))
    throw new Refusal('too-big', 'Those numbers are too large to work out on this device.');
}
