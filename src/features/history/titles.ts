import { historyStrings } from '../../lib/strings.ts';

export const TITLE_MAX_CHARS = 60;

/** A chat's title from its first question: the first line, cut at a word near 60 characters. */
export function titleFromQuestion(text: string, hasImage: boolean): string {
  const line = text.trim().split('\n')[0]?.trim().replace(/\s+/g, ' ') ?? '';
  if (!line) return hasImage ? historyStrings.photoTitle : historyStrings.untitled;
  if (line.length <= TITLE_MAX_CHARS) return line;
  const cut = line.slice(0, TITLE_MAX_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > TITLE_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A title typed by the user: trimmed, one line, at most 200 characters (the server's column limit). */
export function cleanTitle(input: string): string | null {
  const title = input.replace(/\s+/g, ' ').trim().slice(0, 200);
  return title === '' ? null : title;
}
