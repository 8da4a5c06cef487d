// The order in which topics try a question: the most specific phrasing first, plain arithmetic last.
import { derivative, integral, limitOf } from './calculus.ts';
import { equation } from './equations.ts';
import type { Draft } from './types.ts';

export type Topic = (text: string) => Draft | null;

export const TOPICS: Topic[] = [derivative, integral, limitOf, equation];
