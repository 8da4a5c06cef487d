// Derivatives, integrals and limits. The library computes each piece; the steps name the rule used.

import { passRefusal } from './budget.ts';
import {
  agrees,
  dec,
  diff,
  expand,
  factor,
  integrate,
  maxPower,
  num,
  simplify,
  str,
  sub,
  tex,
} from './cas.ts';
import { asExpression } from './normalize.ts';
import { lead } from './phrases.ts';
import type { Draft, Step } from './types.ts';

/** Top-level terms of a sum, keeping their signs: "x^2-3x+1" → ["x^2", "-3*x", "1"]. */
export function terms(e: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < e.length; i++) {
    const ch = e[i] ?? '';
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    const prev = e[i - 1] ?? '';
    if ((ch === '+' || ch === '-') && depth === 0 && i > 0 && !/[*/^(e]/.test(prev)) {
      out.push(cur);
      cur = ch === '-' ? '-' : '';
    } else cur += ch;
  }
  out.push(cur);
  return out.filter((t) => t !== '' && t !== '+');
}

/** Splits "a*b" or "a/b" at the last top-level operator. */
function topSplit(e: string, op: '*' | '/'): [string, string] | null {
  let depth = 0;
  for (let i = e.length - 1; i > 0; i--) {
    const ch = e[i];
    if (ch === ')') depth++;
    if (ch === '(') depth--;
    if (ch === op && depth === 0) return [e.slice(0, i), e.slice(i + 1)];
  }
  return null;
}

const hasVar = (e: string, v: string) => new RegExp(`(^|[^a-z])${v}([^a-z]|$)`).test(e);

function derivRule(t: string, v: string): Step {
  const d = diff(t, v);
  const q = topSplit(t, '/');
  if (q && hasVar(q[1], v) && hasVar(q[0], v)) {
    const [u, w] = q;
    return {
      rule: 'Quotient rule',
      text: `With $u = ${tex(u)}$ and $v = ${tex(w)}$: $\\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^2}$, where $u' = ${tex(diff(u, v))}$ and $v' = ${tex(diff(w, v))}$.`,
      latex: `\\frac{d}{d${v}}\\left[${tex(t)}\\right] = ${tex(d)}`,
    };
  }
  const p = topSplit(t, '*');
  if (p && hasVar(p[0], v) && hasVar(p[1], v)) {
    const [u, w] = p;
    return {
      rule: 'Product rule',
      text: `With $u = ${tex(u)}$ and $v = ${tex(w)}$: $(uv)' = u'v + uv'$, where $u' = ${tex(diff(u, v))}$ and $v' = ${tex(diff(w, v))}$.`,
      latex: `\\frac{d}{d${v}}\\left[${tex(t)}\\right] = ${tex(d)}`,
    };
  }
  const f = t.replace(/^-/, '').match(/^(?:[\d.]+\*)?(sin|cos|tan|log|exp|sqrt|e\^)\(?(.*?)\)?$/);
  if (f?.[2] && f[2] !== v && hasVar(f[2], v)) {
    return {
      rule: 'Chain rule',
      text: `Differentiate the outer function ${f[1] === 'e^' ? '$e^u$' : `$\\${f[1] === 'sqrt' ? 'sqrt' : f[1]}$`} and multiply by the derivative of the inside, $${tex(f[2])}$, which is $${tex(diff(f[2], v))}$.`,
      latex: `\\frac{d}{d${v}}\\left[${tex(t)}\\right] = ${tex(d)}`,
    };
  }
  if (/\)\^/.test(t) && hasVar(t, v)) {
    return {
      rule: 'Chain rule',
      text: 'Bring the power down, lower it by one, then multiply by the derivative of the bracket.',
      latex: `\\frac{d}{d${v}}\\left[${tex(t)}\\right] = ${tex(d)}`,
    };
  }
  let rule = 'Power rule';
  let text = 'Multiply by the power and lower the power by one: $\\frac{d}{dx}x^n = nx^{n-1}$.';
  if (!hasVar(t, v)) [rule, text] = ['Constant rule', 'The derivative of a constant is 0.'];
  else if (/sin|cos|tan/.test(t))
    [rule, text] = [
      'Trig derivatives',
      '$\\frac{d}{dx}\\sin x = \\cos x$, $\\frac{d}{dx}\\cos x = -\\sin x$, $\\frac{d}{dx}\\tan x = \\sec^2 x$.',
    ];
  else if (/e\^|exp/.test(t)) [rule, text] = ['Exponential rule', 'The derivative of $e^x$ is $e^x$.'];
  else if (/log/.test(t)) [rule, text] = ['Log rule', 'The derivative of $\\ln x$ is $\\frac{1}{x}$.'];
  return { rule, text, latex: `\\frac{d}{d${v}}\\left[${tex(t)}\\right] = ${tex(d)}` };
}

