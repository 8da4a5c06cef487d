// Quadratic equations (by factorising, by square roots or by the formula) and higher polynomials.

import { commaList, orList } from './answers.ts';
import { coeffs, dec, expand, factor, num, simplify, solveFor, str, tex } from './cas.ts';
import type { Draft, Step } from './types.ts';

const TITLE = 'Solving a quadratic equation';
const isInt = (s: string) => Number.isInteger(num(s));

/** The factors of nerdamer's factor() output that contain x, with their multiplicity. */
function linearFactors(factored: string, x: string): string[] | null {
  const out: string[] = [];
  for (const f of splitTopProduct(factored)) {
    if (!f.includes(x)) continue;
    const m = f.match(/^\((.+)\)\^(\d+)$/);
    const [inner, times] = m ? [m[1] ?? '', Number(m[2])] : [f.replace(/^\((.+)\)$/, '$1'), 1];
    if (coeffs(inner, x).length !== 2) return null;
    for (let i = 0; i < times; i++) out.push(inner);
  }
  return out;
}

/** "2*(x-4)*x" → ["2", "(x-4)", "x"]: factors at the top level of a product. */
function splitTopProduct(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === '*' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.filter(Boolean);
}

const rootOf = (linear: string, x: string) => {
  const [b = '0', a = '1'] = coeffs(linear, x);
  return simplify(`-(${b})/(${a})`);
};

const sortRoots = (rs: string[]) => [...new Set(rs)].sort((p, q) => num(p) - num(q));
const answerOf = orList;

export function quadratic(left: string, right: string, x: string, cs: string[], opening: Step[]): Draft {
  const steps = [...opening];
  const [c = '0', b = '0', a = '1'] = cs;
  const std = expand(`(${left})-(${right})`);
  if (str(right) !== '0')
    steps.push({
      rule: 'Standard form',
      text: 'Bring everything to one side so the equation reads $ax^2 + bx + c = 0$.',
      latex: `${tex(std)} = 0`,
    });
  const D = simplify(`(${b})^2-4*(${a})*(${c})`);
  const Dn = num(D);
  const square = Dn >= 0 && Number.isInteger(Math.sqrt(Dn)) && [a, b, c].every(isInt);
  // x² = k: square roots of both sides.
  if (num(b) === 0) {
    const k = simplify(`-(${c})/(${a})`);
    steps.push({
      rule: 'Isolate the square',
      text: `There is no $${x}$ term, so get $${x}^2$ on its own.`,
      latex: `${x}^2 = ${tex(k)}`,
    });
    const kn = num(k);
    if (kn < 0) {
      const r = simplify(`sqrt(${simplify(`-(${k})`)})`);
      const roots = [`${tex(r) === '1' ? '' : tex(r)}i`, `-${tex(r) === '1' ? '' : tex(r)}i`];
      steps.push({
        rule: 'Square root of both sides',
        text: `No real number squares to a negative number; with $i = \\sqrt{-1}$, $\\sqrt{${tex(k)}} = ${roots[0]}$.`,
        latex: `${x} = \\pm ${roots[0]}`,
      });
      return {
        category: 'quadratic',
        title: TITLE,
        steps,
        answer: roots.map((z) => `${x} = ${z}`).join(' \\text{ or } '),
      };
    }
    {
      const r = simplify(`sqrt(${k})`);
      const roots = kn === 0 ? ['0'] : sortRoots([simplify(`-(${r})`), r]);
      steps.push({
        rule: 'Square root of both sides',
        text: 'Take the square root of both sides; remember the positive and the negative root.',
        latex: `${x} = \\pm ${tex(r)}`,
      });
      return withDecimals({ category: 'quadratic', title: TITLE, steps, answer: answerOf(x, roots) }, roots);
    }
  }
  if (square) {
    const f = factor(std);
    const lin = linearFactors(f, x);
    if (lin && lin.length === 2) {
      const roots = sortRoots(lin.map((l) => rootOf(l, x)));
      steps.push(
        {
          rule: 'Factorise',
          text: `Find two brackets that multiply to give the quadratic (check: expanding them gives $${tex(std)}$).`,
          latex: `${tex(f)} = 0`,
        },
        {
          rule: 'Zero product rule',
          text: 'If a product is zero, one of its factors is zero.',
          latex: lin.map((l) => `${tex(l)} = 0`).join(' \\quad\\text{or}\\quad '),
        },
        {
          rule: 'Solve each factor',
          text:
            roots.length === 1
              ? 'Both factors are the same: one repeated root.'
              : 'Solve the two simple equations.',
          latex: answerOf(x, roots),
        },
      );
      return { category: 'quadratic', title: TITLE, steps, answer: answerOf(x, roots) };
    }
  }
  steps.push({
    rule: 'Discriminant',
    text: `With $a = ${tex(a)}$, $b = ${tex(b)}$, $c = ${tex(c)}$: $\\Delta = b^2 - 4ac$. ${Dn > 0 ? 'It is positive, so there are two real roots.' : Dn === 0 ? 'It is zero, so there is one repeated root.' : 'It is negative, so there are no real roots; the roots are complex.'}`,
    latex: `\\Delta = (${tex(b)})^2 - 4 \\cdot (${tex(a)}) \\cdot (${tex(c)}) = ${tex(D)}`,
  });
  const twoA = simplify(`2*(${a})`);
  const minusB = simplify(`-(${b})`);
  steps.push({
    rule: 'Quadratic formula',
    text: 'Put the numbers into $x = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$.',
    latex: `${x} = \\frac{${tex(minusB)} \\pm \\sqrt{${tex(D)}}}{${tex(twoA)}}`,
  });
  if (Dn < 0) {
    const re = simplify(`(${minusB})/(${twoA})`);
    const im = simplify(`sqrt(${simplify(`-(${D})`)})/abs(${twoA})`);
    const reTex = re === '0' ? '' : tex(re);
    const imTex = im === '1' ? 'i' : `${tex(im)}i`;
    const roots = [`${reTex} + ${imTex}`, `${reTex} - ${imTex}`].map((r) =>
      r.replace(/^ \+ /, '').replace(/^ - /, '-'),
    );
    steps.push({
      rule: 'Simplify the roots',
      text: `$\\sqrt{${tex(D)}} = \\sqrt{${tex(simplify(`-(${D})`))}}\\,i$, where $i = \\sqrt{-1}$.`,
      latex: roots.map((r) => `${x} = ${r}`).join(' \\text{ or } '),
    });
    return {
      category: 'quadratic',
      title: TITLE,
      steps,
      answer: roots.map((r) => `${x} = ${r}`).join(' \\text{ or } '),
    };
  }
  const roots = sortRoots(
    Dn === 0
      ? [simplify(`(${minusB})/(${twoA})`)]
      : [simplify(`((${minusB})+sqrt(${D}))/(${twoA})`), simplify(`((${minusB})-sqrt(${D}))/(${twoA})`)],
  );
  steps.push({
    rule: 'Simplify the roots',
    text: Dn === 0 ? 'The $\\pm$ part is zero, so there is one root.' : 'Work out the $+$ and the $-$ root.',
    latex: answerOf(x, roots),
  });
  return withDecimals({ category: 'quadratic', title: TITLE, steps, answer: answerOf(x, roots) }, roots);
}

