// The order in which topics try a question: the most specific phrasing first, plain arithmetic last.
import { logarithm, manipulate } from './algebra.ts';
import { arithmetic } from './arithmetic.ts';
import { derivative } from './calculus.ts';
import { balance, molarMass } from './chemistry.ts';
import { conversions } from './conversions.ts';
import { coordinates, lineEquation } from './coordinates.ts';
import { equation } from './equations.ts';
import { exponentRules } from './exponent-rules.ts';
import { pythagoras, shapes } from './geometry.ts';
import { integral } from './integrals.ts';
import { limitOf } from './limits.ts';
import { condenseLogs, expandLog } from './log-rules.ts';
import { matrix } from './matrix.ts';
import { mixedNumbers } from './mixed-numbers.ts';
import { numberTheory } from './numbers.ts';
import { percentages } from './percentages.ts';
import { probability } from './probability.ts';
import { scientific } from './scientific.ts';
import { statistics } from './statistics.ts';
import { system } from './systems.ts';
import { trigValue } from './trig.ts';
import type { Draft } from './types.ts';
import { units } from './units.ts';

export type Topic = (text: string) => Draft | null;

export const TOPICS: Topic[] = [
  molarMass,
  balance,
  matrix,
  statistics,
  probability,
  units,
  shapes,
  pythagoras,
  coordinates,
  lineEquation,
  percentages,
  conversions,
  scientific,
  mixedNumbers,
  numberTheory,
  derivative,
  integral,
  limitOf,
  trigValue,
  expandLog,
  condenseLogs,
  logarithm,
  exponentRules,
  manipulate,
  system,
  equation,
  arithmetic,
];
