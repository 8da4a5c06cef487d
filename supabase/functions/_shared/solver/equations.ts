// Linear and quadratic equations, linear inequalities, absolute-value and higher polynomial equations.

import { commaList, decimalOf, orList } from './answers.ts';
import { agrees, coeffs, expand, num, raw, simplify, solveFor, str, tex } from './cas.ts';
import { absInequality, linearInequality, quadraticInequality } from './inequalities.ts';
import { asExpression } from './normalize.ts';
import { stripLead } from './phrases.ts';
import { polynomial, quadratic } from './quadratic.ts';
import { exponentialEquation, logEquation, radicalEquation } from './special-equations.ts';
import type { Draft, Step } from './types.ts';

const eqChain = (x: string, mid: string, end: string) =>
  mid === end ? `${x} = ${end}` : `${x} = ${mid} = ${end}`;

const mainVar = (e: string): string | null => {
  const vs = (e.match(/[a-z]/g) ?? []).filter((c) => c !== 'e' && c !== 'i');
  const uniq = [...new Set(vs)];
  if (uniq.length === 1) return uniq[0] ?? null;
  return null;
};

export function equation(text: string): Draft | null {
  let body = stripLead(text);
  // "find the roots of x^2 - 3x - 4", "solve x^2 - 4": a polynomial with no sign means "= 0".
  const roots = text.match(/^(?:find\s+)?(?:the\s+)?(?:roots|zeros|zeroes|solutions)\s+of\s+(.+)$/i);
  if (roots) body = `${roots[1]} = 0`;
  else if (/^solve\b/i.test(text) && !/[=<>]/.test(body) && /[a-z]\^?/.test(body)) body = `${body} = 0`;
  const m = body.match(/^(.+?)(<=|>=|<|>|=)(.+)$/);
  if (!m) return null;
  const [, l0 = '', op = '', r0 = ''] = m;
  if (/=/.test(r0) || /[<>]/.test(r0)) return null;
  const left = asExpression(l0);
  const right = asExpression(r0);
  if (!left || !right) return null;
  const x = mainVar(`${left}+${right}`.replace(/sqrt|sin|cos|tan|log|abs|pi/g, ''));
  if (!x) return null;
  if (op !== '=' && /abs\(/.test(left + right)) return absInequality(left, right, op, x);
  if (op === '=') {
    if (/abs\(/.test(left + right)) return absolute(left, right, x);
    const special =
      exponentialEquation(left, right, x) ??
      logEquation(text, left, right, x) ??
      radicalEquation(left, right, x);
    if (special) return special;
  }
  const diff = expand(`(${left})-(${right})`);
  if (/[a-z]\(/.test(diff)) return null;
  const cs = coeffs(diff, x);
  // Only polynomials from here: the coefficients must rebuild the equation exactly.
  if (cs.length === 0 || cs.some((c) => c.includes(x))) return null;
  if (!agrees(diff, cs.map((c, i) => `(${c})*${x}^${i}`).join('+'))) return null;
  if (op !== '=')
    return cs.length <= 2
      ? linearInequality(left, right, op, x, cs)
      : quadraticInequality(left, right, op, x, cs);
  if (cs.length <= 2) return linear(left, right, x, cs);
  if (cs.length === 3) return quadratic(left, right, x, cs, opening(left, right, x));
  return polynomial(left, right, x, cs);
}

function opening(left: string, right: string, x: string): Step[] {
  const steps: Step[] = [
    {
      rule: 'Write the equation',
      text: `We want the value of $${x}$.`,
      latex: `${raw(left)} = ${raw(right)}`,
    },
  ];
  const le = expand(left);
  const re = expand(right);
  if (str(left) !== le || str(right) !== re) {
    const hasFrac = /\//.test(left + right);
    steps.push({
      rule: hasFrac ? 'Expand and tidy the fractions' : 'Expand the brackets',
      text: 'Multiply out every bracket and collect like terms on each side.',
      latex: `${tex(le)} = ${tex(re)}`,
    });
  }
  return steps;
}

function linear(left: string, right: string, x: string, cs: string[]): Draft {
  const steps = opening(left, right, x);
  const a = cs[1] ?? '0';
  const b = cs[0] ?? '0';
  const title = 'Solving a linear equation';
  if (simplify(a) === '0') {
    const ok = simplify(b) === '0';
    steps.push({
      rule: 'Collect like terms',
      text: `The $${x}$ terms cancel out and we are left with ${ok ? 'a true statement' : 'a false statement'}.`,
      latex: ok ? '0 = 0' : `${tex(b)} \\neq 0`,
    });
    return {
      category: 'linear-equation',
      title,
      steps,
      answer: ok ? `\\text{every } ${x} \\text{ is a solution}` : '\\text{no solution}',
    };
  }
  const rhs = simplify(`-(${b})`);
  // The numbers that move: the right side's constant, minus the left side's ("16 + 5").
  const [bl, br] = [left, right].map((side) => coeffs(expand(side), x)[0] ?? '0');
  const moved =
    num(bl ?? '0') === 0
      ? ''
      : `${tex(br ?? '0')} ${num(bl ?? '0') < 0 ? '+' : '-'} ${tex(simplify(`abs(${bl})`))} = `;
  steps.push({
    rule: 'Collect like terms',
    text: `Move the $${x}$ terms to the left and the numbers to the right (change the sign when a term crosses the equals sign).`,
    latex: `${tex(`(${a})*${x}`)} = ${moved}${tex(rhs)}`,
  });
  const sol = simplify(`(${rhs})/(${a})`);
  if (simplify(a) !== '1') {
    steps.push({
      rule: 'Divide both sides',
      text: `Divide both sides by $${tex(a)}$.`,
      latex: eqChain(x, tex(`(${rhs})/(${a})`), tex(sol)),
    });
  }
  steps.push({
    rule: 'Check',
    text: 'Put the value back into the original equation: both sides match.',
    latex: `${raw(left.split(x).join(`(${sol})`))} = ${tex(simplify(left.split(x).join(`(${sol})`)))} = ${tex(simplify(right.split(x).join(`(${sol})`)))}`,
  });
  return {
    category: 'linear-equation',
    title,
    steps,
    answer: `${x} = ${tex(sol)}`,
    ...decimalOf(sol),
  };
}

function absolute(left: string, right: string, x: string): Draft | null {
  const m = left.match(/^abs\((.+)\)$/) ?? null;
  if (!m || /abs/.test(right)) return null;
  const inner = m[1] ?? '';
  const k = num(right);
  const steps: Step[] = [
    {
      rule: 'Write the equation',
      text: 'An absolute value is a distance from zero, so it is never negative.',
      latex: `${raw(left)} = ${raw(right)}`,
    },
  ];
  if (!Number.isFinite(k)) return null;
  if (k < 0) {
    steps.push({
      rule: 'Compare with zero',
      text: 'The right-hand side is negative, which an absolute value can never be.',
      latex: `${tex(right)} < 0`,
    });
    return {
      category: 'absolute-value',
      title: 'Solving an absolute-value equation',
      steps,
      answer: '\\text{no solution}',
    };
  }
  steps.push({
    rule: 'Split into two cases',
    text: 'The inside is either the positive or the negative value.',
    latex: `${tex(inner)} = ${tex(right)} \\quad \\text{or} \\quad ${tex(inner)} = -${tex(right)}`,
  });
  const sols = [
    ...new Set(
      [...solveFor(`${inner}=${right}`, x), ...solveFor(`${inner}=-(${right})`, x)].map((s) => simplify(s)),
    ),
  ];
  sols.sort((p, q) => num(p) - num(q));
  steps.push({
    rule: 'Solve each case',
    text: 'Solve the two linear equations.',
    latex: commaList(x, sols),
  });
  return {
    category: 'absolute-value',
    title: 'Solving an absolute-value equation',
    steps,
    answer: orList(x, sols),
  };
}
