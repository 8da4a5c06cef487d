import { describe, expect, it } from 'vitest';
import { heard, withDictation } from '../../../../src/features/chat/logic/dictation.ts';

describe('dictation text', () => {
  it('joins dictated words to what was typed, with one space', () => {
    expect(withDictation('', 'two x plus three')).toBe('two x plus three');
    expect(withDictation('Solve', ' two x ')).toBe('Solve two x');
    expect(withDictation('Solve\n', 'two x')).toBe('Solve\ntwo x');
    expect(withDictation('Solve', '   ')).toBe('Solve');
  });

  it('splits the final words from those still being heard', () => {
    expect(
      heard([
        { isFinal: true, transcript: 'two x plus three' },
        { isFinal: true, transcript: ' equals seven' },
        { isFinal: false, transcript: 'what is' },
      ]),
    ).toEqual({ final: 'two x plus three equals seven', interim: 'what is' });
  });
});
