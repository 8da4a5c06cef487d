// Algebrite: one `run(text)` entry point; its imaginary unit is `i` and `log` is the natural log.

import { splitTop } from '../../../../supabase/functions/_shared/solver/cas.ts';
import { type Adapter, type Answer, type Problem, Unsupported } from '../types.ts';

interface Algebrite {
  run(s: string): string;
  /** The result as an internal object; a float's double is `d` (`run` prints only 6 digits). */
  eval(s: string): { d?: number };
}

export function algebriteAdapter(req: NodeJS.Require): Adapter {
  const a = req('algebrite') as Algebrite;
  const num = (e: string) => a.eval(`float(${e})`).d ?? Number.NaN;
  const fn = (text: string): Answer => ({ text, at: (x) => num(`subst(${x},x,(${text}))`) });
  const value = (text: string): Answer => ({ text, values: [num(text)] });
  const entries = (text: string): Answer => ({
    text,
    values: [...text.matchAll(/\[([^[\]]*)\]/g)].flatMap((row) => splitTop(row[1] ?? '').map(num)),
  });

  const run = (p: Problem): Answer => {
    const e = p.plainFor?.algebrite ?? p.plain;
    switch (p.op) {
      case 'evaluate':
        return value(a.run(e));
      case 'solve': {
        const text = a.run(`roots(${e},x)`);
        const roots = text.startsWith('[') ? splitTop(text.slice(1, -1)) : text === '' ? [] : [text];
        return { text, values: roots.map((r) => [num(`real(${r})`), num(`imag(${r})`)]) };
      }
      case 'system': {
        // No symbolic system solver: the matrix route, inv(A)·b.
        const { a: m, b } = p.linear ?? { a: [], b: [] };
        const text = a.run(`dot(inv(${JSON.stringify(m)}),${JSON.stringify(b)})`);
        return { text, values: splitTop(text.slice(1, -1)).map(num) };
      }
      case 'factor':
        return fn(a.run(`factor(${e},x)`));
      case 'expand':
        return fn(a.run(`expand(${e})`));
      case 'simplify':
        return fn(a.run(`simplify(${e})`));
      case 'diff':
        return fn(a.run(`d(${e},x)`));
      case 'integrate':
        return fn(a.run(`integral(${e},x)`));
      case 'defint':
        return value(a.run(`defint(${e},x,${p.from},${p.to === Math.PI ? 'pi' : p.to})`));
      case 'limit':
        throw new Unsupported('no limits');
      case 'det':
        return value(a.run(`det(${e})`));
      case 'inverse':
        return entries(a.run(`inv(${e})`));
      case 'matmul':
        return entries(a.run(`dot(${e},${p.other})`));
    }
  };
  return { name: 'algebrite', run };
}
