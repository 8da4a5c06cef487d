// Mean, median, mode, range, variance and standard deviation; simple probability.
import { dec, simplify, tex } from './cas.ts';
import { numbersIn } from './phrases.ts';
import type { Draft, Step } from './types.ts';

const KIND = /\b(mean|average|median|mode|range|standard deviation|std dev|variance)\b/;

export function statistics(text: string): Draft | null {
  const t = text.toLowerCase();
  const k = t.match(KIND)?.[1];
  if (!k) return null;
  const listText =
    t
      .split(/\bof\b|:|\bfor\b/)
      .slice(1)
      .join(' ') || t;
  const xs = numbersIn(listText);
  if (xs.length < 2 || xs.length > 500) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const n = xs.length;
  const sum = xs.reduce((a, b) => a + b, 0);
  const sumTex = `${xs.join(' + ').replace(/\+ -/g, '- ')} = ${dec(sum, 6)}`;
  const frac = (a: number, b: number) =>
    Number.isInteger(a) && Number.isInteger(b) ? tex(simplify(`${a}/${b}`)) : dec(a / b, 6);
  if (k === 'mean' || k === 'average') {
    return {
      category: 'statistics',
      title: 'Finding the mean',
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
  }
  const order: Step = {
    rule: 'Order the data',
    text: 'Sort the values from smallest to largest.',
    latex: sorted.join(',\\ '),
  };
  if (k === 'median') {
    const mid = Math.floor(n / 2);
    const med = n % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
    return {
      category: 'statistics',
      title: 'Finding the median',
      steps: [
        order,
        {
          rule: 'Middle value',
          text:
            n % 2
              ? `With ${n} values the median is value number ${mid + 1}.`
              : `With ${n} values, average the two middle values.`,
          latex:
            n % 2
              ? `\\text{median} = ${med}`
              : `\\frac{${sorted[mid - 1]} + ${sorted[mid]}}{2} = ${dec(med, 6)}`,
        },
      ],
      answer: dec(med, 6),
    };
  }
  if (k === 'mode') {
    const counts = new Map<number, number>();
    for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
    const top = Math.max(...counts.values());
    const modes = [...counts]
      .filter(([, c]) => c === top)
      .map(([x]) => x)
      .sort((a, b) => a - b);
    const none = top === 1;
    return {
      category: 'statistics',
      title: 'Finding the mode',
      steps: [
        order,
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
  if (k === 'range') {
    const r = (sorted[n - 1] ?? 0) - (sorted[0] ?? 0);
    return {
      category: 'statistics',
      title: 'Finding the range',
      steps: [
        order,
        {
          rule: 'Largest minus smallest',
          text: 'Range = largest value − smallest value.',
          latex: `${sorted[n - 1]} - ${sorted[0]} = ${dec(r, 6)}`,
        },
      ],
      answer: dec(r, 6),
    };
  }
  const sample = /\bsample\b/.test(t);
  const mean = sum / n;
  const ss = xs.reduce((a, x) => a + (x - mean) ** 2, 0);
  const variance = ss / (sample ? n - 1 : n);
  const isVar = k === 'variance';
  const value = isVar ? variance : Math.sqrt(variance);
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
        : 'For a whole population, divide by $n$ (say "sample" if your data is a sample).',
      latex: `${sample ? 's' : '\\sigma'}^2 = \\frac{${dec(ss, 6)}}{${sample ? n - 1 : n}} = ${dec(variance, 6)}`,
    },
  ];
  if (!isVar)
    steps.push({
      rule: 'Square root',
      text: 'The standard deviation is the square root of the variance.',
      latex: `${sample ? 's' : '\\sigma'} = \\sqrt{${dec(variance, 6)}} = ${dec(value, 4)}`,
    });
  const exact = simplify(isVar ? `${ss}/${sample ? n - 1 : n}` : `sqrt(${ss}/${sample ? n - 1 : n})`);
  const ok = Number.isInteger(ss);
  return {
    category: 'statistics',
    title: `Finding the ${sample ? 'sample' : 'population'} ${isVar ? 'variance' : 'standard deviation'}`,
    steps,
    answer: ok ? tex(exact) : dec(value, 4),
    ...(ok && !Number.isInteger(value) ? { decimal: dec(value, 4) } : {}),
  };
}

export function probability(text: string): Draft | null {
  const t = text.toLowerCase();
  if (!/probability|chance|odds/.test(t)) return null;
  let fav: number;
  let total: number;
  let why: string;
  const bag = t.match(
    /(\d+)\s+(\w+)\s+(?:\w+\s+)?(?:and|,)\s+(\d+)\s+(\w+)(?:\s+(?:\w+\s+)?(?:and|,)\s+(\d+)\s+(\w+))?/,
  );
  const die = /\bdie\b|\bdice\b/.test(t);
  const coin = /\bcoins?\b|\bheads\b|\btails\b/.test(t);
  if (bag && !die && !coin) {
    const groups: [number, string][] = [
      [Number(bag[1]), bag[2] ?? ''],
      [Number(bag[3]), bag[4] ?? ''],
    ];
    if (bag[5]) groups.push([Number(bag[5]), bag[6] ?? '']);
    const want = groups.find(
      ([, name]) =>
        new RegExp(`\\b${name.replace(/s$/, '')}`).test(t.slice((bag.index ?? 0) + bag[0].length)) ||
        new RegExp(`(a|an|the)\\s+${name.replace(/s$/, '')}\\b`).test(t.slice(0, bag.index)),
    );
    if (!want) return null;
    fav = want[0];
    total = groups.reduce((a, [c]) => a + c, 0);
    why = `There are ${fav} favourable outcomes out of ${total} equally likely ones.`;
  } else if (die) {
    const faces = Array.from({ length: 6 }, (_, i) => i + 1);
    let ok: number[] = [];
    const g = t.match(/(?:greater|more|higher) than (\d)/);
    const l = t.match(/(?:less|lower|smaller) than (\d)/);
    const one = t.match(/(?:a|an|the number)\s+(\d)\b/);
    if (/even/.test(t)) ok = faces.filter((f) => f % 2 === 0);
    else if (/odd/.test(t)) ok = faces.filter((f) => f % 2 === 1);
    else if (/prime/.test(t)) ok = [2, 3, 5];
    else if (g) ok = faces.filter((f) => f > Number(g[1]));
    else if (l) ok = faces.filter((f) => f < Number(l[1]));
    else if (one) ok = faces.filter((f) => f === Number(one[1]));
    else return null;
    [fav, total] = [ok.length, 6];
    why = `A fair die has 6 equally likely faces; the favourable ones are ${ok.join(', ') || 'none'}.`;
  } else if (coin) {
    const k = Number(
      t
        .match(/(\d+|two|three)\s+(?:heads|tails)/)?.[1]
        ?.replace('two', '2')
        .replace('three', '3') ?? 1,
    );
    [fav, total] = [1, 2 ** k];
    why =
      k > 1
        ? `Each toss is independent with probability ½, so multiply: there are ${total} equally likely sequences.`
        : 'A fair coin has 2 equally likely sides.';
  } else return null;
  const p = simplify(`${fav}/${total}`);
  const steps: Step[] = [
    {
      rule: 'Count the outcomes',
      text: why,
      latex: `\\text{favourable} = ${fav},\\quad \\text{total} = ${total}`,
    },
    {
      rule: 'Probability formula',
      text: 'Probability = favourable outcomes ÷ total outcomes, then simplify.',
      latex: `P = \\frac{${fav}}{${total}} = ${tex(p)}`,
    },
  ];
  return {
    category: 'probability',
    title: 'Simple probability',
    steps,
    answer: tex(p),
    ...(fav % total === 0 ? {} : { decimal: dec(fav / total) }),
  };
}
