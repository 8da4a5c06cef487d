// Indefinite and definite integrals. Each term gets its named rule (power, linear substitution, by
// parts, standard integrals); the antiderivative of each piece is the library's, checked by
// differentiating it back, and linear substitutions keep their (ax + b) form.

import { decimalOf } from './answers.ts';
import { passRefusal } from './budget.ts';
import { hasVar, terms, topSplit } from './calculus.ts';
import { agrees, coeffs, diff, integrate, num, simplify, str, sub, tex } from './cas.ts';
import { asExpression } from './normalize.ts';
import { lead } from './phrases.ts';
import type { Draft, Step } from './types.ts';

interface Piece {
  step: Step;
  F: string;
}

/** "(2*x+1)^3" or "sqrt(3*x-2)" or "(3*x+2)^(-1)": a power of a linear expression, as [a, b, n]. */
function linearPower(t: string, v: string): { inner: string; a: string; n: string; k: string } | null {
  const m =
    t.match(/^(?:(-?\d+(?:\/\d+)?)\*)?\(([^()]+)\)\^\(?(-?\d+(?:\/\d+)?)\)?$/) ??
    t.match(/^(?:(-?\d+(?:\/\d+)?)\*)?sqrt\(([^()]+)\)$/);
  if (!m) return null;
  const inner = m[2] ?? '';
  const cs = coeffs(inner, v);
  if (cs.length !== 2 || cs.some((c) => c.includes(v)) || str(inner) === v) return null;
  return { inner, a: cs[1] ?? '1', n: m[3] ?? '1/2', k: m[1] ?? '1' };
}

/** ax + b with a ≠ 0, not just x. */
function linear(e: string, v: string): boolean {
  try {
    const cs = coeffs(e, v);
    return cs.length === 2 && cs.every((c) => !c.includes(v)) && str(e) !== v;
  } catch (err) {
    passRefusal(err);
    return false;
  }
}

/** Integration by parts only names the rule when v = ∫dv exists in closed form. */
function byParts(parts: [string, string], v: string): boolean {
  try {
    integrate(/sin|cos|e\^|exp/.test(parts[0]) ? parts[0] : parts[1], v);
    return true;
  } catch (e) {
    passRefusal(e);
    return false;
  }
}

