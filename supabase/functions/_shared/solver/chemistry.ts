// Molar mass and balancing chemical equations (element counts → integer null space, exact fractions).
import { ATOMIC_MASS } from './elements.ts';
import { div, isZero, mul, type Q, q, sub } from './rational.ts';
import type { Draft, Step } from './types.ts';

/** Element counts of a formula such as "Ca(OH)2" or "CuSO4·5H2O"; null when not a formula. */
export function parseFormula(f: string): Map<string, number> | null {
  const total = new Map<string, number>();
  for (const [i, part] of f.split(/[·.*]/).entries()) {
    const mult = i > 0 ? Number(part.match(/^\d+/)?.[0] ?? 1) : 1;
    const body = i > 0 ? part.replace(/^\d+/, '') : part;
    const counts = group(body);
    if (!counts) return null;
    for (const [e, n] of counts) total.set(e, (total.get(e) ?? 0) + n * mult);
  }
  return total.size > 0 ? total : null;
}

function group(s: string): Map<string, number> | null {
  const stack: Map<string, number>[] = [new Map()];
  const re = /([A-Z][a-z]?)(\d*)|([([])|([)\]])(\d*)/gy;
  let pos = 0;
  for (let m = re.exec(s); m && pos < s.length; m = re.exec(s)) {
    pos = re.lastIndex;
    const top = stack[stack.length - 1] as Map<string, number>;
    if (m[1]) {
      if (!(m[1] in ATOMIC_MASS)) return null;
      top.set(m[1], (top.get(m[1]) ?? 0) + Number(m[2] || 1));
    } else if (m[3]) stack.push(new Map());
    else if (m[4]) {
      const inner = stack.pop();
      const outer = stack[stack.length - 1];
      if (!inner || !outer) return null;
      for (const [e, n] of inner) outer.set(e, (outer.get(e) ?? 0) + n * Number(m[5] || 1));
    }
  }
  if (pos !== s.length || stack.length !== 1) return null;
  return stack[0] ?? null;
}

const round = (x: number) => String(Math.round(x * 1000) / 1000);
const formulaTex = (f: string) => `\\mathrm{${f.replace(/(\d+)/g, '_{$1}').replace(/[·*]/g, '\\cdot ')}}`;

export function molarMass(text: string): Draft | null {
  const m = text.match(
    /(?:(?:relative\s+)?(?:molar|molecular|formula)\s+(?:mass|weight)|\bmr\b|mass\s+of\s+(?:one|1|a)\s+mole)\s+(?:\(mr\)\s+)?(?:of\s+)?([A-Za-z0-9()[\]·.*]+)/i,
  );
  if (!m) return null;
  const f = (m[1] ?? '').replace(/\.$/, '');
  const counts = parseFormula(f);
  if (!counts) return null;
  let total = 0;
  const parts: string[] = [];
  for (const [e, n] of counts) {
    const w = ATOMIC_MASS[e] ?? 0;
    total += w * n;
    parts.push(`${n} \\times ${w}\\ (\\mathrm{${e}})`);
  }
  const steps: Step[] = [
    {
      rule: 'Count the atoms',
      text: 'Count each element (brackets multiply everything inside).',
      latex: [...counts].map(([e, n]) => `\\mathrm{${e}}: ${n}`).join(',\\ '),
    },
    {
      rule: 'Add the atomic masses',
      text: 'Multiply each count by the atomic mass from the periodic table and add.',
      latex: `${parts.join(' + ')} = ${round(total)}`,
    },
  ];
  return {
    category: 'chemistry',
    title: `Molar mass of ${f}`,
    steps,
    answer: `${round(total)}\\ \\text{g/mol}`,
    tip: 'Keep the periodic table next to you and write the count of each element before you add.',
  };
}

