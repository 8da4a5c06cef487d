// Equations that are not polynomial: the unknown in an exponent (2^x = 8, e^x = 5), inside a
// logarithm (log(x) = 2, ln(2x + 1) = 3) or under a square root (√(x + 3) = x − 3).

import { commaList, decimalOf, orList } from './answers.ts';
import { agrees, coeffs, expand, num, raw, simplify, solveFor, str, tex } from './cas.ts';
import type { Draft, Step } from './types.ts';

const TITLE_EXP = 'Solving an exponential equation';

/** The unknown's coefficient and constant when `e` is linear in x, else null. */
function linearIn(e: string, x: string): [a: string, b: string] | null {
  const cs = coeffs(e, x);
  if (cs.length !== 2 || !agrees(e, `(${cs[1]})*${x}+(${cs[0]})`)) return null;
  return [cs[1] ?? '0', cs[0] ?? '0'];
}

/** Solves a·x + b = value for x: the last steps of every equation here. */
function finishLinear(u: string, value: string, x: string, steps: Step[]): string | null {
  const lin = linearIn(u, x);
  if (!lin) return null;
  const sol = simplify(`((${value})-(${lin[1]}))/(${lin[0]})`);
  if (str(u) !== x)
    steps.push({
      rule: 'Solve the linear equation',
      text: `Now solve $${tex(u)} = ${tex(value)}$ for $${x}$.`,
      latex: `${x} = ${tex(sol)}`,
    });
  return sol;
}

const withDecimal = (d: Draft, sol: string): Draft => ({ ...d, ...decimalOf(sol) });

/** k·b^u = c, either way round; b a number or e. */
export function exponentialEquation(left: string, right: string, x: string): Draft | null {
  const side = /^(?:(\d+(?:\.\d+)?)(?:\*|(?=e\^)))?(\d+(?:\.\d+)?|e)\^(?:\(([^()]+)\)|([a-z]))$/;
  const [expSide, other] = side.test(left) ? [left, right] : side.test(right) ? [right, left] : [null, null];
  if (!expSide || !other || other.includes(x)) return null;
  const [, k0, base = '', u0, u1] = expSide.match(side) ?? [];
  const u = u0 ?? u1 ?? '';
  const c = num(other);
  const k = k0 ? Number(k0) : 1;
  if (!u.includes(x) || !(c > 0) || !(k > 0)) return null;
  const steps: Step[] = [
    {
      rule: 'Write the equation',
      text: 'The unknown is in the exponent.',
      latex: `${raw(left)} = ${raw(right)}`,
    },
  ];
  let rhs = str(other);
  if (k0) {
    rhs = simplify(`(${other})/${k}`);
    steps.push({
      rule: 'Divide both sides',
      text: `Divide both sides by ${k} so the power stands alone.`,
      latex: `${base}^{${tex(u)}} = ${tex(rhs)}`,
    });
  }
  const b = base === 'e' ? Math.E : Number(base);
  const power = Math.log(num(rhs)) / Math.log(b);
  const q = [1, 2, 3, 4].find((d) => Math.abs(power * d - Math.round(power * d)) < 1e-9);
  let value: string;
  if (q !== undefined && base !== 'e') {
    value = simplify(`${Math.round(power * q)}/${q}`);
    steps.push({
      rule: 'Same base on both sides',
      text: `Write $${tex(rhs)}$ as a power of ${base}; equal powers of the same base have equal exponents.`,
      latex: `${base}^{${tex(u)}} = ${base}^{${tex(value)}} \\Rightarrow ${tex(u)} = ${tex(value)}`,
    });
  } else {
    value = base === 'e' ? `log(${rhs})` : `log(${rhs})/log(${base})`;
    steps.push({
      rule: base === 'e' ? 'Take natural logarithms' : 'Take logarithms',
      text:
        base === 'e'
          ? 'Take $\\ln$ of both sides: $\\ln(e^u) = u$.'
          : `Take logarithms of both sides: $\\log_{${base}}(${base}^u) = u$, and $\\log_{${base}} a = \\frac{\\ln a}{\\ln ${base}}$.`,
      latex: `${tex(u)} = ${tex(value)}`,
    });
  }
  const sol = finishLinear(u, value, x, steps);
  if (!sol) return null;
  return withDecimal(
    { category: 'exponential-equation', title: TITLE_EXP, steps, answer: `${x} = ${tex(sol)}` },
    sol,
  );
}

