// nerdamer (original) and nerdamer-prime (its maintained fork) share one API.
// Splitting a result list is plain text work: the solver's helper, not the library under test.
import { splitTop } from '../../../../supabase/functions/_shared/solver/cas.ts';
import type { Adapter, Answer, Num, Problem } from '../types.ts';

interface Expr {
  toString(): string;
  evaluate(): Expr;
  text(mode: string): string;
}
interface Nerdamer {
  (e: string, scope?: Record<string, string>): Expr;
  solve(eq: string, v: string): Expr;
  solveEquations(eqs: string[]): [string, number | string][];
}

/** Loads the core and the add-ons the solver would use (Algebra, Calculus, Solve). */
export function nerdamerAdapter(req: NodeJS.Require, name: 'nerdamer' | 'nerdamer-prime'): Adapter {
  const core = name === 'nerdamer' ? 'nerdamer/nerdamer.core.js' : 'nerdamer-prime/nerdamer.core';
  const n = req(core) as Nerdamer;
  for (const addOn of ['Algebra', 'Calculus', 'Solve'])
    req(name === 'nerdamer' ? `nerdamer/${addOn}.js` : `nerdamer-prime/${addOn}`);

  const num = (e: string, scope: Record<string, string> = {}) =>
    Number(n(e, scope).evaluate().text('decimals'));
  const complex = (e: string): Num => [num(`realpart(${e})`), num(`imagpart(${e})`)];
  const fn = (text: string): Answer => ({ text, at: (x) => num(text, { x: String(x) }) });
  const value = (text: string): Answer => ({ text, values: [num(text)] });
  const matrixArg = (m: string) => `matrix(${m.slice(1, -1)})`;
  const entries = (text: string): Answer => ({
    text,
    values: [...text.matchAll(/\[([^[\]]*)\]/g)].flatMap((row) =>
      (row[1] ?? '').split(',').map((c) => num(c)),
    ),
  });

  const run = (p: Problem): Answer => {
    const e = p.plainFor?.[name] ?? p.plain;
    switch (p.op) {
      case 'evaluate':
        return value(n(e).toString());
      case 'solve': {
        const text = n.solve(`${e}=0`, 'x').toString();
        const roots = text.replace(/^\[|\]$/g, '');
        return { text, values: roots === '' ? [] : splitTop(roots).map(complex) };
      }
      case 'system': {
        const sol = n.solveEquations(p.equations ?? []);
        const by = new Map(sol.map(([v, k]) => [v, Number(k)]));
        return {
          text: JSON.stringify(sol),
          values: (p.linear?.vars ?? []).map((v) => by.get(v) ?? Number.NaN),
        };
      }
      case 'factor':
      case 'expand':
      case 'simplify':
        return fn(n(`${p.op}(${e})`).toString());
      case 'diff':
        return fn(n(`diff(${e},x)`).toString());
      case 'integrate':
        return fn(n(`integrate(${e},x)`).toString());
      case 'defint':
        return value(n(`defint(${e},${p.from},${p.to === Math.PI ? 'pi' : p.to},x)`).toString());
      case 'limit':
        return value(n(`limit(${e},x,${p.at === Number.POSITIVE_INFINITY ? 'Infinity' : p.at})`).toString());
      case 'det':
        return value(n(`determinant(${matrixArg(e)})`).toString());
      case 'inverse':
        return entries(n(`invert(${matrixArg(e)})`).toString());
      case 'matmul':
        return entries(n(`${matrixArg(e)}*${matrixArg(p.other ?? '')}`).toString());
    }
  };
  return { name, run };
}
