import { describe, expect, it } from 'vitest';
import { speakableText } from '../../../../src/features/chat/logic/speakable.ts';

describe('speakableText: mathematics read as words (issue 18, Listen)', () => {
  it.each([
    ['x^2 + 3', 'x squared plus 3'],
    ['x^3 - 2x = 0', 'x cubed minus 2x equals 0'],
    ['2^{10}', '2 to the power of 10'],
    ['\\frac{1}{2} + \\sqrt{16}', '1 over 2 plus the square root of 16'],
    ['\\frac{x+1}{\\sqrt{x}}', 'x plus 1 over the square root of x'],
    ['a \\cdot b \\leq c', 'a times b is less than or equal to c'],
    ['x_1 ± 3', 'x sub 1 plus or minus 3'],
    ['-4 + 7', 'minus 4 plus 7'],
    ['x-3', 'x minus 3'],
    ['3/4 of 2π', '3 over 4 of 2 pi'],
    ['5 * 6', '5 times 6'],
  ])('%s → %s', (input, words) => {
    expect(speakableText(input)).toBe(words);
  });

  it('leaves ordinary prose (hyphens, punctuation, lines) alone', () => {
    expect(speakableText('A well-kept notebook helps.\n\nStudy tip: rest.')).toBe(
      'A well-kept notebook helps.\nStudy tip: rest.',
    );
  });
});
