// mathjs: numeric at heart; symbolic derivative/simplify/rationalize, exact fractions with the
// Fraction number type, numeric polynomial roots (degree ≤ 3). No factor, integrals or limits.
import { type Adapter, type Answer, type Num, type Problem, Unsupported } from '../types.ts';

interface Node {
  toString(): string;
  evaluate(scope?: Record<string, number>): unknown;
}
interface MathJs {
  create(all: unknown, config?: Record<string, unknown>): MathJs;
  all: unknown;
  evaluate(e: string, scope?: Record<string, number>): unknown;
  format(v: unknown): string;
  parse(e: string): Node;
  simplify(e: string): Node;
  derivative(e: string, v: string): Node;
  rationalize(e: string, scope: object, detailed: true): { expression: Node; coefficients: number[] };
  rationalize(e: string): Node;
  polynomialRoot(...coefficients: number[]): unknown[];
  lusolve(a: unknown, b: unknown): unknown;
  det(m: unknown): unknown;
  inv(m: unknown): unknown;
  multiply(a: unknown, b: unknown): unknown;
  fraction(x: unknown): unknown;
}

const toNum = (v: unknown): Num => {
  if (v && typeof v === 'object' && 're' in v && 'im' in v) return [Number(v.re), Number(v.im)];
  return Number(v);
};

export function mathjsAdapter(req: NodeJS.Require): Adapter {
  const m = req('mathjs') as MathJs;
  // Its best configuration for exact arithmetic: numbers are fractions.
  const exact = m.create(m.all, { number: 'Fraction' });
  const fn = (node: Node): Answer => {
    const text = node.toString();
    return { text, at: (x) => Number(m.evaluate(text, { x })) };
  };
  const asFractions = (v: unknown): unknown => (Array.isArray(v) ? v.map(asFractions) : exact.fraction(v));
  const flat = (v: unknown): Num[] => {
    const arr = (v as { toArray?: () => unknown[] }).toArray?.() ?? (v as unknown[]);
    return (arr as unknown[]).flat(2).map(toNum);
  };

  const run = (p: Problem): Answer => {
    const e = p.plainFor?.mathjs ?? p.plain;
    switch (p.op) {
      case 'evaluate': {
        let v: unknown;
        try {
          v = exact.evaluate(e);
        } catch {
          v = m.evaluate(e);
        }
        return { text: exact.format(v), values: [toNum(v)] };
      }
      case 'solve': {
        const { coefficients } = m.rationalize(e, {}, true);
        if (coefficients.length > 4) throw new Unsupported('polynomialRoot stops at degree 3');
        const roots = m.polynomialRoot(...coefficients);
        return { text: roots.map(String).join(', '), values: roots.map(toNum) };
      }
      case 'system': {
        const { a, b } = p.linear ?? { a: [], b: [] };
        const v = exact.lusolve(asFractions(a), asFractions(b));
        return { text: exact.format(v), values: flat(v) };
      }
      case 'factor':
        throw new Unsupported('no factor');
      case 'expand':
        return fn(m.rationalize(e));
      case 'simplify':
        return fn(m.simplify(e));
      case 'diff':
        return fn(m.derivative(e, 'x'));
      case 'integrate':
      case 'defint':
        throw new Unsupported('no integrals');
      case 'limit':
        throw new Unsupported('no limits');
      case 'det': {
        const v = exact.det(asFractions(JSON.parse(e)));
        return { text: exact.format(v), values: [toNum(v)] };
      }
      case 'inverse': {
        const v = exact.inv(asFractions(JSON.parse(e)));
        return { text: exact.format(v), values: flat(v) };
      }
      case 'matmul': {
        const v = exact.multiply(asFractions(JSON.parse(e)), asFractions(JSON.parse(p.other ?? '[]')));
        return { text: exact.format(v), values: flat(v) };
      }
    }
  };
  return { name: 'mathjs', run };
}
