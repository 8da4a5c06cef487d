/**
 * SPEC §4 step 6 typing schedule: after each character shown, wait about 3 ms, 1 ms after a space,
 * 8 ms after , ; : and 15 ms after . ! ?. Answers of more than 50 words appear at once.
 */
export const TYPE_AT_ONCE_OVER_WORDS = 50;

export const DELAY_MS = { char: 3, space: 1, pause: 8, stop: 15 } as const;

export function delayAfter(char: string): number {
  if (char === ',' || char === ';' || char === ':') return DELAY_MS.pause;
  if (char === '.' || char === '!' || char === '?') return DELAY_MS.stop;
  if (/^\s$/u.test(char)) return DELAY_MS.space;
  return DELAY_MS.char;
}

export const wordCount = (text: string): number => text.trim().split(/\s+/u).filter(Boolean).length;

export interface TypingSchedule {
  /** ms after typing starts at which character i (a code point, so emoji stay whole) appears. */
  times: number[];
  /** The string length (UTF-16) once character i is shown. */
  ends: number[];
  /** When the last character is shown. */
  total: number;
}

/** The schedule for an answer, or null when it should appear at once. */
export function typingSchedule(text: string): TypingSchedule | null {
  if (text === '' || wordCount(text) > TYPE_AT_ONCE_OVER_WORDS) return null;
  const times: number[] = [];
  const ends: number[] = [];
  let at = 0;
  let end = 0;
  for (const char of text) {
    times.push(at);
    end += char.length;
    ends.push(end);
    at += delayAfter(char);
  }
  return { times, ends, total: times[times.length - 1] ?? 0 };
}

/** How much of the text (UTF-16 length) is visible `elapsed` ms after typing started. */
export function visibleLength(schedule: TypingSchedule, elapsed: number): number {
  const { times, ends } = schedule;
  if (elapsed < 0) return 0;
  let lo = 0;
  let hi = times.length - 1;
  // Last index whose time has come.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((times[mid] ?? 0) <= elapsed) lo = mid;
    else hi = mid - 1;
  }
  return ends[lo] ?? 0;
}
