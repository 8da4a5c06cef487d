import type { Language } from '@shared/contract/languages.ts';

/** What the page asks the solver worker (solver.worker.ts) and what it answers. Plain JSON both ways. */
export interface SolveRequest {
  id: number;
  question: string;
  /** The solver's own budget (checked between CAS calls); the page also stops the worker itself. */
  timeLimitMs: number;
  /** The step text's language (issue 21); the mathematics is the same in every language. */
  language: Language;
}

export type SolverReply =
  /** Sent once, when the solver's code has loaded: the page's time budget starts from here. */
  | { type: 'ready' }
  | {
      type: 'result';
      id: number;
      solved: boolean;
      markdown?: string;
      /** The final result in LaTeX (solved only). */
      answer?: string;
      /** A message for the student when the solver refused (too long, too big, too hard). */
      message?: string;
    };
