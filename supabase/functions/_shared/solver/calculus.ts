// Derivatives (and the term-splitting helpers integrals share). The library computes each piece;
// the steps name the rule used.

import { passRefusal } from './budget.ts';
import { agrees, diff, expand, simplify, str, tex } from './cas.ts';
import { asExpression, explicitProducts } from './normalize.ts';
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
export function topSplit(e: string, op: '*' | '/'): [string, string] | null {
  let depth = 0;
  for (let i = e.length - 1; i > 0; i--) {
    const ch = e[i];
    if (ch === ')') depth++;
    if (ch === '(') depth--;
    if (ch === op && depth === 0) return [e.slice(0, i), e.slice(i + 1)];
  }
  return null;
}

export const hasVar = (e: string, v: string) => new RegExp(`(^|[^a-z])${v}([^a-z]|$)`).test(e);

/** d/dx of one term, with the rule that applies; `d` is the library's derivative of the term. */
function derivRule(t: string, v: string): Step & { result?: string } {
  const d = diff(t, v);
  const head = `\\frac{d}{d${v}}\\left[${tex(t)}\\right]`;
  const q = topSplit(t, '/');
  if (q && hasVar(q[1], v) && hasVar(q[0], v)) {
    const [u, w] = q;
    const [du, dw] = [diff(u, v), diff(w, v)];
    const top = simplify(expand(`(${du})*(${w})-(${u})*(${dw})`));
    const result = agrees(`(${top})/(${w})^2`, d) ? `(${top})/(${w})^2` : d;
    return {
      result,
      rule: 'Quotient rule',
      text: `With $u = ${tex(u)}$ and $v = ${tex(w)}$: $\\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^2}$, where $u' = ${tex(du)}$ and $v' = ${tex(dw)}$.`,
      latex: `${head} = \\frac{(${tex(du)})(${tex(w)}) - (${tex(u)})(${tex(dw)})}{(${tex(w)})^2} = ${tex(result)}`,
    };
  }
  if (q && hasVar(q[1], v) && !/^\(?[a-z]\)?(\^\(?\d+\)?)?$/.test(q[1]))
    return {
      rule: 'Chain rule',
      text: `Write $\\frac{${tex(q[0])}}{${tex(q[1])}}$ as $${tex(q[0])}\\left(${tex(q[1])}\\right)^{-1}$: bring the power down, lower it by one, and multiply by the derivative of the bracket, $${tex(diff(q[1], v))}$.`,
      latex: `${head} = ${tex(d)}`,
    };
  const p = topSplit(t, '*');
  if (p && hasVar(p[0], v) && hasVar(p[1], v)) {
    const [u, w] = p;
    const [du, dw] = [diff(u, v), diff(w, v)];
    return {
      rule: 'Product rule',
      text: `With $u = ${tex(u)}$ and $v = ${tex(w)}$: $(uv)' = u'v + uv'$, where $u' = ${tex(du)}$ and $v' = ${tex(dw)}$.`,
      latex: `${head} = (${tex(du)})(${tex(w)}) + (${tex(u)})(${tex(dw)}) = ${tex(d)}`,
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
  const pw = t.match(/^(-?\d+(?:\/\d+)?\*)?\((.+)\)\^\(?(-?\d+(?:\/\d+)?)\)?$/);
  if (pw && hasVar(pw[2] ?? '', v)) {
    const [k, inner, n] = [(pw[1] ?? '1*').slice(0, -1), pw[2] ?? '', pw[3] ?? '1'];
    const dIn = diff(inner, v);
    const result = `${simplify(`(${k})*(${n})*(${dIn})`)}*(${inner})^(${simplify(`${n}-1`)})`;
    return {
      result,
      rule: 'Chain rule',
      text: `Bring the power down and lower it by one, then multiply by the derivative of the bracket, $${tex(dIn)}$.`,
      latex: `\\frac{d}{d${v}}\\left[${tex(t)}\\right] = ${tex(result)}`,
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

/**
 * The form to show: the rule's own result when there is one (−2/(x−1)² from the quotient rule,
 * 6x(x²+1)² from the chain rule), else the library's; the expanded form only when it is clearly
 * shorter. (nerdamer's simplify and factor are slow on trig terms and can go wrong, so not here.)
 */
function tidiest(d: string, preferred?: string): string {
  const plain = str(d);
  const best =
    preferred && agrees(preferred, d) && tex(preferred).length <= tex(plain).length ? preferred : plain;
  try {
    const x = expand(d);
    if (tex(x).length < 0.5 * tex(best).length && agrees(x, d)) return x;
  } catch (e) {
    passRefusal(e);
  }
  return best;
}

const DERIV =
  /^(?:find\s+)?(?:the\s+)?(?:(?:first\s+)?derivative\s+of|differentiate|d\/d([a-z])\s*(?:of)?|dy\/d([a-z])\s*(?:of|if|for|when|where|given)?|f'\(x\)\s*(?:if|for|when)?\s*f\(x\)\s*=)\s*(.+?)(?:\s+with respect to ([a-z]))?$/i;

export function derivative(text: string): Draft | null {
  const m = lead(text).match(DERIV);
  if (!m) return null;
  const v = (m[1] ?? m[2] ?? m[4] ?? 'x').toLowerCase();
  const e = asExpression((m[3] ?? '').replace(/^(y|f\(x\))\s*=\s*/i, ''));
  if (!e) return null;
  const expr = str(e);
  // The student's own shape decides the rules: the library writes (x+1)/(x-1) as (x+1)*(x-1)^(-1).
  const parts = terms(explicitProducts(e));
  const steps: Step[] = [];
  if (parts.length > 1)
    steps.push({
      rule: 'Sum rule',
      text: 'Differentiate each term separately.',
      latex: parts.map((t) => `\\frac{d}{d${v}}\\left[${tex(t)}\\right]`).join(' + '),
    });
  const rules = parts.map((t) => derivRule(t, v));
  for (const { result: _, ...step } of rules) steps.push(step);
  const d = tidiest(diff(expr, v), parts.length === 1 ? rules[0]?.result : undefined);
  const final = `\\frac{d}{d${v}}\\left[${tex(expr)}\\right] = ${tex(d)}`;
  if (parts.length > 1 || steps.at(-1)?.latex !== final)
    steps.push({
      rule: parts.length > 1 ? 'Combine' : 'Simplify',
      text: parts.length > 1 ? 'Add the pieces and simplify.' : 'Tidy up the result.',
      latex: final,
    });
  return { category: 'derivative', title: 'Finding a derivative', steps, answer: tex(d) };
}
