// How final values are written, shared by the topics: lists of roots and the optional decimal.
import { dec, num, tex } from './cas.ts';

/** "x = 2 \text{ or } x = 3": the answer line for several values. */
export const orList = (x: string, values: string[]): string =>
  values.map((v) => `${x} = ${tex(v)}`).join(' \\text{ or } ');

/** "x = 2,\ x = 3": the same inside a step. */
export const commaList = (x: string, values: string[]): string =>
  values.map((v) => `${x} = ${tex(v)}`).join(',\\ ');

/** `{decimal}` for a value that is not a whole number, to spread into a draft; `{}` otherwise. */
export function decimalOf(value: string): { decimal?: string } {
  const n = num(value);
  return Number.isInteger(n) || !Number.isFinite(n) ? {} : { decimal: dec(n) };
}
