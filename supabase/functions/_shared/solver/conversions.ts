// Changing the form of a number: decimal ⇄ fraction ⇄ percentage, and rounding (decimal places,
// significant figures, the nearest ten/hundred/…).
import { dec, tex } from './cas.ts';
import type { Draft, Step } from './types.ts';

const AS = '\\s*(?:as|to|into|in)\\s+(?:an?\\s+)?';
const NUM = '(-?\\d*\\.?\\d+)';
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

function draft(title: string, steps: Step[], answer: string, tip: string): Draft {
  return { category: 'fractions', title, steps, answer, tip };
}

function fractionOf(x: string): { n: number; d: number; steps: Step[] } | null {
  const [whole = '0', frac = ''] = x.replace('-', '').split('.');
  if (frac.length === 0 || frac.length > 9) return null;
  const d0 = 10 ** frac.length;
  const n0 = Number(whole) * d0 + Number(frac);
  const g = gcd(n0, d0);
  const sign = x.startsWith('-') ? -1 : 1;
  return {
    n: (sign * n0) / g,
    d: d0 / g,
    steps: [
      {
        rule: 'Place value',
        text: `The last digit is in the ${['tenths', 'hundredths', 'thousandths'][frac.length - 1] ?? `10^{-${frac.length}}`} place, so write it over ${d0}.`,
        latex: `${x} = \\frac{${sign * n0}}{${d0}}`,
      },
      {
        rule: 'Simplify',
        text: `Divide the top and the bottom by their highest common factor, ${g}.`,
        latex: `\\frac{${sign * n0}}{${d0}} = ${tex(`${(sign * n0) / g}/${d0 / g}`)}`,
      },
    ],
  };
}

export function conversions(text: string): Draft | null {
  const t = text
    .toLowerCase()
    .replace(/\s*(?:per\s*cent|percentage)\b/g, ' percent')
    .trim();
  let m = t.match(new RegExp(`${NUM}${AS}(?:common\\s+)?fraction`));
  if (
    m &&
    !t.includes('%') &&
    !/percent/.test(t.slice(0, m.index ?? 0) + (m[0] ?? '').split(/as|to|into/)[0])
  ) {
    const f = fractionOf(m[1] ?? '');
    if (!f) return null;
    return draft(
      'Writing a decimal as a fraction',
      f.steps,
      tex(`${f.n}/${f.d}`),
      'Count the decimal places: that many zeros go under the digits.',
    );
  }
  m = t.match(new RegExp(`(-?\\d+)\\s*/\\s*(\\d+)${AS}decimal`));
  if (m) {
    const [n, d] = [Number(m[1]), Number(m[2])];
    if (d === 0) return null;
    let k = d / gcd(n, d);
    while (k % 2 === 0) k /= 2;
    while (k % 5 === 0) k /= 5;
    const v = n / d;
    return draft(
      'Writing a fraction as a decimal',
      [
        {
          rule: 'Divide',
          text: `A fraction is a division: ${n} ÷ ${d}.${k === 1 ? '' : ' The digits repeat for ever, so round.'}`,
          latex: `\\frac{${n}}{${d}} = ${n} \\div ${d} ${k === 1 ? '=' : '\\approx'} ${k === 1 ? String(v) : dec(v, 6)}`,
        },
      ],
      k === 1 ? String(v) : dec(v, 6),
      'Terminating decimals come from denominators made only of 2s and 5s.',
    );
  }
  m = t.match(new RegExp(`(?:(-?\\d+)\\s*/\\s*(\\d+)|${NUM})${AS}percent`));
  if (m && !/%/.test(t)) {
    const v = m[1] !== undefined ? Number(m[1]) / Number(m[2]) : Number(m[3]);
    if (!Number.isFinite(v)) return null;
    const shown = m[1] !== undefined ? `\\frac{${m[1]}}{${m[2]}}` : (m[3] ?? '');
    return draft(
      'Writing a number as a percentage',
      [
        {
          rule: 'Multiply by 100',
          text: 'Percent means "out of 100", so multiply by 100.',
          latex: `${shown} \\times 100 = ${dec(v * 100, 6)}\\%`,
        },
      ],
      `${dec(v * 100, 6)}\\%`,
      'Per cent means per hundred: ×100 to get a percentage, ÷100 to undo it.',
    );
  }
  m = t.match(new RegExp(`${NUM}\\s*(?:%|\\s+percent)${AS}(fraction|decimal)`));
  if (m) {
    const p = m[1] ?? '';
    if (m[2] === 'decimal')
      return draft(
        'Writing a percentage as a decimal',
        [
          {
            rule: 'Divide by 100',
            text: 'Move the decimal point two places left.',
            latex: `${p}\\% = \\frac{${p}}{100} = ${dec(Number(p) / 100, 8)}`,
          },
        ],
        dec(Number(p) / 100, 8),
        'Per cent means per hundred: ×100 to get a percentage, ÷100 to undo it.',
      );
    const f = fractionOf(p.includes('.') ? String(Number(p) / 100) : `${Number(p) / 100}`);
    const [n, d] = f ? [f.n, f.d] : [Number(p), 100];
    const g = gcd(Number(p), 100);
    return draft(
      'Writing a percentage as a fraction',
      [
        { rule: 'Over 100', text: 'Percent means "out of 100".', latex: `${p}\\% = \\frac{${p}}{100}` },
        {
          rule: 'Simplify',
          text: 'Cancel common factors.',
          latex: `\\frac{${p}}{100} = ${tex(`${n}/${d}`)}`,
        },
      ],
      tex(`${n}/${d}`),
      g > 1
        ? 'Cancel by the highest common factor in one step.'
        : 'Check the fraction cannot be simplified further.',
    );
  }
  return rounding(t);
}

