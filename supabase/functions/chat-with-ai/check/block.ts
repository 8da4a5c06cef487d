// The check block (issue 16): what the tutor solved and its final result, read and removed by the
// server. An answer without a valid one is simply unchecked.
import { FENCE, takeBlock } from '../blocks.ts';

/** `{problem, result}`: what the tutor solved and its final result (issue 16). */
export const CHECK_TAG = 'studymate-check';

/** Longest problem or result we read; anything longer is not a school exercise (or is hostile). */
export const CHECK_FIELD_MAX = 400;

/** What the model says it solved and what it got. */
export interface CheckBlock {
  problem: string;
  result: string;
}

/** The system-prompt lines that ask for the check block (short and exact: models follow those best). */
export const CHECK_INSTRUCTIONS = [
  "If your answer has a final mathematical result (a number, an expression, an equation's solutions), end it with this block:",
  `${FENCE}${CHECK_TAG}`,
  '{"problem": "<the problem you solved, in plain maths, e.g. solve 3x - 5 = 16>", "result": "<only the final result, e.g. x = 7>"}',
  FENCE,
  'Write the problem as you understood it, including from a photo. Leave the block out when there is no mathematical result.',
].join('\n');

function readCheck(value: unknown): CheckBlock | null {
  if (typeof value !== 'object' || value === null) return null;
  const { problem, result } = value as Record<string, unknown>;
  if (typeof problem !== 'string' || typeof result !== 'string') return null;
  const p = problem.trim();
  const r = result.trim();
  if (!p || !r || p.length > CHECK_FIELD_MAX || r.length > CHECK_FIELD_MAX) return null;
  return { problem: p, result: r };
}

/** The answer without its check blocks, and the last valid check block (null when there is none). */
export function splitCheckBlock(answer: string): { text: string; block: CheckBlock | null } {
  const { text, value } = takeBlock(answer, CHECK_TAG, readCheck);
  return { text, block: value };
}
