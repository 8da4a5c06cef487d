// Systems of 2–3 linear equations by elimination, each row operation shown.
import { coeffs, expand, raw } from './cas.ts';
import { asExpression } from './normalize.ts';
import { stripLead } from './phrases.ts';
import { div, isZero, mul, parseQ, type Q, q, qTex, sub } from './rational.ts';
import type { Draft, Step } from './types.ts';

export function system(text: string): Draft | null {
  const body = stripLead(
    text.replace(/^(solve\s+)?(the\s+)?(simultaneous\s+equations|system(\s+of\s+equations)?)\s*:?\s*/i, ''),
  );
  const parts = body.split(/\s*(?:,|;|\band\b|\n|&)\s*/i).filter((p) => p.includes('='));
  if (parts.length < 2 || parts.length > 3) return null;
  const eqs: [string, string][] = [];
  for (const p of parts) {
    const [l = '', r = '', extra] = p.split('=');
    if (extra !== undefined) return null;
    const le = asExpression(l);
    const re = asExpression(r);
    if (!le || !re) return null;
    eqs.push([le, re]);
  }
  const vars = [...new Set(eqs.flatMap(([l, r]) => (l + r).match(/[a-z]/g) ?? []))].sort();
  if (vars.length !== parts.length) return null;
  const rows: Q[][] = [];
  for (const [l, r] of eqs) {
    const d = expand(`(${l})-(${r})`);
    const row: Q[] = [];
    let rest = d;
    for (const v of vars) {
      const c = coeffs(d, v);
      if (c.length > 2) return null;
      const k = parseQ(c[1] ?? '0');
      if (!k) return null;
      row.push(k);
      rest = expand(`(${rest})-(${c[1] ?? '0'})*${v}`);
    }
    const k0 = parseQ(rest);
    if (!k0) return null;
    row.push(q(-k0.n, k0.d));
    rows.push(row);
  }
  const n = vars.length;
  const show = (r: Q[]) => {
    const terms = r
      .slice(0, n)
      .map((c, i) => ({ c, v: vars[i] ?? '' }))
      .filter(({ c }) => !isZero(c))
      .map(({ c, v }, k) => {
        const neg = c.n < 0n;
        const abs = qTex(q(neg ? -c.n : c.n, c.d));
        const coef = abs === '1' ? '' : abs;
        return `${neg ? (k === 0 ? '-' : ' - ') : k === 0 ? '' : ' + '}${coef}${v}`;
      });
    return `${terms.join('') || '0'} = ${qTex(r[n] ?? q(0))}`;
  };
  const steps: Step[] = [
    {
      rule: 'Write the equations',
      text: 'Line the equations up with the same letters in the same order.',
      latex: `\\begin{aligned} ${eqs.map(([l, r]) => `${raw(l)} &= ${raw(r)}`).join(' \\\\ ')} \\end{aligned}`,
    },
  ];
  // Forward elimination.
  for (let col = 0; col < n; col++) {
    const pivot = rows.findIndex((r, i) => i >= col && !isZero(r[col] ?? q(0)));
    if (pivot < 0) return singular(steps, rows, n);
    [rows[col], rows[pivot]] = [rows[pivot] as Q[], rows[col] as Q[]];
    for (let i = col + 1; i < n; i++) {
      const f = div((rows[i] as Q[])[col] as Q, (rows[col] as Q[])[col] as Q);
      if (isZero(f)) continue;
      rows[i] = (rows[i] as Q[]).map((c, j) => sub(c, mul(f, (rows[col] as Q[])[j] as Q)));
      steps.push({
        rule: 'Elimination',
        text: `Subtract ${qTex(f) === '1' ? '' : `$${qTex(f)}$ × `}equation ${col + 1} from equation ${i + 1} to remove $${vars[col]}$.`,
        latex: show(rows[i] as Q[]),
      });
    }
  }
  // Back substitution.
  const sol: Q[] = new Array(n).fill(q(0));
  for (let i = n - 1; i >= 0; i--) {
    const r = rows[i] as Q[];
    let rhs = r[n] as Q;
    for (let j = i + 1; j < n; j++) rhs = sub(rhs, mul(r[j] as Q, sol[j] as Q));
    if (isZero(r[i] as Q)) return singular(steps, rows, n);
    sol[i] = div(rhs, r[i] as Q);
    steps.push({
      rule: i === n - 1 ? 'Solve for the last letter' : 'Back-substitute',
      text: `Put the known value${n - 1 - i > 1 ? 's' : ''} into equation ${i + 1} and solve for $${vars[i]}$.`,
      latex: `${vars[i]} = ${qTex(sol[i] as Q)}`,
    });
  }
  const answer = vars.map((v, i) => `${v} = ${qTex(sol[i] as Q)}`).join(',\\ ');
  return {
    category: 'linear-system',
    title: 'Solving simultaneous equations',
    steps,
    answer,
    tip: 'Substitute your values into every original equation to check them.',
  };
}

function singular(steps: Step[], rows: Q[][], n: number): Draft {
  const inconsistent = rows.some((r) => r.slice(0, n).every(isZero) && !isZero(r[n] as Q));
  steps.push({
    rule: 'Elimination',
    text: inconsistent
      ? 'Eliminating gives 0 = a non-zero number, which is impossible.'
      : 'One equation becomes 0 = 0: the equations describe the same line or plane.',
    latex: inconsistent ? '0 \\neq 0' : '0 = 0',
  });
  return {
    category: 'linear-system',
    title: 'Solving simultaneous equations',
    steps,
    answer: inconsistent ? '\\text{no solution}' : '\\text{infinitely many solutions}',
  };
}
