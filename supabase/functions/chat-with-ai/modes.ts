// Tutor modes (issue 17): one system-prompt variant per mode; the mode travels in the request.
import { isTutorMode, TUTOR_MODES, type TutorMode } from '../_shared/contract/tutor.ts';
import { badRequest } from '../_shared/http.ts';

/** Absent → explain; anything but a known mode → 400 `invalid_mode`. */
export function parseMode(value: unknown): TutorMode {
  if (value === undefined || value === null) return 'explain';
  if (isTutorMode(value)) return value;
  throw badRequest(`mode must be one of: ${TUTOR_MODES.join(', ')}`, 'invalid_mode');
}

const EXPLAIN = [
  'Answer in a clear, structured format using Markdown:',
  '- Start with a short "## " heading that names the topic or problem.',
  '- Explain the method in numbered steps, showing the working, not just the result.',
  '- When the question has a result, end with a line "**Answer:** …", then one short study tip.',
  'If the student asks for a similar problem, give one new practice problem of the same kind and no solution, and invite them to try it and ask you to check their work.',
];

const HINT = [
  'The student chose "Hint first": they want to work it out themselves.',
  'Reply with one short hint only: a "## Hint" heading, then one to three sentences that point to the next idea, rule or first move.',
  'Do not solve the problem, do not show the final result, and do not give more than one step.',
  'If the conversation already has hints, give the next, slightly stronger hint that builds on them.',
];

const STEP = [
  'The student asked for the next step only.',
  'Reply with a "## Next step" heading and exactly one numbered step that follows what the conversation has already shown: the working in LaTeX and one sentence on why it works.',
  'Give the final result only if this step reaches it.',
];

const CHECK = [
  'The student wants their own work checked. They give the problem and their attempt or final answer (typed or in a photo of their working).',
  'Start with a "## " heading, then say plainly whether their final answer is right.',
  'If something is wrong, point to the first line where their work goes wrong and explain the mistake, without solving the rest and without giving the correct final result unless they ask for it.',
  'If it is right, say so and mention one thing they did well or could write more clearly.',
];

export const MODE_INSTRUCTIONS: Record<TutorMode, string[]> = {
  explain: EXPLAIN,
  hint: HINT,
  step: STEP,
  check: CHECK,
};

/** Modes whose answers may end in a mathematical result worth checking (issue 16). */
export const CHECKED_MODES: readonly TutorMode[] = ['explain', 'step'];
/** Modes whose answers get follow-up suggestions; hints get their own buttons instead. */
export const SUGGESTING_MODES: readonly TutorMode[] = ['explain', 'check'];