const PLACES: Record<string, number> = {
  'whole number': 0,
  integer: 0,
  unit: 0,
  one: 0,
  ten: -1,
  hundred: -2,
  thousand: -3,
  tenth: 1,
  hundredth: 2,
  thousandth: 3,
};

function rounding(t: string): Draft | null {
  const m =
    t.match(
      /round\s+(-?\d*\.?\d+)\s+to\s+(\d+)\s*(decimal places?|dp|d\.p\.|significant figures?|sig\.? figs?|sf|s\.f\.)/,
    ) ??
    t.match(
      /round\s+(-?\d*\.?\d+)\s+to\s+the\s+nearest\s+(whole number|integer|unit|one|tenth|hundredth|thousandth|ten|hundred|thousand)/,
    );
  if (!m) return null;
  const x = Number(m[1]);
  const sig = /sig|sf|s\.f/.test(m[3] ?? '');
  const places = m[3] ? Number(m[2]) : (PLACES[m[2] ?? ''] ?? 0);
  if (!Number.isFinite(x) || places > 15 || (sig && places < 1)) return null;
  const dp = sig ? places - 1 - Math.floor(Math.log10(Math.abs(x))) : places;
  const factor = 10 ** dp;
  const r = Math.round(x * factor) / factor;
  const shown = dp > 0 ? r.toFixed(dp) : String(r);
  const next = String(Math.floor(Number((Math.abs(x) * 10 ** (dp + 1)).toPrecision(12))) % 10);
  return {
    category: 'arithmetic',
    title: 'Rounding a number',
    steps: [
      {
        rule: 'Look at the next digit',
        text: `Keep ${sig ? `${places} significant figure${places === 1 ? '' : 's'}` : m[3] ? `${places} decimal place${places === 1 ? '' : 's'}` : `the ${m[2]}s`}; the digit after the last one kept is ${next}, so round ${Number(next) >= 5 ? 'up' : 'down'}.`,
        latex: `${m[1]} \\approx ${shown}`,
      },
    ],
    answer: shown,
    tip: 'Only the one digit after the cut-off decides: 5 or more rounds up, 4 or less rounds down.',
  };
}