/** log_b(u) = c (typed "log" without a base is base 10; "ln" is base e). */
export function logEquation(text: string, left: string, right: string, x: string): Draft | null {
  // log(u), or log_b(u) as asExpression writes it: (log(u)/log(b)).
  const side = /^\(?log\((.+?)\)(?:\/log\([\de.]+\)\))?$/;
  const [logSide, other] = side.test(left) ? [left, right] : side.test(right) ? [right, left] : [null, null];
  if (!logSide || !other || other.includes(x)) return null;
  const u = logSide.match(side)?.[1] ?? '';
  if (!u.includes(x) || /log\(/.test(u)) return null;
  const typed = text.match(/\b(ln|log)\s*(?:_\s*\{?\s*(\d+(?:\.\d+)?|e)\s*\}?|\s*base\s*(\d+))?/i);
  const base = typed?.[2] ?? typed?.[3] ?? (typed?.[1]?.toLowerCase() === 'ln' ? 'e' : '10');
  const name = base === 'e' ? '\\ln' : `\\log_{${base}}`;
  const value = simplify(`(${base})^(${other})`);
  const steps: Step[] = [
    {
      rule: 'Write the equation',
      text:
        base === '10' && !typed?.[2] && !typed?.[3]
          ? 'The unknown is inside a logarithm ($\\log$ with no base written means base 10).'
          : 'The unknown is inside a logarithm.',
      latex: `${name}\\left(${tex(u)}\\right) = ${tex(other)}`,
    },
    {
      rule: 'Definition of a logarithm',
      text: `$${name} a = c$ means $a = ${base}^c$.`,
      latex: `${tex(u)} = ${base === 'e' ? 'e' : base}^{${tex(other)}} = ${tex(value)}`,
    },
  ];
  const sol = finishLinear(u, value, x, steps);
  if (!sol) return null;
  if (!(num(str(u).split(x).join(`(${sol})`)) > 0)) return null;
  steps.push({
    rule: 'Check the domain',
    text: 'A logarithm needs a positive argument; it is positive at this value.',
    latex: `${tex(str(u).split(x).join(`(${sol})`))} > 0`,
  });
  return withDecimal(
    { category: 'logarithm', title: 'Solving a logarithmic equation', steps, answer: `${x} = ${tex(sol)}` },
    sol,
  );
}

/** One square root containing the unknown: isolate it, square, solve, drop extraneous roots. */
export function radicalEquation(left: string, right: string, x: string): Draft | null {
  const d = `(${left})-(${right})`;
  const roots = [...new Set(d.match(/sqrt\(([^()]*(?:\([^()]*\))*[^()]*)\)/g) ?? [])].filter((r) =>
    r.includes(x),
  );
  if (roots.length !== 1) return null;
  const root = roots[0] ?? '';
  const inside = root.slice(5, -1);
  // d = a·√u + rest, with √u replaced by a fresh letter.
  const swapped = expand(d.split(root).join('s'));
  const cs = coeffs(swapped, 's');
  if (cs.length !== 2 || (cs[0] ?? '').includes('s') || (cs[1] ?? '').includes(x)) return null;
  const isolated = simplify(`-(${cs[0]})/(${cs[1]})`);
  const steps: Step[] = [
    {
      rule: 'Write the equation',
      text: 'The unknown is under a square root.',
      latex: `${raw(left)} = ${raw(right)}`,
    },
    {
      rule: 'Isolate the root',
      text: 'Get the square root on its own on one side.',
      latex: `\\sqrt{${tex(inside)}} = ${tex(isolated)}`,
    },
    {
      rule: 'Square both sides',
      text: 'Squaring removes the root (it can add false solutions, so check them at the end).',
      latex: `${tex(inside)} = ${tex(expand(`(${isolated})^2`))}`,
    },
  ];
  const poly = expand(`(${inside})-(${isolated})^2`);
  const candidates = solveFor(`${poly}=0`, x)
    .map((c) => simplify(c))
    .filter((c) => Number.isFinite(num(c)) && !/\d{6,}/.test(c));
  if (candidates.length === 0) return null;
  steps.push({
    rule: 'Solve',
    text: 'Solve the equation left after squaring.',
    latex: commaList(x, candidates),
  });
  const holds = (c: string) => {
    const l = num(str(left).split(x).join(`(${c})`));
    const r = num(str(right).split(x).join(`(${c})`));
    return Math.abs(l - r) < 1e-9 * Math.max(1, Math.abs(l));
  };
  const good = candidates.filter(holds).sort((p, q) => num(p) - num(q));
  const bad = candidates.filter((c) => !holds(c));
  steps.push({
    rule: 'Check for extraneous roots',
    text:
      bad.length > 0
        ? `Put each value into the original equation: ${bad.map((c) => `$${x} = ${tex(c)}$`).join(' and ')} does not work (the square root is never negative), so it is rejected.`
        : 'Put each value into the original equation: it works.',
    latex: good.length ? commaList(x, good) : '\\text{no solution}',
  });
  return {
    category: 'radical-equation',
    title: 'Solving an equation with a square root',
    steps,
    answer: good.length ? orList(x, good) : '\\text{no solution}',
  };
}
