// @cortex-js/compute-engine: reads LaTeX, works on MathJSON; `evaluate()` keeps results exact.
import type { Adapter, Answer, Num, Problem } from '../types.ts';

interface Boxed {
  latex: string;
  re: number;
  im: number;
  ops?: Boxed[] | null;
  evaluate(): Boxed;
  simplify(): Boxed;
  N(): Boxed;
  subs(s: Record<string, number>): Boxed;
  solve(vars: string | string[]): Boxed[] | Record<string, Boxed> | null;
}
interface Engine {
  parse(latex: string): Boxed;
  box(json: unknown): Boxed;
}

const toNum = (b: Boxed): Num => {
  const n = b.N();
  return n.im ? [n.re, n.im] : n.re;
};

export function computeEngineAdapter(req: NodeJS.Require): Adapter {
  const mod = req('@cortex-js/compute-engine') as { ComputeEngine: new () => Engine };
  const ce = new mod.ComputeEngine();
  const fn = (b: Boxed): Answer => ({ text: b.latex, at: (x) => b.subs({ x }).N().re });
  const value = (b: Boxed): Answer => ({ text: b.latex, values: [toNum(b)] });
  const entries = (b: Boxed): Answer => ({
    text: b.latex,
    values: (b.ops ?? []).flatMap((row) => (row.ops ?? []).map(toNum)),
  });
  const apply = (head: string, ...args: unknown[]) => ce.box([head, ...args]).evaluate();

  const run = (p: Problem): Answer => {
    const e = ce.parse(p.latex);
    switch (p.op) {
      case 'evaluate':
      case 'defint':
      case 'limit':
        return value(e.evaluate());
      case 'solve': {
        const roots = (e.solve('x') as Boxed[] | null) ?? [];
        return { text: roots.map((r) => r.latex).join(', '), values: roots.map(toNum) };
      }
      case 'system': {
        const sol = e.solve(p.linear?.vars ?? []) as Record<string, Boxed> | null;
        const vars = p.linear?.vars ?? [];
        return {
          text: vars.map((v) => `${v}=${sol?.[v]?.latex}`).join(', '),
          values: vars.map((v) => (sol?.[v] ? toNum(sol[v]) : Number.NaN)),
        };
      }
      case 'factor':
        return fn(apply('Factor', e));
      case 'expand':
        return fn(apply('Expand', e));
      case 'simplify':
        return fn(e.simplify());
      case 'diff':
        return fn(apply('D', e, 'x'));
      case 'integrate':
        return fn(apply('Integrate', e, 'x'));
      case 'det':
        return value(apply('Determinant', e));
      case 'inverse':
        return entries(apply('Inverse', e));
      case 'matmul':
        return entries(apply('MatrixMultiply', e, ce.parse(p.otherLatex ?? '')));
    }
  };
  return { name: '@cortex-js/compute-engine', run };
}
