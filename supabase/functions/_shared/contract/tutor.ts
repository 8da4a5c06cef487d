// The tutor's vocabulary shared by browser and server (issues 16 and 17): how to answer, what the
// answer check found, and what Check my work decided.

/**
 * explain: the full structured answer (SPEC's behaviour, the default). hint: one short hint and no
 * result ("Hint first" and "Another hint"). step: only the next step ("Show the next step"). check:
 * the student's own work is judged ("Check my work").
 */
export const TUTOR_MODES = ['explain', 'hint', 'step', 'check'] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];

export const isTutorMode = (value: unknown): value is TutorMode =>
  typeof value === 'string' && (TUTOR_MODES as readonly string[]).includes(value);

/** What chat-with-ai's `check` says about an answer's mathematical result (issue 16). */
export type AnswerCheck =
  | { status: 'verified'; problem: string; result: string }
  | { status: 'disputed'; problem: string; result: string; solverResult: string }
  | { status: 'unchecked' };

/** Check my work's typed problem and attempt (either may be empty when a photo carries it). */
export interface StudentWork {
  problem: string;
  attempt: string;
}

export const WORK_LIMITS = { problemChars: 2_000, attemptChars: 5_000 } as const;

/** The solver's verdict on the student's final answer; undecided when it cannot tell. */
export type WorkVerdict = 'correct' | 'incorrect' | 'undecided';

/** Next-question suggestions: at most this many, each at most this long (issue 17). */
export const SUGGESTION_LIMITS = { count: 3, chars: 80 } as const;
