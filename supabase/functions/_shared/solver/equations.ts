// Linear and quadratic equations, linear inequalities, absolute-value and higher polynomial equations.
import { coeffs, dec, expand, num, raw, simplify, solveFor, str, tex } from './cas.ts';
import { asExpression } from './normalize.ts';
import { stripLead } from './phrases.ts';
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
  const exp = exponential(body);
  if (exp) return exp;
  const m = body.match(/^(.+?)(<=|>=|<|>|=)(.+)$/);
  if (!m) return null;
  const [, l0 = '', op = '', r0 = ''] = m;
  if (/=/.test(r0) || /[<>]/.test(r0)) return null;
  const left = asExpression(l0);
  const right = asExpression(r0);
  if (!left || !right) return null;
  const x = mainVar(`${left}+${right}`.replace(/sqrt|sin|cos|tan|log|abs|pi/g, ''));
  if (!x) return null;
  if (/abs\(/.test(left + right) && op === '=') return absolute(left, right, x);
  const diff = expand(`(${left})-(${right})`);
  if (/[a-z]\(/.test(diff.replace(/\b(sqrt)\(/g, ''))) return null;
  const cs = coeffs(diff, x);
  if (cs.length === 0) return null;
  if (op !== '=') return cs.length <= 2 ? inequality(left, right, op, x, cs) : null;
  if (cs.length <= 2) return linear(left, right, x, cs);
  if (cs.length === 3) return quadratic(left, right, x, cs);
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
  steps.push({
    rule: 'Collect like terms',
    text: `Move the $${x}$ terms to the left and the numbers to the right (change the sign when a term crosses the equals sign).`,
    latex: `${tex(`(${a})*${x}`)} = ${tex(rhs)}`,
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
    latex: `${tex(str(left).split(x).join(`(${sol})`))} = ${tex(simplify(str(right).split(x).join(`(${sol})`)))}`,
  });
  const n = num(sol);
  return {
    category: 'linear-equation',
    title,
    steps,
    answer: `${x} = ${tex(sol)}`,
    ...(Number.isInteger(n) ? {} : { decimal: dec(n) }),
  };
}

function inequality(left: string, right: string, op: string, x: string, cs: string[]): Draft | null {
  const a = cs[1] ?? '0';
  const b = cs[0] ?? '0';
  const an = num(a);
  if (!Number.isFinite(an) || an === 0) return null;
  const texOp = (o: string) => ({ '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' })[o] ?? o;
  const flip = (o: string) => ({ '<': '>', '>': '<', '<=': '>=', '>=': '<=' })[o] ?? o;
  const steps: Step[] = [
    {
      rule: 'Write the inequality',
      text: 'Solve it like an equation, watching the direction of the sign.',
      latex: `${raw(left)} ${texOp(op)} ${raw(right)}`,
    },
  ];
  const rhs = simplify(`-(${b})`);
  steps.push({
    rule: 'Collect like terms',
    text: `Move the $${x}$ terms to the left and the numbers to the right.`,
    latex: `${tex(`(${a})*${x}`)} ${texOp(op)} ${tex(rhs)}`,
  });
  const sol = simplify(`(${rhs})/(${a})`);
  const finalOp = an < 0 ? flip(op) : op;
  steps.push({
    rule: an < 0 ? 'Divide by a negative number (flip the sign)' : 'Divide both sides',
    text:
      an < 0
        ? `Dividing by $${tex(a)}$, a negative number, reverses the inequality sign.`
        : `Divide both sides by $${tex(a)}$; the sign stays the same.`,
    latex: `${x} ${texOp(finalOp)} ${tex(sol)}`,
  });
  return {
    category: 'linear-inequality',
    title: 'Solving a linear inequality',
    steps,
    answer: `${x} ${texOp(finalOp)} ${tex(sol)}`,
  };
}

function quadratic(left: string, right: string, x: string, cs: string[]): Draft {
  const steps = opening(left, right, x);
  const [c = '0', b = '0', a = '1'] = cs;
  const std = expand(`(${left})-(${right})`);
  steps.push({
    rule: 'Standard form',
    text: `Bring everything to one side: $a${x}^2 + b${x} + c = 0$ with $a = ${tex(a)}$, $b = ${tex(b)}$, $c = ${tex(c)}$.`,
    latex: `${tex(std)} = 0`,
  });
  const D = simplify(`(${b})^2-4*(${a})*(${c})`);
  const Dn = num(D);
  steps.push({
    rule: 'Discriminant',
    text: `Work out $\\Delta = b^2 - 4ac$. ${Dn > 0 ? 'It is positive, so there are two real roots.' : Dn === 0 ? 'It is zero, so there is one repeated root.' : 'It is negative, so the roots are complex.'}`,
    latex: `\\Delta = (${tex(b)})^2 - 4 \\cdot (${tex(a)}) \\cdot (${tex(c)}) = ${tex(D)}`,
  });
  const r1 = simplify(`(-(${b})+sqrt(${D}))/(2*(${a}))`);
  const r2 = simplify(`(-(${b})-sqrt(${D}))/(2*(${a}))`);
  const rational =
    Dn >= 0 && Number.isInteger(Math.sqrt(Dn)) && [a, b, c].every((k) => Number.isInteger(num(k)));
  if (rational && Dn > 0) {
    steps.push({
      rule: 'Factorise',
      text: 'The discriminant is a perfect square, so the quadratic factorises.',
      latex: `${tex(`factor(${std})`)} = 0`,
    });
  }
  steps.push({
    rule: 'Quadratic formula',
    text: 'Use $x = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$.',
    latex: `${x} = \\frac{-(${tex(b)}) \\pm \\sqrt{${tex(D)}}}{2 \\cdot ${tex(a)}}`,
  });
  const roots = Dn === 0 ? [r1] : [r1, r2];
  let ans = roots.map((r) => `${x} = ${tex(r)}`).join(' \\text{ or } ');
  if (Dn < 0) {
    // Complex roots written as re ± im·i (nerdamer would print "2i-1").
    const re = str(`-(${b})/(2*(${a}))`);
    const im0 = str(`sqrt(${str(`-(${D})`)})/(2*(${a}))`);
    const im = num(im0) < 0 ? str(`-(${im0})`) : im0;
    const imTex = im === '1' ? '' : tex(im);
    const reTex = re === '0' ? '' : `${tex(re)} `;
    ans = [`${reTex}+ ${imTex}i`, `${reTex}- ${imTex}i`]
      .map((r) => `${x} = ${r.replace(/^\+ /, '')}`)
      .join(' \\text{ or } ');
  }
  steps.push({
    rule: 'Simplify the roots',
    text: Dn < 0 ? 'Write $\\sqrt{-1} = i$.' : 'Simplify each root.',
    latex: ans,
  });
  const decs = roots.map((r) => num(r));
  const needDec = Dn >= 0 && decs.some((d) => !Number.isInteger(d));
  return {
    category: 'quadratic',
    title: 'Solving a quadratic equation',
    steps,
    answer: ans,
    ...(needDec ? { decimal: decs.map((d) => dec(d)).join(', ') } : {}),
  };
}

function polynomial(left: string, right: string, x: string, cs: string[]): Draft | null {
  const std = expand(`(${left})-(${right})`);
  if (cs.length > 7) return null;
  const roots = solveFor(`${std}=0`, x);
  // Only exact roots: nerdamer falls back to long rational approximations for e.g. x^5 - x - 1.
  if (roots.length === 0 || roots.some((r) => /\d{6,}/.test(r))) return null;
  const steps: Step[] = [
    { rule: 'Standard form', text: 'Bring everything to one side.', latex: `${tex(std)} = 0` },
    {
      rule: 'Factorise',
      text: 'Factorise the polynomial (the computer-algebra library finds the factors).',
      latex: `${tex(`factor(${std})`)} = 0`,
    },
    {
      rule: 'Zero product rule',
      text: 'A product is zero when one of its factors is zero.',
      latex: roots.map((r) => `${x} = ${tex(r)}`).join(',\\ '),
    },
  ];
  return {
    category: 'polynomial-equation',
    title: 'Solving a polynomial equation',
    steps,
    answer: roots.map((r) => `${x} = ${tex(r)}`).join(' \\text{ or } '),
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
    latex: sols.map((s) => `${x} = ${tex(s)}`).join(',\\ '),
  });
  return {
    category: 'absolute-value',
    title: 'Solving an absolute-value equation',
    steps,
    answer: sols.map((s) => `${x} = ${tex(s)}`).join(' \\text{ or } '),
  };
}

/** a^(linear in x) = c: take logs base a (exact when c is a power of a). */
function exponential(body: string): Draft | null {
  const m = body.match(/^(\d+(?:\.\d+)?)\s*\^\s*\(?([^=()]*[a-z][^=()]*)\)?\s*=\s*(\d+(?:\.\d+)?)$/);
  if (!m) return null;
  const [, base = '', expo0 = '', rhs = ''] = m;
  const e = asExpression(expo0);
  if (!e) return null;
  const x = mainVar(e);
  if (!x) return null;
  const k = Math.log(Number(rhs)) / Math.log(Number(base));
  if (!Number.isFinite(k)) return null;
  const whole = Math.abs(k - Math.round(k)) < 1e-9;
  const kStr = whole ? String(Math.round(k)) : `log(${rhs})/log(${base})`;
  const steps: Step[] = [
    {
      rule: 'Write the equation',
      text: `The unknown is in the exponent.`,
      latex: `${base}^{${tex(e)}} = ${rhs}`,
    },
  ];
  steps.push(
    whole
      ? {
          rule: 'Same base on both sides',
          text: `Write ${rhs} as a power of ${base}, then the exponents must be equal.`,
          latex: `${base}^{${tex(e)}} = ${base}^{${kStr}} \\Rightarrow ${tex(e)} = ${kStr}`,
        }
      : {
          rule: 'Take logarithms',
          text: 'Take the logarithm of both sides: $\\log_b(b^u) = u$.',
          latex: `${tex(e)} = \\log_{${base}} ${rhs} = \\frac{\\ln ${rhs}}{\\ln ${base}}`,
        },
  );
  const cs = coeffs(e, x);
  if (cs.length !== 2) return null;
  const sol = str(`((${kStr})-(${cs[0]}))/(${cs[1]})`);
  steps.push({ rule: 'Solve the linear equation', text: `Solve for $${x}$.`, latex: `${x} = ${tex(sol)}` });
  const n = num(sol);
  return {
    category: 'exponential-equation',
    title: 'Solving an exponential equation',
    steps,
    answer: `${x} = ${tex(sol)}`,
    ...(Number.isInteger(n) ? {} : { decimal: dec(n) }),
  };
}
