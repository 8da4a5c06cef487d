// Laws of exponents on products, quotients and powers of powers: 2³·2⁴, x⁵/x², (x²)³, (2x³)², x⁻²·x⁵.
import { agrees, exact, simplify, tex } from './cas.ts';
import { asExpression, explicitProducts } from './normalize.ts';
import type { Draft, Step } from './types.ts';

const VERB =
  /^(?:simplify|evaluate|use (?:the )?(?:laws|rules) of (?:exponents|indices|powers) (?:to simplify|on)?|using (?:the )?(?:exponent|index) (?:rules|laws),? simplify)\s*:?\s*(.+)$/i;

interface Power {
  base: string;
  exp: string;
}

/** Splits a product/quotient at the top level into signed factors. */
function topFactors(e: string): { f: string; div: boolean }[] {
  const out: { f: string; div: boolean }[] = [];
  let depth = 0;
  let cur = '';
  let div = false;
  for (const ch of e) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if ((ch === '*' || ch === '/') && depth === 0) {
      if (cur) out.push({ f: cur, div });
      cur = '';
      div = ch === '/';
    } else cur += ch;
  }
  if (cur) out.push({ f: cur, div });
  return out;
}

/** The factor as base^exp with a numeric exponent (scaled by `outer`), recursing into (…)^n. */
function powers(e: string, outer: string, rules: Set<string>): Power[] | null {
  const out: Power[] = [];
  for (const { f, div } of topFactors(e)) {
    const sign = div ? '-1' : '1';
    const m = f.match(/^(\(.+\)|\d+(?:\.\d+)?|[a-z])(?:\^(\(-?\d+(?:\/\d+)?\)|\d+))?$/);
    if (!m) return null;
    const [, base = '', e0 = '1'] = m;
    const exp = simplify(`(${e0})*(${outer})*(${sign})`);
    if (base.startsWith('(')) {
      const inner = base.slice(1, -1);
      const parts = topFactors(inner);
      if (parts.length === 1 && /\^/.test(inner)) rules.add('power');
      else if (parts.length > 1) rules.add(e0 === '1' ? 'product' : 'product-power');
      else return null;
      const sub = powers(inner, exp, rules);
      if (!sub) return null;
      out.push(...sub);
    } else out.push({ base, exp });
  }
  return out;
}

const texPow = (base: string, exp: string) => (exp === '1' ? tex(base) : `${tex(base)}^{${tex(exp)}}`);

export function exponentRules(text: string): Draft | null {
  const m = text.match(VERB);
  if (!m) return null;
  // Implied products made explicit ("2x^3" → "2*x^3") so the factors can be read one by one.
  const typed = asExpression(m[1] ?? '');
  const e = typed ? explicitProducts(typed) : null;
  if (!e || !/\^/.test(e) || /[+-](?![\d(]*\))/.test(e.replace(/\^\(-/g, '^(').replace(/^-/, '')))
    return null;
  const rules = new Set<string>();
  const ps = powers(e, '1', rules);
  if (!ps || ps.length < 2 || ps.some((p) => !/^-?\d+(\/\d+)?$/.test(p.exp))) {
    if (!ps || rules.size === 0) return null;
  }
  const byBase = new Map<string, string>();
  for (const p of ps ?? []) byBase.set(p.base, simplify(`(${byBase.get(p.base) ?? '0'})+(${p.exp})`));
  const repeated = (ps?.length ?? 0) > byBase.size;
  if (!repeated && rules.size === 0) return null;
  const steps: Step[] = [
    { rule: 'Write the expression', text: 'Start from the expression as given.', latex: tex(e) },
  ];
  if (rules.has('power'))
    steps.push({
      rule: 'Power of a power',
      text: 'Multiply the powers: $(a^m)^n = a^{mn}$.',
      latex: (ps ?? []).map((p) => texPow(p.base, p.exp)).join(' \\cdot '),
    });
  if (rules.has('product') || rules.has('product-power'))
    steps.push({
      rule: 'Power of a product',
      text: 'A power outside a bracket applies to every factor inside: $(ab)^n = a^n b^n$.',
      latex: (ps ?? []).map((p) => texPow(p.base, p.exp)).join(' \\cdot '),
    });
  if (repeated) {
    const divides = topFactors(e).some((f) => f.div) || (ps ?? []).some((p) => p.exp.startsWith('-'));
    steps.push({
      rule: divides ? 'Product and quotient rules' : 'Product rule',
      text: divides
        ? 'Same base: add the powers when multiplying, subtract when dividing ($a^m \\cdot a^n = a^{m+n}$, $\\frac{a^m}{a^n} = a^{m-n}$).'
        : 'Same base: add the powers ($a^m \\cdot a^n = a^{m+n}$).',
      latex: [...byBase]
        .filter(([, x]) => x !== '0')
        .map(([b, x]) => texPow(b, x))
        .join(' \\cdot '),
    });
  }
  const combined = [...byBase]
    .filter(([, x]) => x !== '0')
    .map(([b, x]) => `(${b})^(${x})`)
    .join('*');
  const result = /[a-z]/.test(combined) ? simplify(combined || '1') : exact(combined || '1');
  if (!agrees(result, e)) return null;
  if ([...byBase.values()].some((x) => x.startsWith('-')))
    steps.push({
      rule: 'Negative exponent',
      text: 'A negative power is a reciprocal: $a^{-n} = \\frac{1}{a^n}$.',
      latex: tex(result),
    });
  else if (!/[a-z]/.test(combined) && /\^/.test(combined) && !/\^/.test(result))
    steps.push({
      rule: 'Evaluate',
      text: 'Work out the power.',
      latex: `${[...byBase].map(([b, x]) => texPow(b, x)).join(' \\cdot ')} = ${tex(result)}`,
    });
  return {
    category: 'exponents',
    title: 'Using the laws of exponents',
    steps,
    answer: tex(result),
    tip: 'The exponent laws need the same base: rewrite 4 as 2² or 9 as 3² first if you can.',
  };
}
