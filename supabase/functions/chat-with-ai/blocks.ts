// Machine-readable blocks the tutor may end an answer with (issues 16 and 17): fenced blocks with a
// fixed tag and JSON inside. The server reads them and removes them before the student sees the answer;
// an answer without a (valid) block simply goes without.

export const FENCE = '```';

// A block that ends at its closing fence, or runs to the end (an answer cut at max_tokens).
const blockPattern = (tag: string) =>
  new RegExp(`\\s*${FENCE}[ \\t]*${tag}[ \\t]*\\r?\\n([\\s\\S]*?)(?:${FENCE}|$)`, 'g');

/**
 * Removes every block tagged `tag` from `answer` and returns the text and the value `read` gives for the
 * last block it accepts (null when none parses or `read` refuses them all).
 */
export function takeBlock<T>(
  answer: string,
  tag: string,
  read: (json: unknown) => T | null,
): { text: string; value: T | null } {
  let value: T | null = null;
  const text = answer.replace(blockPattern(tag), (_match, body: string) => {
    let json: unknown;
    try {
      json = JSON.parse(body.trim());
    } catch {
      return '';
    }
    value = read(json) ?? value;
    return '';
  });
  return { text: text.trimEnd(), value };
}
