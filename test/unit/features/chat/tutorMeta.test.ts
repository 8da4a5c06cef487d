import { describe, expect, it } from 'vitest';
import {
  answerMeta,
  isHintAnswer,
  questionMeta,
  readTutorExtras,
} from '../../../../src/features/chat/tutor/tutorMeta.ts';

describe('tutor extras in message meta (issues 16 and 17)', () => {
  it('keeps a verified or disputed check, and not an unchecked one', () => {
    const verified = { status: 'verified', problem: '3x - 5 = 16', result: 'x = 7' };
    expect(answerMeta({ check: verified, suggestions: ['More?'] }, 'explain')).toEqual({
      check: verified,
      tutor: { mode: 'explain', suggestions: ['More?'] },
    });
    const disputed = { ...verified, status: 'disputed', result: 'x = 6', solverResult: 'x = 7' };
    expect(answerMeta({ check: disputed }, 'explain')).toEqual({ check: disputed });
    expect(answerMeta({ check: { status: 'unchecked' } }, 'explain')).toBeUndefined();
  });

  it('reads what the server sent defensively: bad checks, suggestions and verdicts are dropped', () => {
    expect(
      answerMeta({ check: { status: 'verified', problem: '', result: 'x' } }, 'explain'),
    ).toBeUndefined();
    expect(
      answerMeta({ check: { status: 'disputed', problem: 'p', result: 'r' } }, 'explain'),
    ).toBeUndefined();
    expect(answerMeta({ check: 'verified', workVerdict: 'maybe' }, 'explain')).toBeUndefined();
    const long = 'x'.repeat(81);
    expect(
      answerMeta({ suggestions: [' One ', 'one', 7, long, '', 'Two', 'Three', 'Four'] }, 'explain'),
    ).toEqual({ tutor: { mode: 'explain', suggestions: ['One', 'Two', 'Three'] } });
  });

  it('notes the mode of a hint or step answer (its buttons) and a check answer’s verdict', () => {
    expect(answerMeta({}, 'hint')).toEqual({ tutor: { mode: 'hint' } });
    expect(answerMeta({ workVerdict: 'incorrect' }, 'check')).toEqual({
      tutor: { mode: 'check', workVerdict: 'incorrect' },
    });
    expect(isHintAnswer(readTutorExtras({ tutor: { mode: 'step' } }))).toBe(true);
    expect(isHintAnswer(readTutorExtras({ tutor: { mode: 'explain' } }))).toBe(false);
  });

  it('a demo answer carries nothing (no tutor behind it)', () => {
    expect(answerMeta({ demo: true, suggestions: ['x'] }, 'hint')).toBeUndefined();
  });

  it('a plain Explain question keeps SPEC’s message; other modes and work travel with the question', () => {
    expect(questionMeta('explain')).toBeUndefined();
    expect(questionMeta('hint')).toEqual({ tutor: { mode: 'hint' } });
    const work = { problem: 'solve 2x = 4', attempt: 'x = 2' };
    expect(readTutorExtras(questionMeta('check', work))).toEqual({ mode: 'check', work });
  });

  it('ignores meta from another device or version it cannot read', () => {
    expect(readTutorExtras(undefined)).toEqual({});
    expect(readTutorExtras({ tutor: 'hint', check: null })).toEqual({});
    expect(readTutorExtras({ tutor: { mode: 'socratic', suggestions: 'x', work: 5 } })).toEqual({});
  });
});
