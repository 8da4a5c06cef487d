// Exact trig values at special angles (degrees or radians).

import { passRefusal } from './budget.ts';
import { dec, num, raw, str, tex } from './cas.ts';
import { asExpression } from './normalize.ts';
import { stripLead } from './phrases.ts';
import type { Draft, Step } from './types.ts';

const T = /^(sin|cos|tan|sec|csc|cot)\s*\(?\s*(-?[\d.]+)\s*(?:°|deg(?:rees?)?|º)\s*\)?$/i;
const R = /^(sin|cos|tan|sec|csc|cot)\s*\(?\s*([-\d./*pi ]*pi[-\d./*pi ]*)\s*\)?$/i;

export function trigValue(text: string): Draft | null {
  const body = stripLead(text)
    .replace(/^(the\s+)?(exact\s+)?(value\s+of\s+)?/i, '')
    .replace(/\s+exactly$/i, '');
  let m = body.match(T);
  const steps: Step[] = [];
  let fn: string;
  let rad: string;
  if (m) {
    fn = (m[1] ?? '').toLowerCase();
    const deg = m[2] ?? '0';
    rad = str(`${deg}*pi/180`);
    steps.push({
      rule: 'Degrees to radians',
      text: 'Multiply by $\\frac{\\pi}{180}$.',
      latex: `${deg}^\\circ = ${deg} \\cdot \\frac{\\pi}{180} = ${tex(rad)}`,
    });
  } else {
    m = body.match(R);
    if (!m) return null;
    fn = (m[1] ?? '').toLowerCase();
    const e = asExpression(m[2] ?? '');
    if (!e) return null;
    rad = str(e);
  }
  let value: string;
  try {
    value = str(`${fn}(${rad})`);
  } catch (e) {
    passRefusal(e);
    steps.push({
      rule: 'Undefined value',
      text: `$\\${fn}$ is undefined here because it divides by $\\cos = 0$ (or $\\sin = 0$).`,
      latex: `\\${fn}\\left(${tex(rad)}\\right) \\text{ is undefined}`,
    });
    return { category: 'trigonometry', title: 'Exact trig value', steps, answer: '\\text{undefined}' };
  }
  if (/sin|cos|tan|sec|csc|cot/.test(value)) return null;
  const refDeg = ((num(rad) * 180) / Math.PI) % 360;
  const q = refDeg < 0 ? refDeg + 360 : refDeg;
  const quadrant = q <= 90 ? 1 : q <= 180 ? 2 : q <= 270 ? 3 : 4;
  steps.push({
    rule: 'Special angle',
    text: `Use the exact values from the unit circle (the angle is in quadrant ${quadrant}, which fixes the sign).`,
    latex: `\\${fn}\\left(${raw(rad)}\\right) = ${tex(value)}`,
  });
  const n = num(value);
  return {
    category: 'trigonometry',
    title: 'Exact trig value',
    steps,
    answer: tex(value),
    ...(Number.isInteger(n) ? {} : { decimal: dec(n) }),
    tip: 'Learn the 30°-60°-90° and 45°-45°-90° triangles: every special value comes from them.',
  };
}
