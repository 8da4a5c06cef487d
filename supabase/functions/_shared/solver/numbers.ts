// Percentages, scientific notation, GCD/LCM, primality and prime factorisation.
import { dec } from './cas.ts';
import { numbersIn } from './phrases.ts';
import type { Draft, Step } from './types.ts';

const fmt = (n: number) => dec(n, 6);

export function percentages(text: string): Draft | null {
  const t = text.toLowerCase();
  let m = t.match(/(-?[\d.]+)\s*%\s*of\s*(-?[\d.]+)/);
  if (m) {
    const [p, x] = [Number(m[1]), Number(m[2])];
    const r = (p * x) / 100;
    return pct(
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
          latex: `\\frac{${p}}{100} \\times ${x} = ${fmt(r)}`,
        },
      ],
      fmt(r),
    );
  }
  m =
    t.match(/(-?[\d.]+)\s*is\s*what\s*(?:percent|%)\s*of\s*(-?[\d.]+)/) ??
    t.match(/what\s*(?:percent|%)\s*of\s*(-?[\d.]+)\s*is\s*(-?[\d.]+)/);
  if (m) {
    const swap = t.startsWith('what');
    const [a, b] = swap ? [Number(m[2]), Number(m[1])] : [Number(m[1]), Number(m[2])];
    const r = (a / b) * 100;
    return pct(
      'Writing one number as a percentage of another',
      [
        { rule: 'Make a fraction', text: 'Put the part over the whole.', latex: `\\frac{${a}}{${b}}` },
        {
          rule: 'Multiply by 100',
          text: 'A fraction times 100 gives the percentage.',
          latex: `\\frac{${a}}{${b}} \\times 100 = ${fmt(r)}\\%`,
        },
      ],
      `${fmt(r)}\\%`,
    );
  }
  m = t.match(/(increase|decrease|raise|reduce)\s*(-?[\d.]+)\s*by\s*(-?[\d.]+)\s*%/);
  if (m) {
    const up = m[1] === 'increase' || m[1] === 'raise';
    const [x, p] = [Number(m[2]), Number(m[3])];
    const f = up ? 1 + p / 100 : 1 - p / 100;
    const r = x * f;
    return pct(
      `${up ? 'Increasing' : 'Decreasing'} by a percentage`,
      [
        {
          rule: 'Multiplier',
          text: `${up ? 'Add' : 'Subtract'} the percentage to or from 100% and write it as a decimal.`,
          latex: `100\\% ${up ? '+' : '-'} ${p}\\% = ${fmt(f * 100)}\\% = ${fmt(f)}`,
        },
        {
          rule: 'Multiply',
          text: 'Multiply the original amount by the multiplier.',
          latex: `${x} \\times ${fmt(f)} = ${fmt(r)}`,
        },
      ],
      fmt(r),
    );
  }
  m =
    t.match(
      /percent(?:age)?\s*(?:change|increase|decrease|difference)\s*(?:from|between)\s*(-?[\d.]+)\s*(?:to|and)\s*(-?[\d.]+)/,
    ) ?? t.match(/from\s*(-?[\d.]+)\s*to\s*(-?[\d.]+).*percent/);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a === 0) return null;
    const r = ((b - a) / a) * 100;
    return pct(
      'Finding a percentage change',
      [
        { rule: 'Find the change', text: 'New value minus old value.', latex: `${b} - ${a} = ${fmt(b - a)}` },
        {
          rule: 'Divide by the original',
          text: 'Percentage change = change ÷ original × 100.',
          latex: `\\frac{${fmt(b - a)}}{${a}} \\times 100 = ${fmt(r)}\\%`,
        },
      ],
      `${fmt(r)}\\%`,
      r >= 0 ? 'an increase' : 'a decrease',
    );
  }
  return null;
}

function pct(title: string, steps: Step[], answer: string, note?: string): Draft {
  if (note) steps.push({ rule: 'Say what it means', text: `The result is ${note}.`, latex: answer });
  return {
    category: 'percentages',
    title,
    steps,
    answer,
    tip: 'To find p% of an amount, multiply by p/100; to undo a change, divide by the multiplier.',
  };
}

