import { describe, expect, it } from 'vitest';
import { aroundEmail, emailBreakParts } from '../../../src/ui/emailBreaks.ts';

describe('e-mail line breaks', () => {
  it('breaks after the @ and after each dot, keeping every character', () => {
    const email = 'first.middle.last@department.university-of-somewhere.example.edu';
    const parts = emailBreakParts(email);
    expect(parts).toEqual([
      'first.',
      'middle.',
      'last@',
      'department.',
      'university-of-somewhere.',
      'example.',
      'edu',
    ]);
    expect(parts.join('')).toBe(email);
  });

  it('leaves an address without break points whole', () => {
    expect(emailBreakParts('x')).toEqual(['x']);
    expect(emailBreakParts('')).toEqual([]);
  });

  it('splits a catalogue sentence around the address', () => {
    expect(aroundEmail((e) => `Sent to ${e}, check it.`)).toEqual({
      before: 'Sent to ',
      after: ', check it.',
    });
    expect(aroundEmail(() => 'No address')).toEqual({ before: 'No address', after: '' });
  });
});