/** The shortest of the plain, simplified and expanded forms (all equal; `simplify` is checked). */
function tidiest(e: string): string {
  const forms = [str(e), simplify(e)];
  try {
    const x = expand(e);
    if (agrees(x, e)) forms.push(x);
    if (x.length < 200 && maxPower(x) <= 12) {
      const f = factor(x);
      if (agrees(f, e)) forms.push(f);
    }
  } catch (e) {
    passRefusal(e);
    // keep the other forms
  }
  return forms.reduce((best, f) => (tex(f).length < tex(best).length ? f : best));
}

const DERIV =
  /^(?:find\s+)?(?:the\s+)?(?:(?:first\s+)?derivative\s+of|differentiate|d\/d([a-z])\s*(?:of)?|f'\(x\)\s*(?:if|for|when)?\s*f\(x\)\s*=)\s*(.+?)(?:\s+with respect to ([a-z]))?$/i;

export function derivative(text: string): Draft | null {
  const m = lead(text).match(DERIV);
  if (!m) return null;
  const v = (m[1] ?? m[3] ?? 'x').toLowerCase();
  const e = asExpression((m[2] ?? '').replace(/^(y|f\(x\))\s*=\s*/i, ''));
  if (!e) return null;
  const expr = str(e);
  const parts = terms(expr);
  const steps: Step[] = [];
  if (parts.length > 1)
    steps.push({
      rule: 'Sum rule',
      text: 'Differentiate each term separately.',
      latex: parts.map((t) => `\\frac{d}{d${v}}\\left[${tex(t)}\\right]`).join(' + '),
    });
  for (const t of parts) steps.push(derivRule(t, v));
  const d = tidiest(diff(expr, v));
  steps.push({
    rule: 'Combine',
    text: 'Add the pieces and simplify.',
    latex: `\\frac{d}{d${v}}\\left[${tex(expr)}\\right] = ${tex(d)}`,
  });
  return { category: 'derivative', title: 'Finding a derivative', steps, answer: tex(d) };
}

function integralRule(t: string, v: string): Step {
  const F = integrate(t, v);
  const line = `\\int ${tex(t)}\\,d${v} = ${tex(F)}`;
  const inner = t.match(/(?:sin|cos|e\^|exp)\((.+)\)$/)?.[1];
  if (inner && inner !== v && /^[-\d.*]*[a-z]([+-][\d.]+)?$/.test(inner))
    return {
      rule: 'Linear substitution',
      text: `The inside $${tex(inner)}$ is linear, so integrate the outer function and divide by its coefficient of $${v}$.`,
      latex: line,
    };
  if (!hasVar(t, v))
    return { rule: 'Constant rule', text: `The integral of a constant $k$ is $k${v}$.`, latex: line };
  if (/sin|cos/.test(t))
    return {
      rule: 'Trig integrals',
      text: '$\\int \\sin x\\,dx = -\\cos x$ and $\\int \\cos x\\,dx = \\sin x$.',
      latex: line,
    };
  if (/e\^|exp/.test(t)) return { rule: 'Exponential rule', text: '$\\int e^x\\,dx = e^x$.', latex: line };
  if (/log/.test(F))
    return { rule: 'Reciprocal rule', text: `$\\int \\frac{1}{${v}}\\,d${v} = \\ln|${v}|$.`, latex: line };
  return {
    rule: 'Power rule',
    text: `Raise the power by one and divide by the new power: $\\int x^n\\,dx = \\frac{x^{n+1}}{n+1}$ ($n \\neq -1$).`,
    latex: line,
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
  for (const t of parts) steps.push(integralRule(t, v));
  const F = integrate(expr, v);
  if (!range) {
    steps.push({
      rule: 'Add the constant',
      text: 'Every antiderivative differs by a constant, so add $+C$.',
      latex: `\\int ${tex(expr)}\\,d${v} = ${tex(F)} + C`,
    });
    return { category: 'integral', title: 'Finding an indefinite integral', steps, answer: `${tex(F)} + C` };
  }
  const [a0, b0] = range.map((r) => asExpression(r) ?? '');
  if (!a0 || !b0) return null;
  const Fb = simplify(sub(F, v, b0));
  const Fa = simplify(sub(F, v, a0));
  const val = simplify(`(${Fb})-(${Fa})`);
  steps.push({
    rule: 'Evaluate at the limits',
    text: 'Work out $F(b) - F(a)$ (no $+C$ needed for a definite integral).',
    latex: `\\left[${tex(F)}\\right]_{${tex(a0)}}^{${tex(b0)}} = ${tex(Fb)} - \\left(${tex(Fa)}\\right) = ${tex(val)}`,
  });
  const n = num(val);
  return {
    category: 'integral',
    title: 'Evaluating a definite integral',
    steps,
    answer: tex(val),
    ...(Number.isInteger(n) || !Number.isFinite(n) ? {} : { decimal: dec(n) }),
  };
}