export function balance(text: string): Draft | null {
  const body = text.replace(/^(balance|balancing)\s*(the\s+)?(equation)?\s*:?\s*/i, '').replace(/\s+/g, ' ');
  const sides = body.split(/\s*(?:->|→|=>|=|⟶)\s*/);
  if (sides.length !== 2) return null;
  const [lhs, rhs] = sides.map((s) =>
    s.split(/\s+\+\s+/).map((x) => x.trim().replace(/^\d+(?=[A-Z(])/, '')),
  ) as [string[], string[]];
  const species = [...lhs, ...rhs];
  if (species.length < 2 || species.length > 8) return null;
  const parsed = species.map(parseFormula);
  if (parsed.some((p) => !p)) return null;
  const elements = [...new Set(parsed.flatMap((p) => [...(p as Map<string, number>).keys()]))];
  const rows: Q[][] = elements.map((e) =>
    parsed.map((p, j) => q(((p as Map<string, number>).get(e) ?? 0) * (j < lhs.length ? 1 : -1))),
  );
  const coef = nullVector(rows, species.length);
  if (!coef) return null;
  const show = (c: bigint[]) =>
    `${lhs.map((s, i) => `${c[i] === 1n ? '' : c[i]}${formulaTex(s)}`).join(' + ')} \\rightarrow ${rhs.map((s, i) => `${c[i + lhs.length] === 1n ? '' : c[i + lhs.length]}${formulaTex(s)}`).join(' + ')}`;
  // "C: 3c_1 = c_3": atoms of one element on the left equal those on the right.
  const side = (e: string, from: number, to: number) =>
    parsed
      .slice(from, to)
      .map((p, j) => ({ k: (p as Map<string, number>).get(e) ?? 0, j: j + from + 1 }))
      .filter(({ k }) => k > 0)
      .map(({ k, j }) => `${k === 1 ? '' : k}c_{${j}}`)
      .join(' + ');
  const steps: Step[] = [
    {
      rule: 'Count atoms on each side',
      text: 'Each element needs the same number of atoms on both sides.',
      latex: elements.map((e) => `\\mathrm{${e}}`).join(',\\ '),
    },
    {
      rule: 'Set up one equation per element',
      text: 'Give each substance an unknown coefficient and match the atom counts (solved exactly by elimination).',
      latex: elements
        .map((e) => `\\mathrm{${e}}: ${side(e, 0, lhs.length)} = ${side(e, lhs.length, species.length)}`)
        .join(',\\quad '),
    },
    {
      rule: 'Smallest whole numbers',
      text: 'Scale the solution so every coefficient is the smallest whole number.',
      latex: show(coef),
    },
  ];
  return {
    category: 'chemistry',
    title: 'Balancing a chemical equation',
    steps,
    answer: show(coef),
    tip: 'Balance the element that appears in the fewest substances first, and leave H and O for last.',
  };
}

/** Positive integer vector in the null space of rows (one free variable), or null. */
function nullVector(rows: Q[][], n: number): bigint[] | null {
  const a = rows.map((r) => [...r]);
  const pivots: number[] = [];
  let r = 0;
  for (let c = 0; c < n && r < a.length; c++) {
    const p = a.findIndex((row, i) => i >= r && !isZero(row[c] as Q));
    if (p < 0) continue;
    [a[r], a[p]] = [a[p] as Q[], a[r] as Q[]];
    const pr = a[r] as Q[];
    const inv = pr[c] as Q;
    for (let j = 0; j < n; j++) pr[j] = div(pr[j] as Q, inv);
    for (let i = 0; i < a.length; i++) {
      if (i === r) continue;
      const f = (a[i] as Q[])[c] as Q;
      if (isZero(f)) continue;
      a[i] = (a[i] as Q[]).map((v, j) => sub(v, mul(f, pr[j] as Q)));
    }
    pivots.push(c);
    r++;
  }
  const free = [...Array(n).keys()].filter((c) => !pivots.includes(c));
  if (free.length !== 1) return null;
  const f = free[0] as number;
  const x: Q[] = new Array(n).fill(q(0));
  x[f] = q(1);
  pivots.forEach((c, i) => {
    x[c] = q(-((a[i] as Q[])[f] as Q).n, ((a[i] as Q[])[f] as Q).d);
  });
  const lcm = x.reduce((l, v) => (l * v.d) / gcdB(l, v.d), 1n);
  const ints = x.map((v) => (v.n * lcm) / v.d);
  if (ints.some((v) => v <= 0n)) return null;
  const g = ints.reduce(gcdB);
  return ints.map((v) => v / g);
}

function gcdB(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
