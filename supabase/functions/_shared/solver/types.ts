// Public types of the step-by-step solver (issue 15). Plain data only, so the browser, the edge
// functions and Node can pass results around as JSON.

import type { Language } from '../contract/languages.ts';

export type Area =
  | 'arithmetic'
  | 'algebra'
  | 'calculus'
  | 'trigonometry-geometry'
  | 'statistics-probability'
  | 'matrices'
  | 'units'
  | 'chemistry';

export type Category =
  | 'arithmetic'
  | 'fractions'
  | 'percentages'
  | 'powers-roots'
  | 'scientific-notation'
  | 'number-theory'
  | 'linear-equation'
  | 'linear-inequality'
  | 'quadratic-inequality'
  | 'absolute-value'
  | 'quadratic'
  | 'polynomial-equation'
  | 'linear-system'
  | 'exponential-equation'
  | 'radical-equation'
  | 'simplify'
  | 'expand'
  | 'factor'
  | 'logarithm'
  | 'exponents'
  | 'derivative'
  | 'integral'
  | 'limit'
  | 'trigonometry'
  | 'geometry'
  | 'coordinate-geometry'
  | 'statistics'
  | 'probability'
  | 'matrix'
  | 'units'
  | 'chemistry';

/** One line of working: the rule used, a short student-friendly sentence, and the maths in LaTeX. */
export interface Step {
  rule: string;
  text: string;
  latex: string;
}

export interface Solved {
  solved: true;
  category: Category;
  area: Area;
  /** Heading text (without the `## `). */
  title: string;
  steps: Step[];
  /** Final result in LaTeX, e.g. `x = 7` or `6\sqrt{2}`. */
  answer: string;
  /** Decimal value where it helps (e.g. `8.4853`), otherwise absent. */
  decimal?: string;
  tip: string;
  /** The whole answer in the tutor's Markdown structure (heading, numbered steps, **Answer:**, tip). */
  markdown: string;
  ms: number;
}

export type UnsolvedReason = 'unrecognised' | 'too-long' | 'too-big' | 'too-hard';

export interface Unsolved {
  solved: false;
  reason: UnsolvedReason;
  /** A message that can be shown to the student (absent for `unrecognised`: say nothing). */
  message?: string;
  ms: number;
}

export type SolveResult = Solved | Unsolved;

export interface SolveOptions {
  /** Time budget per question; default 1000 ms. */
  timeLimitMs?: number;
  /** The language of the words (issue 21); English by default and until that language is loaded. */
  language?: Language;
}

/** What a topic module returns before the common wrapper adds markdown and timing. */
export interface Draft {
  category: Category;
  title: string;
  steps: Step[];
  answer: string;
  decimal?: string;
  tip?: string;
}

/** Raised inside the solver for refusals; never escapes `solve`. */
export class Refusal extends Error {
  constructor(
    readonly reason: 'too-long' | 'too-big' | 'too-hard',
    message: string,
  ) {
    super(message);
  }
}
