// Percentages: p% of x, x as a percentage of y, increase/decrease by p%, percentage change, and the
// original amount before a change (reverse percentages), in the phrasings students use.
import { dec } from './cas.ts';
import type { Draft, Step } from './types.ts';

const N = '(-?\\d+(?:\\.\\d+)?)';
const fmt = (n: number) => dec(n, 6);
const re = (s: string) => new RegExp(s.replace(/N/g, N));

const OF = [re('N\\s*%\\s*of\\s*N')];
const WHAT_PERCENT: [RegExp, 'part-whole' | 'whole-part'][] = [
  [re('N\\s+is\\s+what\\s*%\\s*of\\s+N'), 'part-whole'],
  [re('what\\s*%\\s*(?:is\\s+)?N\\s+of\\s+N'), 'part-whole'],
  [re('what\\s*%\\s*of\\s+N\\s+is\\s+N'), 'whole-part'],
  [re('(?:express\\s+|write\\s+)?N\\s+(?:out\\s+of|of)\\s+N\\s+as\\s+a\\s*%'), 'part-whole'],
  [re('(?:express|write)\\s+N\\s+as\\s+a\\s*%\\s+of\\s+N'), 'part-whole'],
];
/** [pattern, up?, which group is the amount] */
const CHANGE_BY: [RegExp, boolean, 1 | 2][] = [
  [re('(?:increase|raise)\\s+N\\s+by\\s+N\\s*%'), true, 1],
  [re('N\\s+(?:is\\s+)?(?:increased|raised)\\s+by\\s+N\\s*%'), true, 1],
  [re('N\\s*%\\s+(?:more\\s+than|increase\\s+on|increase\\s+of|on\\s+top\\s+of)\\s+N'), true, 2],
  [re('add\\s+N\\s*%\\s+to\\s+N'), true, 2],
  [re('N\\s*(?:plus|\\+)\\s*N\\s*%'), true, 1],
  [re('(?:decrease|reduce|lower|discount)\\s+N\\s+by\\s+N\\s*%'), false, 1],
  [re('N\\s+(?:is\\s+)?(?:decreased|reduced|lowered|discounted)\\s+by\\s+N\\s*%'), false, 1],
  [re('N\\s*%\\s+(?:less\\s+than|off|discount\\s+on|decrease\\s+on)\\s+N'), false, 2],
  [re('N\\s*(?:minus|-)\\s*N\\s*%'), false, 1],
];
const FROM_TO = [
  re(
    '%\\s*(?:change|increase|decrease|difference|rise|fall|drop)\\s*(?:from|between)\\s*N\\s*(?:to|and)\\s*N',
  ),
  re('(?:change|increase|decrease|rise|fall|drop)\\s*(?:from|between)\\s*N\\s*(?:to|and)\\s*N.*%'),
  re('from\\s*N\\s*to\\s*N.*%'),
];
const REVERSE = [
  re('after\\s+(?:a|an)\\s+N\\s*%\\s+(increase|rise|decrease|discount|reduction|fall|drop)[^\\d-]*N'),
  re('N\\s+after\\s+(?:a|an)?\\s*N\\s*%\\s+(increase|rise|decrease|discount|reduction|fall|drop)'),
];

function draft(title: string, steps: Step[], answer: string): Draft {
  return {
    category: 'percentages',
    title,
    steps,
    answer,
    tip: 'To find p% of an amount, multiply by p/100; to undo a change, divide by the multiplier.',
  };
}

const multiplierStep = (up: boolean, p: number, f: number): Step => ({
  rule: 'Multiplier',
  text: `${up ? 'Add' : 'Subtract'} the percentage ${up ? 'to' : 'from'} 100% and write it as a decimal.`,
  latex: `100\\% ${up ? '+' : '-'} ${p}\\% = ${fmt(f * 100)}\\% = ${fmt(f)}`,
});

