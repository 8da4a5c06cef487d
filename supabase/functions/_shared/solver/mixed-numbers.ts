// Converting between improper fractions and mixed numbers.
import type { Draft } from './types.ts';

const TO_MIXED =
  /^(?:convert|write|change|express|turn)?\s*(-?\d+)\s*\/\s*(\d+)\s*(?:to|as|into|in)\s*(?:a\s+)?mixed\s*(?:number|fraction)s?$/i;
const TO_IMPROPER =
  /^(?:convert|write|change|express|turn)?\s*\(?\s*(\d+)\s*\+\s*(\d+)\s*\/\s*(\d+)\s*\)?\s*(?:to|as|into|in)\s*(?:an?\s+)?(?:improper|top[- ]heavy)\s*fractions?$/i;
const TIP =
  'Check by converting back: whole × denominator + numerator gives the top of the improper fraction.';

export function mixedNumbers(text: string): Draft | null {
  // "3 2/5" reaches here as "3 2/5" or, after the mixed-number rule, "(3+2/5)".
  const t = text.trim().replace(/^(?:convert|write|change|express|turn)?\s*(\d+)\s+(\d+\/\d+)/i, '($1+$2)');
  let m = t.match(TO_MIXED);
  if (m) {
    const [n, d] = [Number(m[1]), Number(m[2])];
    if (d === 0 || Math.abs(n) < d) return null;
    const sign = n < 0 ? '-' : '';
    const [whole, rest] = [Math.floor(Math.abs(n) / d), Math.abs(n) % d];
    const mixed = rest === 0 ? `${sign}${whole}` : `${sign}${whole}\\tfrac{${rest}}{${d}}`;
    return {
      category: 'fractions',
      title: 'Writing an improper fraction as a mixed number',
      steps: [
        {
          rule: 'Divide',
          text: `How many times does ${d} go into ${Math.abs(n)}, and what is left over?`,
          latex: `${Math.abs(n)} \\div ${d} = ${whole} \\text{ remainder } ${rest}`,
        },
        {
          rule: 'Write the mixed number',
          text: 'The quotient is the whole number; the remainder goes over the same denominator.',
          latex: `\\frac{${n}}{${d}} = ${mixed}`,
        },
      ],
      answer: mixed,
      tip: TIP,
    };
  }
  m = t.match(TO_IMPROPER);
  if (!m) return null;
  const [w, n, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (d === 0) return null;
  const top = w * d + n;
  return {
    category: 'fractions',
    title: 'Writing a mixed number as an improper fraction',
    steps: [
      {
        rule: 'Multiply and add',
        text: 'Multiply the whole number by the denominator, then add the numerator.',
        latex: `${w} \\times ${d} + ${n} = ${top}`,
      },
      {
        rule: 'Write the fraction',
        text: 'That number goes over the same denominator.',
        latex: `${w}\\tfrac{${n}}{${d}} = \\frac{${top}}{${d}}`,
      },
    ],
    answer: `\\frac{${top}}{${d}}`,
    tip: TIP,
  };
}
