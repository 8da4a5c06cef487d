// Shapes shared by the computer-algebra comparison (issue 15): the problems, what a library answers,
// and the adapter each candidate library implements.

/** A real number, or a complex one as [re, im]. */
export type Num = number | [number, number];

export type Op =
  | 'evaluate'
  | 'solve'
  | 'system'
  | 'factor'
  | 'expand'
  | 'simplify'
  | 'diff'
  | 'integrate'
  | 'defint'
  | 'limit'
  | 'det'
  | 'inverse'
  | 'matmul';

export type Area = 'arithmetic' | 'algebra' | 'calculus' | 'trigonometry' | 'matrices';

/** What a right answer looks like; checked numerically, plus exactness and shape. */
export type Expect =
  | { value: Num }
  | { roots: Num[] }
  | { assign: Record<string, number> }
  | {
      f: (x: number) => number;
      antiderivative?: true;
      shape?: 'product' | 'no-brackets' | 'no-fraction' | 'no-trig';
    }
  | { matrix: number[][] };

export interface Problem {
  /** Short label for the tables, e.g. "solve 2x²+3x−1 = 0". */
  label: string;
  area: Area;
  op: Op;
  /** Plain syntax with explicit `*` (mathjs, algebrite and nerdamer read it). For solve: the side = 0. */
  plain: string;
  /** The same in LaTeX for @cortex-js/compute-engine (a whole equation, integral or limit where apt). */
  latex: string;
  /** Per-library input where the function name differs (e.g. a base-2 logarithm). */
  plainFor?: Partial<Record<LibraryName, string>>;
  /** Systems: the equations, and the same as a matrix A·v = b for libraries without a symbolic solver. */
  equations?: string[];
  linear?: { a: number[][]; b: number[]; vars: string[] };
  /** Second matrix of a product; definite-integral bounds; the point of a limit (`Infinity` allowed). */
  other?: string;
  otherLatex?: string;
  from?: number;
  to?: number;
  at?: number;
  expect: Expect;
}

/** A library's answer: its own text, and numbers it computed from that answer itself. */
export interface Answer {
  text: string;
  /** Values (roots, a number, matrix entries row by row, a system's values in `linear.vars` order). */
  values?: Num[];
  /** The answer evaluated at x (derivatives, antiderivatives, factored forms…). */
  at?: (x: number) => number;
}

export const LIBRARIES = [
  'nerdamer-prime',
  'nerdamer',
  'algebrite',
  'mathjs',
  '@cortex-js/compute-engine',
] as const;
export type LibraryName = (typeof LIBRARIES)[number];

export interface Adapter {
  name: LibraryName;
  /** Throws `Unsupported` when the library has no function for the operation at all. */
  run(p: Problem): Answer;
}

/** The library has no such operation (counted as "cannot do", not as a wrong answer). */
export class Unsupported extends Error {}

/** One problem's outcome for one library, as the worker reports it. */
export interface Outcome {
  index: number;
  supported: boolean;
  right: boolean;
  /** Why it is not right (wrong value, inexact, unevaluated, error text, timeout). */
  why?: string;
  text?: string;
  ms: number;
}
