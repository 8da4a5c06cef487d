// Simplify / expand / factor expressions, exponent rules and logarithms in any base.
import { agrees, dec, expand, factor, num, raw, simplify, str, tex } from './cas.ts';
import { asExpression } from './normalize.ts';
import type { Draft, Step } from './types.ts';

const VERB = /^(simplify|expand|multiply out|factori[sz]e|factor|fully factori[sz]e)\s*:?\s*(.+)$/i;

export function manipulate(text: string): Draft | null {
  const m = text.match(VERB);
  if (!m) return null;
  const verb = (m[1] ?? '').toLowerCase();
  const e = asExpression(m[2] ?? '');
  if (!e || !/[a-z]/.test(e.replace(/sqrt|pi/g, ''))) return null;
  const start = str(e);
  const steps: Step[] = [
    { rule: 'Write the expression', text: 'Start from the expression as given.', latex: raw(e) },
  ];
  if (verb.startsWith('expand') || verb.startsWith('multiply')) {
    const r = expand(e);
    steps.push({
      rule: 'Distributive law',
      text: 'Multiply every term in one bracket by every term in the other.',
      latex: `${raw(e)} = ${tex(r)}`,
    });
    steps.push({ rule: 'Collect like terms', text: 'Add terms with the same power.', latex: tex(r) });
    return { category: 'expand', title: 'Expanding an expression', steps, answer: tex(r) };
  }
  if (verb.startsWith('fact') || verb.startsWith('fully')) {
    const r = factor(e);
    if (!agrees(r, e)) return null;
    const ex = expand(e);
    if (/x\^2/.test(ex) && !/x\^[3-9]/.test(ex))
      steps.push({
        rule: 'Look for a common factor, then a pair of numbers',
        text: 'For $ax^2+bx+c$ find two numbers that multiply to $ac$ and add to $b$ (or spot a difference of two squares).',
        latex: tex(ex),
      });
    else
      steps.push({
        rule: 'Take out common factors',
        text: 'Take out the greatest common factor, then factorise what is left.',
        latex: tex(ex),
      });
    steps.push({
      rule: 'Factorised form',
      text: 'Check by expanding: it gives the original expression back.',
      latex: `${tex(ex)} = ${tex(r)}`,
    });
    return { category: 'factor', title: 'Factorising an expression', steps, answer: tex(r) };
  }
  const r = simplify(e);
  const f = /\//.test(start) ? factor(start) : start;
  if (/\//.test(start) && f !== start && agrees(f, start))
    steps.push({
      rule: 'Factorise top and bottom',
      text: 'Factorise so common factors can be seen.',
      latex: tex(f),
    });
  let rule = 'Collect like terms';
  let text2 = 'Combine terms that have the same letters and powers.';
  if (/\//.test(start))
    [rule, text2] = ['Cancel common factors', 'Cancel factors that appear on the top and the bottom.'];
  if (/\^/.test(e) && /[a-z]\^[^+-]*[*/]/.test(e))
    [rule, text2] = [
      'Exponent rules',
      '$a^m \\cdot a^n = a^{m+n}$, $\\frac{a^m}{a^n} = a^{m-n}$, $(a^m)^n = a^{mn}$.',
    ];
  if (/log/.test(e))
    [rule, text2] = [
      'Log rules',
      '$\\ln a + \\ln b = \\ln(ab)$, $\\ln a - \\ln b = \\ln\\frac{a}{b}$, $\\ln a^n = n \\ln a$.',
    ];
  steps.push({ rule, text: text2, latex: `${raw(e)} = ${tex(r)}` });
  return { category: 'simplify', title: 'Simplifying an expression', steps, answer: tex(r) };
}

/** "log_2(8)", "log base 3 of 81", "log 1000", "ln(e^3)", "log(8) base 2", "log2(8)": [base, argument]. */
function logParts(text: string): [string, string] | null {
  const t = text
    .replace(/^(?:evaluate|what is|find|calculate|work out)\s+(?:the\s+)?(?:value\s+of\s+)?/i, '')
    .trim();
  const power = '\\^(?:\\(-?[\\d./]+\\)|-?[\\d./]+)';
  const arg = `\\(?\\s*([\\d./]+|e${power}|\\d+${power})\\s*\\)?`;
  const forms: [RegExp, (m: RegExpMatchArray) => [string, string]][] = [
    [
      new RegExp(`^log\\s*(?:_|\\s+base\\s+)\\(?(\\d+(?:\\.\\d+)?|e)\\)?\\s*(?:of\\s+)?${arg}$`, 'i'),
      (m) => [m[1] ?? '', m[2] ?? ''],
    ],
    [/^log(\d+)\s*\(([\d./]+)\)$/i, (m) => [m[1] ?? '', m[2] ?? '']],
    [new RegExp(`^log\\s*${arg}\\s+base\\s+(\\d+)$`, 'i'), (m) => [m[2] ?? '', m[1] ?? '']],
    [new RegExp(`^ln\\s*${arg}$`, 'i'), (m) => ['e', m[1] ?? '']],
    [new RegExp(`^log\\s*${arg}$`, 'i'), (m) => ['10', m[1] ?? '']],
  ];
  for (const [re, pick] of forms) {
    const m = t.match(re);
    if (m) return pick(m);
  }
  return null;
}

export function logarithm(text: string): Draft | null {
  const parts = logParts(text);
  if (!parts) return null;
  const [base, arg] = parts;
  const b = base === 'e' ? Math.E : Number(base);
  const a = num(arg);
  if (!(b > 0) || b === 1 || !(a > 0)) return null;
  const k = Math.log(a) / Math.log(b);
  const kr = Math.round(k * 1e6) / 1e6;
  const bt = base === 'e' ? 'e' : base;
  const steps: Step[] = [];
  const head = base === 'e' ? `\\ln ${tex(arg)}` : `\\log_{${bt}} ${tex(arg)}`;
  let answer: string;
  const exactInt = Math.abs(k - Math.round(k)) < 1e-9;
  const exactFrac = [2, 3, 4].find((q) => Math.abs(k * q - Math.round(k * q)) < 1e-9);
  if (exactInt || exactFrac) {
    const val = exactInt ? String(Math.round(k)) : `${Math.round(k * (exactFrac ?? 1))}/${exactFrac}`;
    steps.push({
      rule: 'Definition of a logarithm',
      text: `$\\log_b a = k$ means $b^k = a$: which power of $${bt}$ gives $${tex(arg)}$?`,
      latex: `${bt}^{${tex(val)}} = ${tex(arg)}`,
    });
    steps.push({
      rule: 'Read off the power',
      text: 'So the logarithm is that power.',
      latex: `${head} = ${tex(val)}`,
    });
    answer = tex(val);
  } else {
    steps.push({
      rule: 'Change of base',
      text: 'It is not a whole power, so use $\\log_b a = \\frac{\\ln a}{\\ln b}$ on a calculator.',
      latex: `${head} = \\frac{\\ln ${tex(arg)}}{\\ln ${bt}} \\approx ${dec(kr)}`,
    });
    answer = `${head}`;
    return { category: 'logarithm', title: 'Evaluating a logarithm', steps, answer, decimal: dec(kr) };
  }
  return { category: 'logarithm', title: 'Evaluating a logarithm', steps, answer };
}
