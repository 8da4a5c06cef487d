// Exact fractions on bigint for elimination (linear systems, chemical equations). Not a CAS: just
// the four operations so that elimination steps can be shown exactly.
export interface Q {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let [a, b] = [BigInt(n), BigInt(d)];
  if (b < 0n) [a, b] = [-a, -b];
  const g = gcd(a, b) || 1n;
  return { n: a / g, d: b / g };
}

/** Parses "3", "-2.5" or "3/4" into a fraction; null when not a plain number. */
export function parseQ(s: string): Q | null {
  const t = s.replace(/[()\s]/g, '');
  let m = t.match(/^(-?\d+)\/(-?\d+)$/);
  if (m) return m[2] === '0' ? null : q(BigInt(m[1] ?? '0'), BigInt(m[2] ?? '1'));
  m = t.match(/^(-?)(\d*)\.?(\d*)$/);
  if (!m || (m[2] === '' && m[3] === '')) return null;
  const frac = m[3] ?? '';
  return q(BigInt(`${m[1]}${m[2] || '0'}${frac}`), 10n ** BigInt(frac.length));
}

export const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
export const isZero = (a: Q) => a.n === 0n;
export const qTex = (a: Q) =>
  a.d === 1n ? String(a.n) : `${a.n < 0n ? '-' : ''}\\frac{${a.n < 0n ? -a.n : a.n}}{${a.d}}`;
export const qStr = (a: Q) => (a.d === 1n ? String(a.n) : `${a.n}/${a.d}`);