export function percentages(text: string): Draft | null {
  const t = text
    .toLowerCase()
    .replace(/\s*(?:per\s*cent|percent(?:age)?)\b/g, '%')
    .replace(/[$£€]/g, '');
  if (!t.includes('%')) return null;
  for (const [pattern, order] of WHAT_PERCENT) {
    const m = t.match(pattern);
    if (!m) continue;
    const [part, whole] =
      order === 'part-whole' ? [Number(m[1]), Number(m[2])] : [Number(m[2]), Number(m[1])];
    if (whole === 0) return null;
    const r = (part / whole) * 100;
    return draft(
      'Writing one number as a percentage of another',
      [
        { rule: 'Make a fraction', text: 'Put the part over the whole.', latex: `\\frac{${part}}{${whole}}` },
        {
          rule: 'Multiply by 100',
          text: 'A fraction times 100 gives the percentage.',
          latex: `\\frac{${part}}{${whole}} \\times 100 = ${fmt(r)}\\%`,
        },
      ],
      `${fmt(r)}\\%`,
    );
  }
  for (const pattern of REVERSE) {
    const m = t.match(pattern);
    if (!m) continue;
    const first = pattern === REVERSE[0];
    const [p, kind, now] = first
      ? [Number(m[1]), m[2] ?? '', Number(m[3])]
      : [Number(m[2]), m[3] ?? '', Number(m[1])];
    const up = kind === 'increase' || kind === 'rise';
    const f = up ? 1 + p / 100 : 1 - p / 100;
    if (f <= 0) return null;
    return draft(
      'Finding the original amount',
      [
        multiplierStep(up, p, f),
        {
          rule: 'Divide by the multiplier',
          text: 'The new amount is the original times the multiplier, so divide to undo it (do not just take the percentage off the new amount).',
          latex: `${now} \\div ${fmt(f)} = ${fmt(now / f)}`,
        },
      ],
      fmt(now / f),
    );
  }
  for (const [pattern, up, amountAt] of CHANGE_BY) {
    const m = t.match(pattern);
    if (!m) continue;
    const [x, p] = amountAt === 1 ? [Number(m[1]), Number(m[2])] : [Number(m[2]), Number(m[1])];
    const f = up ? 1 + p / 100 : 1 - p / 100;
    return draft(
      `${up ? 'Increasing' : 'Decreasing'} by a percentage`,
      [
        multiplierStep(up, p, f),
        {
          rule: 'Multiply',
          text: 'Multiply the original amount by the multiplier.',
          latex: `${x} \\times ${fmt(f)} = ${fmt(x * f)}`,
        },
      ],
      fmt(x * f),
    );
  }
  for (const pattern of FROM_TO) {
    const m = t.match(pattern);
    if (!m) continue;
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a === 0) return null;
    const r = ((b - a) / a) * 100;
    return draft(
      'Finding a percentage change',
      [
        { rule: 'Find the change', text: 'New value minus old value.', latex: `${b} - ${a} = ${fmt(b - a)}` },
        {
          rule: 'Divide by the original',
          text: 'Percentage change = change ÷ original × 100.',
          latex: `\\frac{${fmt(b - a)}}{${a}} \\times 100 = ${fmt(r)}\\%`,
        },
        {
          rule: 'Say what it means',
          text: `The result is ${r >= 0 ? 'an increase' : 'a decrease'}.`,
          latex: `${fmt(r)}\\%`,
        },
      ],
      `${fmt(r)}\\%`,
    );
  }
  for (const pattern of OF) {
    const m = t.match(pattern);
    if (!m) continue;
    const [p, x] = [Number(m[1]), Number(m[2])];
    return draft(
      'Finding a percentage of an amount',
      [
        {
          rule: 'Percent means per hundred',
          text: `Write ${p}% as a fraction of 100.`,
          latex: `${p}\\% = \\frac{${p}}{100}`,
        },
        {
          rule: 'Multiply',
          text: 'Multiply the amount by that fraction.',
          latex: `\\frac{${p}}{100} \\times ${x} = ${fmt((p * x) / 100)}`,
        },
      ],
      fmt((p * x) / 100),
    );
  }
  return null;
}
