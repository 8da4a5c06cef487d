// GCD/LCM, primality and prime factorisation.
import { dec } from './cas.ts';
import { numbersIn } from './phrases.ts';
import type { Draft, Step } from './types.ts';

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
    /prime factori[sz]ation of\s*(\d+)|(?:prime\s*)?factori[sz]e\s*(\d+)\s*(?:into primes)?$|prime factors of\s*(\d+)|^(?:factor|write)\s+(\d+)(?:\s+(?:as a product of primes|into primes))?$/,
  );
  if (m) {
    const n = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
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
