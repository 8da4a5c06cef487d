// The order in which topics try a question: the most specific phrasing first, plain arithmetic last.
import { logarithm, manipulate } from './algebra.ts';
import { arithmetic } from './arithmetic.ts';
import { derivative, integral, limitOf } from './calculus.ts';
import { equation } from './equations.ts';
import { numberTheory, percentages, scientific } from './numbers.ts';
import type { Draft } from './types.ts';

export type Topic = (text: string) => Draft | null;

export const TOPICS: Topic[] = [
  percentages,
  scientific,
  numberTheory,
  derivative,
  integral,
  limitOf,
  logarithm,
  manipulate,
  equation,
  arithmetic,
];
