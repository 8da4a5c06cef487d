// The machine-readable block the tutor ends a mathematical answer with (issue 16): a fenced block with
// a fixed tag and JSON inside. The server reads it, checks it, and removes it before the student sees
// the answer. An answer without a (valid) block is simply unchecked.

export const CHECK_TAG = 'studymate-check';

/** Longest problem or result we read; anything longer is not a school exercise (or is hostile). */
export const CHECK_FIELD_MAX = 400;

const FENCE = '```';

/** What the model says it solved and what it got. */
export interface CheckBlock {
  problem: string;
  result: string;
}

/** The system-prompt lines that ask for the block (kept short: models follow short, exact formats). */
export const CHECK_INSTRUCTIONS = [
  `If your answer has a final mathematical result (a number, an expression, an equation's solutions), end it with this block and nothing after it:`,
  `${FENCE}${CHECK_TAG}`,
  '{"problem": "<the problem you solved, in plain maths, e.g. solve 3x - 5 = 16>", "result": "<only the final result, e.g. x = 7>"}',
  FENCE,
  'Write the problem as you understood it, including from a photo. Leave the block out when there is no mathematical result.',
].join('\n');

// A block that ends at its closing fence, or runs to the end (an answer cut at max_tokens).
const BLOCK = new RegExp(`\\s*${FENCE}[ \\t]*${CHECK_TAG}[ \\t]*\\r?\\n([\\s\\S]*?)(?:${FENCE}|$)`, 'g');

/**
 * Splits an answer into the text the student sees (every check block removed) and the last block
 * that parses as `{problem, result}` strings of sensible length (null when there is none).
 */
export function splitCheckBlock(answer: string): { text: string; block: CheckBlock | null } {
  let block: CheckBlock | null = null;
  const text = answer.replace(BLOCK, (_match, body: string) => {
    block = readBlock(body) ?? block;
    return '';
  });
  return { text: text.trimEnd(), block };
}

function readBlock(body: string): CheckBlock | null {
  let value: unknown;
  try {
    value = JSON.parse(body.trim());
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { problem, result } = value as Record<string, unknown>;
  if (typeof problem !== 'string' || typeof result !== 'string') return null;
  const p = problem.trim();
  const r = result.trim();
  if (!p || !r || p.length > CHECK_FIELD_MAX || r.length > CHECK_FIELD_MAX) return null;
  return { problem: p, result: r };
}
