// nerdamer-prime, loaded as its core plus the add-ons the solver uses (Algebra, Calculus, Solve), not
// the prebundled `all` build: the browser build can then trim its constants (scripts/nerdamer-trim.ts)
// and leave out the Extra add-on (Laplace transforms, statistics), which the solver does not use.
/// <reference path="./nerdamer-modules.d.ts" />
import type NerdamerApi from 'nerdamer-prime';
import core from 'nerdamer-prime/nerdamer.core';
import 'nerdamer-prime/Algebra';
import 'nerdamer-prime/Calculus';
import 'nerdamer-prime/Solve';

export const nerdamer = core as typeof NerdamerApi;