/** ∫ f(g(x))·g'(x) dx: the inside g of a function or power whose derivative is the other factor. */
function substitution(t: string, v: string, F: string): Step | null {
  const inside = [
    ...t.matchAll(
      /(?:sin|cos|tan|exp|log|sqrt)\(([^()]*(?:\([^()]*\))*[^()]*)\)|\(([^()]+)\)\^|e\^\(([^()]+)\)/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  for (const g of inside) {
    if (!hasVar(g, v) || linear(g, v) || str(g) === v) continue;
    const dg = diff(g, v);
    const rest = simplify(`(${t})/(${dg})`);
    const inU = str(rest).split(str(g)).join('u');
    if (hasVar(inU, v)) continue;
    return {
      rule: 'Substitution',
      text: `Let $u = ${tex(g)}$, so $du = ${tex(dg)}\\,d${v}$: the integral becomes $\\int ${tex(inU)}\\,du$; integrate and put $u = ${tex(g)}$ back.`,
      latex: lnAbs(`\\int ${tex(t)}\\,d${v} = ${tex(F)}`),
    };
  }
  return null;
}

const lnAbs = (t: string) =>
  t.replace(/\\ln\\left\(((?:(?!\\left|\\right).)*)\\right\)/g, '\\ln\\left|$1\\right|');

function piece(t: string, v: string): Piece {
  const lp = linearPower(t, v);
  if (lp && simplify(lp.n) !== '0') {
    const { inner, a, n, k } = lp;
    const F =
      simplify(n) === '-1'
        ? `(${k})*log(${inner})/(${a})`
        : `(${k})*(${inner})^((${n})+1)/((${a})*((${n})+1))`;
    if (agrees(diff(F, v), t))
      return {
        F,
        step: {
          rule: 'Linear substitution',
          text: `With $u = ${tex(inner)}$ (so $du = ${tex(a)}\\,d${v}$), ${simplify(n) === '-1' ? `$\\int \\frac{1}{u}\\,du = \\ln|u|$` : 'use the power rule on $u$'}, then divide by ${tex(a)}.`,
          latex: lnAbs(`\\int ${tex(t)}\\,d${v} = ${tex(F)}`),
        },
      };
  }
  const F = integrate(t, v);
  const line = lnAbs(`\\int ${tex(t)}\\,d${v} = ${tex(F)}`);
  const inner = t.match(/(?:sin|cos|e\^|exp)\((.+)\)$/)?.[1];
  if (inner && linear(inner, v))
    return {
      F,
      step: {
        rule: 'Linear substitution',
        text: `The inside $${tex(inner)}$ is linear, so integrate the outer function and divide by its coefficient of $${v}$.`,
        latex: line,
      },
    };
  if (!hasVar(t, v))
    return { F, step: { rule: 'Constant rule', text: `$\\int k\\,d${v} = k${v}$.`, latex: line } };
  const subst = substitution(t, v, F);
  if (subst) return { F, step: subst };
  const parts = topSplit(t, '*');
  if (parts && hasVar(parts[0], v) && hasVar(parts[1], v) && byParts(parts, v)) {
    const [p, q] = /sin|cos|e\^|exp|log/.test(parts[0]) ? [parts[1], parts[0]] : parts;
    const u = /log/.test(q) ? q : p;
    const dv = u === q ? p : q;
    return {
      F,
      step: {
        rule: 'Integration by parts',
        text: `Take $u = ${tex(u)}$ and $dv = ${tex(dv)}\\,d${v}$, so $du = ${tex(diff(u, v))}\\,d${v}$ and $v = ${tex(integrate(dv, v))}$: $\\int u\\,dv = uv - \\int v\\,du$.`,
        latex: line,
      },
    };
  }
  if (/^(-?[\d/]+\*)?(sin|cos)\([a-z]\)$/.test(t))
    return {
      F,
      step: {
        rule: 'Trig integrals',
        text: '$\\int \\sin x\\,dx = -\\cos x$ and $\\int \\cos x\\,dx = \\sin x$.',
        latex: line,
      },
    };
  if (/^(-?[\d/]+\*)?e\^[a-z]$/.test(t))
    return { F, step: { rule: 'Exponential rule', text: '$\\int e^x\\,dx = e^x$.', latex: line } };
  if (new RegExp(`^(-?[\\d/]+\\*)?${v}\\^\\(?-1\\)?$`).test(t))
    return {
      F,
      step: { rule: 'Reciprocal rule', text: `$\\int \\frac{1}{${v}}\\,d${v} = \\ln|${v}|$.`, latex: line },
    };
  if (new RegExp(`^(-?[\\d/]+\\*)?${v}(\\^\\(?-?[\\d/]+\\)?)?$`).test(t) || /^sqrt\([a-z]\)$/.test(t))
    return {
      F,
      step: {
        rule: 'Power rule',
        text: `Raise the power by one and divide by the new power: $\\int ${v}^n\\,d${v} = \\frac{${v}^{n+1}}{n+1}$ ($n \\neq -1$).`,
        latex: line,
      },
    };
  return {
    F,
    step: {
      rule: 'Standard integral',
      text: 'This is a standard form (from a table of integrals); the algebra library gives the antiderivative, checked by differentiating it.',
      latex: line,
    },
  };
}

const INTEG =
  /^(?:find\s+)?(?:the\s+)?(?:integrate|integral\s+of|antiderivative\s+of|∫)\s*(.+?)(?:\s*d([a-z]))?(?:\s+(?:from|between)\s+(\S+)\s+(?:to|and)\s+(\S+))?$/i;

export function integral(text: string): Draft | null {
  let s = lead(text).replace(
    /^∫\s*from\s+(\S+)\s+to\s+(\S+)\s+(?:of\s+)?(.+)$/i,
    'integrate $3 from $1 to $2',
  );
  let range: [string, string] | null = null;
  const sub0 = s.match(/∫_\(?([^\s^()]+)\)?\^\(?([^\s()]+)\)?\s*/);
  if (sub0) {
    range = [sub0[1] ?? '', sub0[2] ?? ''];
    s = s.replace(sub0[0], '∫ ');
  }
  const m = s.match(INTEG);
  if (!m) return null;
  const v = (m[2] ?? 'x').toLowerCase();
  if (m[3] && m[4]) range = [m[3], m[4]];
  const e = asExpression((m[1] ?? '').replace(/\s*d[a-z]\s*$/, ''));
  if (!e) return null;
  const expr = str(e);
  const parts = terms(expr);
  const steps: Step[] = [];
  if (parts.length > 1)
    steps.push({
      rule: 'Sum rule',
      text: 'Integrate each term separately.',
      latex: parts.map((t) => `\\int ${tex(t)}\\,d${v}`).join(' + '),
    });
  const pieces = parts.map((t) => piece(t, v));
  for (const p of pieces) steps.push(p.step);
  let F = pieces.map((p) => `(${p.F})`).join('+');
  if (!agrees(diff(F, v), expr)) F = integrate(expr, v);
  else F = tidy(F);
  if (!range) {
    const answer = `${lnAbs(tex(F))} + C`;
    steps.push({
      rule: 'Add the constant',
      text: 'Every antiderivative differs by a constant, so add $+C$.',
      latex: `\\int ${tex(expr)}\\,d${v} = ${answer}`,
    });
    return { category: 'integral', title: 'Finding an indefinite integral', steps, answer };
  }
  const [a0, b0] = range.map((r) => asExpression(r) ?? '');
  if (!a0 || !b0) return null;
  const Fb = simplify(sub(F, v, b0));
  const Fa = simplify(sub(F, v, a0));
  const val = simplify(`(${Fb})-(${Fa})`);
  if (!Number.isFinite(num(val))) return null;
  steps.push({
    rule: 'Evaluate at the limits',
    text: 'Work out $F(b) - F(a)$ (no $+C$ needed for a definite integral).',
    latex: `\\left[${tex(F)}\\right]_{${tex(a0)}}^{${tex(b0)}} = ${tex(Fb)} - \\left(${tex(Fa)}\\right) = ${tex(val)}`,
  });
  return {
    category: 'integral',
    title: 'Evaluating a definite integral',
    steps,
    answer: tex(val),
    ...decimalOf(val),
  };
}

/** The pieces added up, in the library's tidier form when it is no longer (and still equal). */
function tidy(F: string): string {
  try {
    const s = str(F);
    return tex(s).length <= tex(F).length ? s : F;
  } catch (e) {
    passRefusal(e);
    return F;
  }
}
