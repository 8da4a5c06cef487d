// Inequalities: linear, absolute value (|ax + b| < c) and quadratic (sign of a parabola between roots).
import { coeffs, dec, expand, num, raw, simplify, tex } from './cas.ts';
import type { Draft, Step } from './types.ts';

const texOp = (o: string) => ({ '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' })[o] ?? o;
const flip = (o: string) => ({ '<': '>', '>': '<', '<=': '>=', '>=': '<=' })[o] ?? o;
const strict = (o: string) => o === '<' || o === '>';

export function linearInequality(
  left: string,
  right: string,
  op: string,
  x: string,
  cs: string[],
): Draft | null {
  const a = cs[1] ?? '0';
  const b = cs[0] ?? '0';
  const an = num(a);
  if (!Number.isFinite(an) || an === 0) return null;
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

/** |u| < c, |u| ≤ c, |u| > c, |u| ≥ c with u linear (either side may hold the bars). */
export function absInequality(left: string, right: string, op0: string, x: string): Draft | null {
  const [absSide, other, op] = /^abs\(/.test(left) ? [left, right, op0] : [right, left, flip(op0)];
  const inner = absSide.match(/^abs\((.+)\)$/)?.[1];
  const c = num(other);
  if (!inner || other.includes(x) || !Number.isFinite(c)) return null;
  const cs = coeffs(inner, x);
  if (cs.length !== 2) return null;
  const a = num(cs[1] ?? '0');
  if (!Number.isFinite(a) || a === 0) return null;
  const less = op === '<' || op === '<=';
  const steps: Step[] = [
    {
      rule: 'Write the inequality',
      text: 'An absolute value is a distance from zero.',
      latex: `${raw(left)} ${texOp(op0)} ${raw(right)}`,
    },
  ];
  if (c < 0 || (c === 0 && strict(op) && less)) {
    const all = !less;
    steps.push({
      rule: 'Compare with zero',
      text: all
        ? 'A distance is never negative, so it is always bigger.'
        : 'A distance can never be less than a negative number.',
      latex: `|${tex(inner)}| \\ge 0`,
    });
    return done(steps, all ? `\\text{every } ${x} \\text{ is a solution}` : '\\text{no solution}');
  }
  // Endpoints where u = ±c, ordered.
  const [pt, qt] = [
    simplify(`(-(${other})-(${cs[0]}))/(${cs[1]})`),
    simplify(`((${other})-(${cs[0]}))/(${cs[1]})`),
  ];
  const [lo, hi] = num(pt) <= num(qt) ? [pt, qt] : [qt, pt];
  steps.push({
    rule: less ? 'Between the two values' : 'Outside the two values',
    text: less
      ? `$|u| ${texOp(op)} c$ means $-c ${texOp(op)} u ${texOp(op)} c$.`
      : `$|u| ${texOp(op)} c$ means $u ${texOp(flip(op))} -c$ or $u ${texOp(op)} c$.`,
    latex: less
      ? `${tex(`-(${other})`)} ${texOp(op)} ${tex(inner)} ${texOp(op)} ${tex(other)}`
      : `${tex(inner)} ${texOp(flip(op))} ${tex(`-(${other})`)} \\quad\\text{or}\\quad ${tex(inner)} ${texOp(op)} ${tex(other)}`,
  });
  const answer = less
    ? `${tex(lo)} ${texOp(op)} ${x} ${texOp(op)} ${tex(hi)}`
    : `${x} ${texOp(flip(op))} ${tex(lo)} \\text{ or } ${x} ${texOp(op)} ${tex(hi)}`;
  steps.push({
    rule: 'Solve for x',
    text: `Solve for $${x}$${a < 0 ? ' (dividing by a negative number flips the signs)' : ''}.`,
    latex: answer,
  });
  return done(steps, answer, 'absolute-value');
}

/** ax² + bx + c compared with 0: find the roots, then where the parabola is above or below. */
export function quadraticInequality(
  left: string,
  right: string,
  op: string,
  x: string,
  cs: string[],
): Draft | null {
  if (cs.length !== 3) return null;
  const [c, b, a] = cs.map((k) => num(k)) as [number, number, number];
  if (![a, b, c].every(Number.isFinite) || a === 0) return null;
  const std = expand(`(${left})-(${right})`);
  const steps: Step[] = [
    { rule: 'Standard form', text: 'Bring everything to one side.', latex: `${tex(std)} ${texOp(op)} 0` },
  ];
  const D = b * b - 4 * a * c;
  const Dx = simplify(`(${cs[1]})^2-4*(${cs[2]})*(${cs[0]})`);
  // Compare the quadratic with 0 as a (leading coefficient positive): ax² + … > 0 ⇔ "above".
  const above = (op === '>' || op === '>=') === a > 0;
  const opA = a > 0 ? op : flip(op);
  if (D < 0 || (D === 0 && (strict(opA) ? above : !above))) {
    const every = D < 0 ? above : true;
    steps.push({
      rule: D < 0 ? 'No real roots' : 'One repeated root',
      text:
        D < 0
          ? `The discriminant is ${dec(D)} < 0, so the parabola never crosses the axis: it is always ${a > 0 ? 'above' : 'below'} it.`
          : 'The parabola only touches the axis at its vertex.',
      latex: `\\Delta = ${dec(D)}`,
    });
    if (D === 0) {
      const r = simplify(`-(${cs[1]})/(2*(${cs[2]}))`);
      const ans = strict(opA) ? `${x} \\ne ${tex(r)}` : `\\text{every } ${x} \\text{ is a solution}`;
      return done(steps, above ? ans : `${x} = ${tex(r)}`, 'quadratic-inequality');
    }
    return done(
      steps,
      every ? `\\text{every } ${x} \\text{ is a solution}` : '\\text{no solution}',
      'quadratic-inequality',
    );
  }
  if (D === 0) {
    const r = simplify(`-(${cs[1]})/(2*(${cs[2]}))`);
    return done(steps, `${x} = ${tex(r)}`, 'quadratic-inequality');
  }
  const r1 = simplify(`(-(${cs[1]})-sqrt(${Dx}))/(2*(${cs[2]}))`);
  const r2 = simplify(`(-(${cs[1]})+sqrt(${Dx}))/(2*(${cs[2]}))`);
  const [lo, hi] = num(r1) <= num(r2) ? [r1, r2] : [r2, r1];
  steps.push({
    rule: 'Solve the equation',
    text: 'Find where the quadratic is zero (factorise or use the formula).',
    latex: `${x} = ${tex(lo)} \\text{ or } ${x} = ${tex(hi)}`,
  });
  steps.push({
    rule: 'Sign of the parabola',
    text: `The parabola opens ${a > 0 ? 'upwards' : 'downwards'}, so it is ${a > 0 ? 'below' : 'above'} the axis between the roots and ${a > 0 ? 'above' : 'below'} it outside them.`,
    latex: `${tex(std)} ${texOp(op)} 0`,
  });
  const inside = !above;
  const eq = strict(op) ? '' : '=';
  const answer = inside
    ? `${tex(lo)} ${texOp(`<${eq}`)} ${x} ${texOp(`<${eq}`)} ${tex(hi)}`
    : `${x} ${texOp(`<${eq}`)} ${tex(lo)} \\text{ or } ${x} ${texOp(`>${eq}`)} ${tex(hi)}`;
  return done(steps, answer, 'quadratic-inequality');
}

function done(
  steps: Step[],
  answer: string,
  category: 'absolute-value' | 'quadratic-inequality' = 'absolute-value',
): Draft {
  return {
    category,
    title:
      category === 'absolute-value'
        ? 'Solving an absolute-value inequality'
        : 'Solving a quadratic inequality',
    steps,
    answer,
    tip: 'Test one value from each region in the original inequality to check your answer.',
  };
}