export function scientific(text: string): Draft | null {
  const t = text.toLowerCase();
  let m = t.match(
    /(?:write|express|convert|put)?\s*(-?[\d.]+)\s*(?:in|to|as|into)\s*(?:scientific|standard index)\s*(?:notation|form)/,
  );
  if (m) {
    const x = Number(m[1]);
    if (!Number.isFinite(x) || x === 0) return null;
    const exp = Math.floor(Math.log10(Math.abs(x)));
    const mant = Number((x / 10 ** exp).toPrecision(12));
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
      answer: `${mant} \\times 10^{${exp}}`,
    };
  }
  m = t.match(
    /(-?[\d.]+)\s*(?:\*|x|times)\s*10\^\(?(-?\d+)\)?\s*(?:in|to|as)?\s*(?:standard form|ordinary|decimal|normal)/,
  );
  if (m) {
    const v = Number(m[1]) * 10 ** Number(m[2]);
    const val = Number(v.toPrecision(12));
    return {
      category: 'scientific-notation',
      title: 'Writing a number in ordinary form',
      steps: [
        {
          rule: 'Move the decimal point',
          text: `Move the point ${Math.abs(Number(m[2]))} places ${Number(m[2]) >= 0 ? 'right' : 'left'}.`,
          latex: `${m[1]} \\times 10^{${m[2]}} = ${val}`,
        },
      ],
      answer: String(val),
    };
  }
  return null;
}

const gcd2 = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd2(b, a % b));

export function numberTheory(text: string): Draft | null {
  const t = text.toLowerCase();
  if (
    /\b(gcd|gcf|hcf|greatest common (divisor|factor)|highest common factor)\b/.test(t) ||
    /\b(lcm|least common multiple|lowest common multiple)\b/.test(t)
  ) {
    const ns = numbersIn(t).filter((n) => Number.isInteger(n) && n > 0);
    if (ns.length < 2 || ns.some((n) => n > 1e12)) return null;
    const isG = /gcd|gcf|hcf|greatest|highest/.test(t);
    const steps: Step[] = [
      {
        rule: 'Prime factorisations',
        text: 'Write each number as a product of primes.',
        latex: ns.map((n) => `${n} = ${primeTex(n)}`).join(',\\quad '),
      },
    ];
    const g = ns.reduce(gcd2);
    const l = ns.reduce((a, b) => (a / gcd2(a, b)) * b);
    steps.push(
      isG
        ? {
            rule: 'Common primes, lowest powers',
            text: 'Multiply the primes every number shares, each with its lowest power.',
            latex: `\\gcd = ${g}`,
          }
        : {
            rule: 'All primes, highest powers',
            text: 'Multiply every prime that appears, each with its highest power.',
            latex: `\\operatorname{lcm} = ${l}`,
          },
    );
    return {
      category: 'number-theory',
      title: isG ? 'Greatest common divisor' : 'Least common multiple',
      steps,
      answer: String(isG ? g : l),
    };
  }
  let m = t.match(
    /prime factori[sz]ation of\s*(\d+)|(?:prime\s*)?factori[sz]e\s*(\d+)\s*(?:into primes)?$|prime factors of\s*(\d+)/,
  );
  if (m) {
    const n = Number(m[1] ?? m[2] ?? m[3]);
    if (!(n > 1) || n > 1e12) return null;
    const ps = primes(n);
    const divs: string[] = [];
    let cur = n;
    for (const p of ps) {
      divs.push(`${cur} \\div ${p} = ${cur / p}`);
      cur /= p;
    }
    return {
      category: 'number-theory',
      title: 'Prime factorisation',
      steps: [
        {
          rule: 'Divide by the smallest prime',
          text: 'Keep dividing by the smallest prime that goes in, until you reach 1.',
          latex: divs.join(',\\ '),
        },
        { rule: 'Write as powers', text: 'Group repeated primes as powers.', latex: `${n} = ${primeTex(n)}` },
      ],
      answer: primeTex(n),
    };
  }
  m = t.match(/is\s*(\d+)\s*(?:a\s*)?prime/);
  if (m) {
    const n = Number(m[1]);
    if (n > 1e12) return null;
    const ps = n > 1 ? primes(n) : [];
    const prime = ps.length === 1;
    const steps: Step[] = [
      {
        rule: 'Test divisors up to the square root',
        text: `Try the primes up to $\\sqrt{${n}} \\approx ${dec(Math.sqrt(n), 2)}$.`,
        latex: prime
          ? `\\text{no prime} \\le ${Math.floor(Math.sqrt(n))} \\text{ divides } ${n}`
          : n < 2
            ? `${n} < 2`
            : `${n} = ${ps[0]} \\times ${n / (ps[0] ?? 1)}`,
      },
    ];
    return {
      category: 'number-theory',
      title: 'Is it prime?',
      steps,
      answer: prime ? `${n} \\text{ is prime}` : `${n} \\text{ is not prime}`,
    };
  }
  return null;
}

function primes(n: number): number[] {
  const out: number[] = [];
  let x = n;
  for (let p = 2; p * p <= x; p++)
    while (x % p === 0) {
      out.push(p);
      x /= p;
    }
  if (x > 1) out.push(x);
  return out;
}

function primeTex(n: number): string {
  const counts = new Map<number, number>();
  for (const p of primes(n)) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].map(([p, k]) => (k > 1 ? `${p}^{${k}}` : String(p))).join(' \\times ');
}
