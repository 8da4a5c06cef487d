import { describe, expect, it } from 'vitest';
import {
  DELAY_MS,
  delayAfter,
  typingSchedule,
  visibleLength,
  wordCount,
} from '../../../../src/features/chat/logic/typing.ts';

describe('typing schedule (SPEC §4 step 6)', () => {
  it('waits 3 ms after a character, 1 ms after a space, 8 ms after , ; : and 15 ms after . ! ?', () => {
    expect(DELAY_MS).toEqual({ char: 3, space: 1, pause: 8, stop: 15 });
    expect(delayAfter('a')).toBe(3);
    expect(delayAfter(' ')).toBe(1);
    for (const c of [',', ';', ':']) expect(delayAfter(c)).toBe(8);
    for (const c of ['.', '!', '?']) expect(delayAfter(c)).toBe(15);
    expect(delayAfter('\n')).toBe(1);
  });

  it('schedules each character after the delay of the one before it', () => {
    const schedule = typingSchedule('Hi, yes.');
    // H0 i3 ,6 ␣14 y15 e18 s21 .24
    expect(schedule?.times).toEqual([0, 3, 6, 14, 15, 18, 21, 24]);
    expect(schedule?.total).toBe(24);
  });

  it('shows the text as time passes, never half an emoji', () => {
    const schedule = typingSchedule('a😀b');
    if (!schedule) throw new Error('expected a schedule');
    expect(visibleLength(schedule, -1)).toBe(0);
    expect(visibleLength(schedule, 0)).toBe(1);
    expect(visibleLength(schedule, 2)).toBe(1);
    expect(visibleLength(schedule, 3)).toBe(3); // the emoji is two UTF-16 units, shown together
    expect(visibleLength(schedule, 6)).toBe(4);
    expect(visibleLength(schedule, 1000)).toBe(4);
  });

  it('types answers of up to 50 words and shows longer ones at once', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ');
    expect(wordCount(fifty)).toBe(50);
    expect(typingSchedule(fifty)).not.toBeNull();
    expect(typingSchedule(`${fifty} more`)).toBeNull();
    expect(wordCount('  spaced   out\nwords ')).toBe(3);
    expect(typingSchedule('')).toBeNull();
  });
});
