// Exact trig values at special angles (degrees or radians).

import { decimalOf } from './answers.ts';
import { passRefusal } from './budget.ts';
import { dec, num, rationalized, raw, str, tex } from './cas.ts';
import { asExpression } from './normalize.ts';
import { stripLead } from './phrases.ts';
import type { Draft, Step } from './types.ts';

const T =
  /^(sin|cos|tan|sec|csc|cot)\s*\(?\s*(-?[\d.]+)\s*(°|deg(?:rees?)?|º)?\s*\)?(?:\s*(°|deg(?:rees?)?|º))?$/i;
const R = /^(sin|cos|tan|sec|csc|cot)\s*\(?\s*([-\d./*pi ]*pi[-\d./*pi ]*)\s*\)?$/i;

export function trigValue(text: string): Draft | null {
  const body = stripLead(text)
    .replace(/^(the\s+)?(exact\s+)?(value\s+of\s+)?/i, '')
    .replace(/\s+exactly$/i, '');
  let m = body.match(T);
  const steps: Step[] = [];
  let fn: string;
  let rad: string;
  // "sin 30" with no unit: a whole multiple of 15 is read as degrees (and we say so).
  if (m && !m[3] && !m[4] && !(Number.isInteger(Number(m[2])) && Number(m[2]) % 15 === 0)) m = null;
  if (m) {
    fn = (m[1] ?? '').toLowerCase();
    const deg = m[2] ?? '0';
    rad = str(`${deg}*pi/180`);
    const assumed = !m[3] && !m[4];
    steps.push({
      rule: 'Degrees to radians',
      text: assumed
        ? `No unit is given; ${deg} is a special angle in degrees, so we read it as ${deg}° (in radians, $\\${fn} ${deg} \\approx ${dec(num(`${fn}(${deg})`))}$). Multiply by $\\frac{\\pi}{180}$.`
        : 'Multiply by $\\frac{\\pi}{180}$.',
      latex: `${deg}^\\circ = ${deg} \\cdot \\frac{\\pi}{180} = ${tex(rad)}`,
    });
  } else {
    const bare = body.match(/^(sin|cos|tan|sec|csc|cot)\s*\(?\s*(-?\d+(?:\.\d+)?)\s*\)?$/i);
    if (bare) return calculator((bare[1] ?? '').toLowerCase(), bare[2] ?? '0', steps);
    m = body.match(R);
    if (!m) return null;
    fn = (m[1] ?? '').toLowerCase();
    const e = asExpression(m[2] ?? '');
    if (!e) return null;
    rad = str(e);
  }
  let value: string;
  try {
    value = rationalized(str(`${fn}(${rad})`));
  } catch (e) {
    passRefusal(e);
    steps.push({
      rule: 'Undefined value',
      text: `$\\${fn}$ is undefined here because it divides by $\\cos = 0$ (or $\\sin = 0$).`,
      latex: `\\${fn}\\left(${tex(rad)}\\right) \\text{ is undefined}`,
    });
    return { category: 'trigonometry', title: 'Exact trig value', steps, answer: '\\text{undefined}' };
  }
  if (/sin|cos|tan|sec|csc|cot/.test(value)) return calculator(fn, rad, steps);
  steps.push(specialAngle(fn, rad, value));
  return {
    category: 'trigonometry',
    title: 'Exact trig value',
    steps,
    answer: tex(value),
    ...decimalOf(value),
    tip: 'Learn the 30°-60°-90° and 45°-45°-90° triangles: every special value comes from them.',
  };
}

/** The unit-circle reasoning: quadrant, sign (All-Sin-Tan-Cos) and reference angle. */
function specialAngle(fn: string, rad: string, value: string): Step {
  const deg = ((((num(rad) * 180) / Math.PI) % 360) + 360) % 360;
  const line = `\\${fn}\\left(${tex(rad)}\\right) = ${tex(value)}`;
  if (Math.abs(deg % 90) < 1e-9)
    return {
      rule: 'Special angle',
      text: `The angle lies on an axis of the unit circle, at the point $(\\cos, \\sin) = (${Math.round(Math.cos((deg * Math.PI) / 180))}, ${Math.round(Math.sin((deg * Math.PI) / 180))})$.`,
      latex: line,
    };
  const quadrant = Math.ceil(deg / 90);
  const ref = Math.round([deg, 180 - deg, deg - 180, 360 - deg][quadrant - 1] ?? deg);
  const positive = { 1: 'all ratios', 2: 'sin and csc', 3: 'tan and cot', 4: 'cos and sec' }[quadrant];
  const sign = num(value) < 0 ? 'negative' : 'positive';
  return {
    rule: 'Special angle',
    text:
      quadrant === 1
        ? `${ref}° is a special angle: read the exact value from the 30°-60°-90° or 45°-45°-90° triangle.`
        : `The angle is in quadrant ${quadrant}, where only ${positive} ${quadrant === 1 ? 'are' : 'are'} positive, so $\\${fn}$ is ${sign} here; its reference angle is ${ref}°.`,
    latex: line,
  };
}

/** Not a special angle: there is no exact value to find, so say so and give the decimal. */
function calculator(fn: string, rad: string, steps: Step[]): Draft | null {
  const n = num(`${fn}(${rad})`);
  if (!Number.isFinite(n)) return null;
  steps.push({
    rule: 'Not a special angle',
    text: 'There is no simple exact value; use a calculator (in the right mode, degrees or radians).',
    latex: `\\${fn}\\left(${raw(rad)}\\right) \\approx ${dec(n)}`,
  });
  return { category: 'trigonometry', title: 'Trig value', steps, answer: dec(n) };
}
