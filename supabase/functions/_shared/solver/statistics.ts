// Mean, median, mode, range, variance and standard deviation (population or sample) of a list,
// one measure or several at once ("mean, median and mode of …").
import { dec, rationalized, simplify, tex } from './cas.ts';
import { numbersIn } from './phrases.ts';
import type { Draft, Step } from './types.ts';

type Kind = 'mean' | 'median' | 'mode' | 'range' | 'variance' | 'sd';
const KINDS: [RegExp, Kind][] = [
  [/\b(mean|average)\b/, 'mean'],
  [/\bmedian\b/, 'median'],
  [/\bmodes?\b/, 'mode'],
  [/\brange\b/, 'range'],
  [/\bvariance\b/, 'variance'],
  [/\b(standard deviation|std\.? ?dev(iation)?|sd)\b/, 'sd'],
];
const NAMES: Record<Kind, string> = {
  mean: 'mean',
  median: 'median',
  mode: 'mode',
  range: 'range',
  variance: 'variance',
  sd: 'standard deviation',
};

interface Measure {
  steps: Step[];
  answer: string;
  decimal?: string;
}

const frac = (a: number, b: number) =>
  Number.isInteger(a) && Number.isInteger(b) ? tex(simplify(`${a}/${b}`)) : dec(a / b, 6);

function measure(kind: Kind, xs: number[], sorted: number[], sample: boolean): Measure {
  const n = xs.length;
  const sum = xs.reduce((a, b) => a + b, 0);
  const sumTex = `${xs.join(' + ').replace(/\+ -/g, '- ')} = ${dec(sum, 6)}`;
  if (kind === 'mean')
    return {
      steps: [
        { rule: 'Add the values', text: `There are ${n} values.`, latex: sumTex },
        {
          rule: 'Divide by how many',
          text: 'Mean = total ÷ number of values.',
          latex: `\\bar{x} = \\frac{${dec(sum, 6)}}{${n}} = ${frac(sum, n)}`,
        },
      ],
      answer: frac(sum, n),
      ...(Number.isInteger(sum / n) ? {} : { decimal: dec(sum / n) }),
    };
  if (kind === 'median') {
    const mid = Math.floor(n / 2);
    const med = n % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
    return {
      steps: [
        {
          rule: 'Middle value',
          text:
            n % 2
              ? `With ${n} values in order, the median is value number ${mid + 1}.`
              : `With ${n} values in order, average the two middle values.`,
          latex:
            n % 2
              ? `\\text{median} = ${med}`
              : `\\frac{${sorted[mid - 1]} + ${sorted[mid]}}{2} = ${dec(med, 6)}`,
        },
      ],
      answer: dec(med, 6),
    };
  }
  if (kind === 'mode') {
    const counts = new Map<number, number>();
    for (const x of sorted) counts.set(x, (counts.get(x) ?? 0) + 1);
    const top = Math.max(...counts.values());
    const modes = [...counts].filter(([, c]) => c === top).map(([x]) => x);
    const none = top === 1;
    return {
      steps: [
        {
          rule: 'Most frequent value',
          text: none
            ? 'Every value appears once, so there is no mode.'
            : `The most common value${modes.length > 1 ? 's appear' : ' appears'} ${top} times.`,
          latex: [...counts].map(([x, c]) => `${x}: ${c}`).join(',\\ '),
        },
      ],
      answer: none ? '\\text{no mode}' : modes.join(',\\ '),
    };
  }
  if (kind === 'range') {
    const r = (sorted[n - 1] ?? 0) - (sorted[0] ?? 0);
    return {
      steps: [
        {
          rule: 'Largest minus smallest',
          text: 'Range = largest value − smallest value.',
          latex: `${sorted[n - 1]} - ${sorted[0]} = ${dec(r, 6)}`,
        },
      ],
      answer: dec(r, 6),
    };
  }
  const mean = sum / n;
  const ss = xs.reduce((a, x) => a + (x - mean) ** 2, 0);
  const div = sample ? n - 1 : n;
  const variance = ss / div;
  const sd = kind === 'sd';
  const sym = sample ? 's' : '\\sigma';
  const steps: Step[] = [
    {
      rule: 'Mean',
      text: 'Find the mean first.',
      latex: `\\bar{x} = \\frac{${dec(sum, 6)}}{${n}} = ${dec(mean, 6)}`,
    },
    {
      rule: 'Squared deviations',
      text: 'Subtract the mean from each value, square, and add.',
      latex: `\\sum (x - \\bar{x})^2 = ${dec(ss, 6)}`,
    },
    {
      rule: sample ? 'Sample variance (divide by n − 1)' : 'Population variance (divide by n)',
      text: sample
        ? 'For a sample, divide by $n - 1$.'
        : 'For a whole population, divide by $n$ (say "sample" if your data is a sample: then divide by $n - 1$).',
      latex: `${sym}^2 = \\frac{${dec(ss, 6)}}{${div}} = ${dec(variance, 6)}`,
    },
  ];
  const value = sd ? Math.sqrt(variance) : variance;
  // Exact when the sum of squares is a whole number (whole-number data): σ = √(ss/n), rationalised.
  const exact = Number.isInteger(Math.round(ss * 1e9) / 1e9)
    ? rationalized(simplify(sd ? `sqrt(${Math.round(ss)}/${div})` : `${Math.round(ss)}/${div}`))
    : null;
  if (sd)
    steps.push({
      rule: 'Square root',
      text: 'The standard deviation is the square root of the variance.',
      latex: `${sym} = \\sqrt{${dec(variance, 6)}} = ${exact ? `${tex(exact)} \\approx ` : ''}${dec(value, 4)}`,
    });
  return {
    steps,
    answer: exact ? tex(exact) : dec(value, 4),
    ...(exact && !Number.isInteger(value) ? { decimal: dec(value, 4) } : {}),
  };
}

export function statistics(text: string): Draft | null {
  const t = text.toLowerCase();
  const kinds = KINDS.filter(([re]) => re.test(t)).map(([, k]) => k);
  if (kinds.length === 0) return null;
  const listText =
    t
      .split(/\bof\b|:|\bfor\b/)
      .slice(1)
      .join(' ') || t;
  const xs = numbersIn(listText);
  if (xs.length < 2 || xs.length > 500) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const sample = /\bsample\b/.test(t);
  const spread = kinds.some((k) => k === 'sd' || k === 'variance');
  const who = spread ? `${sample ? 'sample' : 'population'} ` : '';
  const steps: Step[] = [];
  if (kinds.some((k) => k === 'median' || k === 'mode' || k === 'range'))
    steps.push({
      rule: 'Order the data',
      text: 'Sort the values from smallest to largest.',
      latex: sorted.join(',\\ '),
    });
  const results = kinds.map((k) => ({ k, ...measure(k, xs, sorted, sample) }));
  for (const r of results) steps.push(...r.steps);
  const one = results.length === 1 ? results[0] : undefined;
  const title =
    one !== undefined
      ? `Finding the ${one.k === 'sd' || one.k === 'variance' ? who : ''}${NAMES[one.k]}`
      : `Finding the ${results
          .map((r) => NAMES[r.k])
          .join(', ')
          .replace(/, ([^,]*)$/, ' and $1')}`;
  return {
    category: 'statistics',
    title,
    steps,
    answer: one ? one.answer : results.map((r) => `\\text{${NAMES[r.k]}} = ${r.answer}`).join(',\\quad '),
    ...(one?.decimal ? { decimal: one.decimal } : {}),
    tip: 'Sort the data first; it makes the median, mode and range easy to spot.',
  };
}
