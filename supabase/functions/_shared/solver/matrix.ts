// Determinant, inverse and product of small matrices written as [[1,2],[3,4]] (or [1 2; 3 4]).
import { simplify, str, tex } from './cas.ts';
import type { Draft, Step } from './types.ts';

type M = string[][];

function matrices(t: string): M[] {
  const out: M[] = [];
  for (const m of t.matchAll(/\[\s*(\[[^[\]]*\](?:\s*,?\s*\[[^[\]]*\])*)\s*\]|\[([^[\]]*;[^[\]]*)\]/g)) {
    const rows = m[1]
      ? [...m[1].matchAll(/\[([^[\]]*)\]/g)].map((r) => (r[1] ?? '').split(/[,\s]+/).filter(Boolean))
      : (m[2] ?? '').split(';').map((r) => r.split(/[,\s]+/).filter(Boolean));
    if (
      rows.length === 0 ||
      rows.some((r) => r.length !== rows[0]?.length || r.some((c) => !/^-?[\d./]+$/.test(c)))
    )
      continue;
    out.push(rows);
  }
  return out;
}

const texM = (m: M) =>
  `\\begin{pmatrix} ${m.map((r) => r.map((c) => tex(c)).join(' & ')).join(' \\\\ ')} \\end{pmatrix}`;
const toN = (m: M) => `matrix(${m.map((r) => `[${r.join(',')}]`).join(',')})`;
function fromN(s: string): M {
  return [...s.matchAll(/\[([^[\]]*)\]/g)].map((r) => (r[1] ?? '').split(',').map((c) => c.trim()));
}

export function matrix(text: string): Draft | null {
  const t = text.toLowerCase();
  const ms = matrices(t);
  if (ms.length === 0 || ms.some((m) => m.length > 4)) return null;
  const a = ms[0] as M;
  const n = a.length;
  const square = a.every((r) => r.length === n);
  if (/determinant|\bdet\b/.test(t)) {
    if (!square) return null;
    const d = str(`determinant(${toN(a)})`);
    const steps: Step[] = [];
    if (n === 2) {
      const [[p, q], [r, s]] = a as [[string, string], [string, string]];
      steps.push({
        rule: '2×2 determinant',
        text: 'Multiply down the main diagonal and subtract the other diagonal: $ad - bc$.',
        latex: `(${p})(${s}) - (${q})(${r}) = ${tex(d)}`,
      });
    } else if (n === 3) {
      const row = a[0] as string[];
      const minor = (j: number) => a.slice(1).map((r) => r.filter((_, k) => k !== j));
      const parts = row.map(
        (c, j) => `${j % 2 ? '-' : '+'}(${c})\\cdot ${tex(str(`determinant(${toN(minor(j))})`))}`,
      );
      steps.push({
        rule: 'Cofactor expansion along row 1',
        text: 'Each entry of the first row times the determinant of the 2×2 matrix left when its row and column are crossed out, with signs + − +.',
        latex: `${parts.join(' ').replace(/^\+/, '')} = ${tex(d)}`,
      });
    } else
      steps.push({
        rule: 'Cofactor expansion',
        text: 'Expand along a row (computed by the algebra library).',
        latex: `\\det = ${tex(d)}`,
      });
    return {
      category: 'matrix',
      title: 'Determinant of a matrix',
      steps: [{ rule: 'Write the matrix', text: `A ${n}×${n} matrix.`, latex: `A = ${texM(a)}` }, ...steps],
      answer: tex(d),
    };
  }
  if (/inverse|invert|\^-1|\^\(-1\)/.test(t)) {
    if (!square) return null;
    const d = str(`determinant(${toN(a)})`);
    if (d === '0')
      return {
        category: 'matrix',
        title: 'Inverse of a matrix',
        steps: [
          {
            rule: 'Determinant',
            text: 'The determinant is 0, so the matrix has no inverse.',
            latex: '\\det A = 0',
          },
        ],
        answer: '\\text{no inverse (singular matrix)}',
      };
    const inv = fromN(str(`invert(${toN(a)})`));
    const steps: Step[] = [
      {
        rule: 'Determinant',
        text: 'A matrix has an inverse when its determinant is not 0.',
        latex: `\\det A = ${tex(d)}`,
      },
    ];
    if (n === 2) {
      const [[p, q], [r, s]] = a as [[string, string], [string, string]];
      steps.push({
        rule: 'Swap, change signs, divide',
        text: 'Swap the main diagonal, change the signs of the other two entries, divide by the determinant.',
        latex: `A^{-1} = \\frac{1}{${tex(d)}}\\begin{pmatrix} ${tex(s)} & ${tex(simplify(`-(${q})`))} \\\\ ${tex(simplify(`-(${r})`))} & ${tex(p)} \\end{pmatrix}`,
      });
    } else
      steps.push({
        rule: 'Adjugate ÷ determinant',
        text: 'The inverse is the adjugate (transposed cofactors) divided by the determinant; the library does the arithmetic.',
        latex: `A^{-1} = \\frac{1}{\\det A}\\operatorname{adj}(A)`,
      });
    steps.push({ rule: 'Result', text: 'Check: $AA^{-1} = I$.', latex: `A^{-1} = ${texM(inv)}` });
    return { category: 'matrix', title: 'Inverse of a matrix', steps, answer: texM(inv) };
  }
  if (ms.length === 2 && /\*|times|product|multiply|×|\]\s*\[/.test(t)) {
    const b = ms[1] as M;
    if ((a[0]?.length ?? 0) !== b.length)
      return {
        category: 'matrix',
        title: 'Product of matrices',
        steps: [
          {
            rule: 'Check the sizes',
            text: 'The number of columns of the first must equal the number of rows of the second.',
            latex: `${a.length}\\times${a[0]?.length} \\cdot ${b.length}\\times${b[0]?.length}`,
          },
        ],
        answer: '\\text{not defined}',
      };
    const p = fromN(str(`${toN(a)}*${toN(b)}`));
    const first = `(${(a[0] ?? []).map((x, k) => `${x}\\cdot${b[k]?.[0]}`).join(' + ')})`;
    return {
      category: 'matrix',
      title: 'Product of matrices',
      steps: [
        {
          rule: 'Row times column',
          text: 'Each entry is a row of the first matrix times a column of the second, e.g. the top-left entry:',
          latex: `${first} = ${tex(p[0]?.[0] ?? '0')}`,
        },
        {
          rule: 'Result',
          text: 'Do this for every row and column.',
          latex: `${texM(a)}${texM(b)} = ${texM(p)}`,
        },
      ],
      answer: texM(p),
    };
  }
  return null;
}