function withDecimals(d: Draft, roots: string[]): Draft {
  const ns = roots.map((r) => num(r));
  return ns.every(Number.isInteger) ? d : { ...d, decimal: ns.map((n) => dec(n)).join(', ') };
}

/** Degree 3+: the library factorises and finds the roots; real roots are the answer. */
export function polynomial(left: string, right: string, x: string, cs: string[]): Draft | null {
  const std = expand(`(${left})-(${right})`);
  if (cs.length > 7) return null;
  const all = solveFor(`${std}=0`, x).map((r) => simplify(r));
  // Only exact roots: nerdamer falls back to long rational approximations for e.g. x^5 - x - 1.
  if (all.length === 0 || all.some((r) => /\d{6,}/.test(r))) return null;
  const real = sortRoots(all.filter((r) => !/\bi\b/.test(r)));
  const complex = all.filter((r) => /\bi\b/.test(r));
  const f = factor(std);
  const steps: Step[] = [
    { rule: 'Standard form', text: 'Bring everything to one side.', latex: `${tex(std)} = 0` },
    {
      rule: 'Factorise',
      text:
        str(f) === str(std)
          ? 'The polynomial does not split into simpler factors with rational numbers; the roots come from the algebra library.'
          : 'Factorise the polynomial (look for a common factor, then try small whole numbers as roots).',
      latex: `${tex(f)} = 0`,
    },
    {
      rule: 'Zero product rule',
      text: 'A product is zero when one of its factors is zero.',
      latex: real.length ? commaList(x, real) : '\\text{no real roots}',
    },
  ];
  if (complex.length)
    steps.push({
      rule: 'Complex roots',
      text: 'The remaining factor has no real roots; its roots are complex.',
      latex: commaList(x, complex),
    });
  return {
    category: 'polynomial-equation',
    title: 'Solving a polynomial equation',
    steps,
    answer: orList(x, real.length ? real : complex),
  };
}
