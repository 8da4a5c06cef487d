import { describe, expect, it } from 'vitest';
import { matchesQuery } from '../../../../src/features/history/search.ts';
import { cleanTitle, TITLE_MAX_CHARS, titleFromQuestion } from '../../../../src/features/history/titles.ts';

describe('chat titles', () => {
  it("names a chat by its first question's first line", () => {
    expect(titleFromQuestion('  Solve 2x + 3 = 7\nshow steps', false)).toBe('Solve 2x + 3 = 7');
    expect(titleFromQuestion('', true)).toBe('Photo question');
    expect(titleFromQuestion('   ', false)).toBe('New chat');
  });

  it('cuts a long question at a word', () => {
    const title = titleFromQuestion(
      'Explain why the derivative of a constant is zero using the limit definition',
      false,
    );
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS + 1);
    expect(title).toBe('Explain why the derivative of a constant is zero using the…');
  });

  it('cleans a typed title', () => {
    expect(cleanTitle('  My   notes \n')).toBe('My notes');
    expect(cleanTitle('   ')).toBeNull();
    expect(cleanTitle('x'.repeat(300))).toHaveLength(200);
  });

  it('search matches every word anywhere', () => {
    expect(matchesQuery('Newton’s second law', 'LAW newton')).toBe(true);
    expect(matchesQuery('Café', 'cafe')).toBe(true);
    expect(matchesQuery('abc', '')).toBe(true);
    expect(matchesQuery('abc', 'abd')).toBe(false);
  });
});
