// Issue 21: the shape every language's messages have — the English modules' (src/lib/strings/), with
// every text widened to `string` and every text function kept with its parameters.
import type * as english from '../strings.ts';

export type Widen<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : { readonly [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof english>;
