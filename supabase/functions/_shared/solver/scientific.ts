// Scientific notation: writing numbers in it and back, and multiplying or dividing numbers in it.
import type { Draft, Step } from './types.ts';

const SCI =
  '\\(?\\s*(-?\\d+(?:\\.\\d+)?)\\s*(?:\\*|x|times)\\s*10\\s*\\^\\s*\\(?\\s*(-?\\d+)\\s*\\)?\\s*\\)?';
const TO_SCI =
  /(?:write|express|convert|put)?\s*(-?[\d.]+(?:e[+-]?\d+)?)\s*(?:in|to|as|into)\s*(?:scientific|standard index|standard|exponential)\s*(?:notation|form)/;
const TO_ORDINARY = new RegExp(
  `${SCI}\\s*(?:in|to|as|into)?\\s*(?:an?\\s+)?(?:standard form|ordinary(?: form| number)?|decimal(?: form| number)?|normal(?: form| number)?)`,
);
const PRODUCT = new RegExp(
  `^(?:what is|calculate|work out|evaluate|simplify)?\\s*${SCI}\\s*([*/]|x|times|divided by)?\\s*${SCI}$`,
);

/** m × 10^e with 1 ≤ |m| < 10, as exact decimals (no floating-point dust). */
function normalise(x: number): { mant: number; exp: number } {
  const exp = Math.floor(Math.log10(Math.abs(x)));
  return { mant: Number((x / 10 ** exp).toPrecision(12)), exp };
}

const sciTex = (mant: number, exp: number) => (exp === 0 ? String(mant) : `${mant} \\times 10^{${exp}}`);
const TIP =
  'In scientific notation the number in front is at least 1 and less than 10; the power of 10 moves the point.';

export function scientific(text: string): Draft | null {
  const t = text.toLowerCase();
  let m = t.match(TO_ORDINARY);
  if (m) {
    const [a, e] = [Number(m[1]), Number(m[2])];
    const val = Number((a * 10 ** e).toPrecision(12));
    return {
      category: 'scientific-notation',
      title: 'Writing a number in ordinary form',
      steps: [
        {
          rule: 'Move the decimal point',
          text: `Move the point ${Math.abs(e)} place${Math.abs(e) === 1 ? '' : 's'} ${e >= 0 ? 'right' : 'left'}, filling gaps with zeros.`,
          latex: `${a} \\times 10^{${e}} = ${plain(val)}`,
        },
      ],
      answer: plain(val),
      tip: TIP,
    };
  }
  m = t.match(TO_SCI);
  if (m) {
    const x = Number(m[1]);
    if (!Number.isFinite(x) || x === 0) return null;
    const { mant, exp } = normalise(x);
    return {
      category: 'scientific-notation',
      title: 'Writing a number in scientific notation',
      steps: [
        {
          rule: 'Place the decimal point',
          text: 'Move the point so exactly one non-zero digit is in front of it.',
          latex: `${mant}`,
        },
        {
          rule: 'Count the moves',
          text: `The point moved ${Math.abs(exp)} place${Math.abs(exp) === 1 ? '' : 's'} ${exp >= 0 ? 'left, so the power is positive' : 'right, so the power is negative'}.`,
          latex: `10^{${exp}}`,
        },
      ],
      answer: sciTex(mant, exp),
      tip: TIP,
    };
  }
  m = t.match(PRODUCT);
  if (!m) return null;
  const [a, e1, op0, b, e2] = [Number(m[1]), Number(m[2]), m[3] ?? '*', Number(m[4]), Number(m[5])];
  const div = op0 === '/' || op0 === 'divided by';
  if (div && b === 0) return null;
  const mant0 = div ? a / b : a * b;
  const exp0 = div ? e1 - e2 : e1 + e2;
  const { mant, exp } = normalise(mant0);
  const steps: Step[] = [
    {
      rule: div ? 'Divide the numbers, subtract the powers' : 'Multiply the numbers, add the powers',
      text: div
        ? 'Divide the numbers in front, and subtract the powers of 10: $\\frac{10^m}{10^n} = 10^{m-n}$.'
        : 'Multiply the numbers in front, and add the powers of 10: $10^m \\times 10^n = 10^{m+n}$.',
      latex: `${div ? `\\frac{${a}}{${b}}` : `${a} \\times ${b}`} \\times 10^{${e1} ${div ? '-' : '+'} ${e2 < 0 ? `(${e2})` : e2}} = ${Number(mant0.toPrecision(12))} \\times 10^{${exp0}}`,
    },
  ];
  if (exp !== 0)
    steps.push({
      rule: 'Back to scientific notation',
      text: `${Number(mant0.toPrecision(12))} is not between 1 and 10: write it as ${sciTex(mant, exp).replace(/\\times/, '×')} and adjust the power.`,
      latex: sciTex(mant, exp + exp0),
    });
  return {
    category: 'scientific-notation',
    title: div ? 'Dividing in scientific notation' : 'Multiplying in scientific notation',
    steps,
    answer: sciTex(mant, exp + exp0),
    tip: TIP,
  };
}

/** A plain decimal without exponent notation, e.g. 0.0000035 or 320000. */
export function plain(x: number): string {
  if (Math.abs(x) >= 1e-6 && Math.abs(x) < 1e21) return String(x);
  return x
    .toFixed(Math.min(100, Math.max(0, -Math.floor(Math.log10(Math.abs(x))) + 12)))
    .replace(/\.?0+$/, '');
}
