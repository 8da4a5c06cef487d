/**
 * Long e-mail addresses must wrap at sensible points on narrow screens: after the @ and after each
 * dot (a <wbr> goes between the parts; CSS `overflow-wrap: anywhere` is the last resort).
 */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=[@.])/).filter((part) => part !== '');
}

const MARK = '\u0000';

/** A catalogue sentence built around an address, split into the text before and after it. */
export function aroundEmail(sentence: (email: string) => string): { before: string; after: string } {
  const text = sentence(MARK);
  const at = text.indexOf(MARK);
  return at === -1 ? { before: text, after: '' } : { before: text.slice(0, at), after: text.slice(at + 1) };
}
