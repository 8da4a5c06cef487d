import { describe, expect, it } from 'vitest';
import {
  ANON_USAGE_KEY,
  freshAnonUsage,
  parseAnonUsage,
  readAnonUsage,
  recordAnonQuestion,
  refundAnonQuestion,
  utcDate,
  writeAnonUsage,
} from '../../../../src/features/usage/anonymousUsage.ts';

describe('anonymous usage in localStorage (SPEC §3, §6, §9)', () => {
  it('keeps {date, questionsAsked, limit, remaining} under one fixed key', () => {
    const now = new Date('2026-03-04T10:00:00Z');
    const first = recordAnonQuestion(readAnonUsage(localStorage, now));
    writeAnonUsage(localStorage, first);
    expect(JSON.parse(localStorage.getItem(ANON_USAGE_KEY) ?? '')).toEqual({
      date: '2026-03-04',
      questionsAsked: 1,
      limit: 5,
      remaining: 4,
    });
    expect(readAnonUsage(localStorage, now)).toEqual(first);
  });

  it('starts afresh on a new UTC date, not a new local date', () => {
    writeAnonUsage(localStorage, { date: '2026-03-04', questionsAsked: 5, limit: 5, remaining: 0 });
    // 23:59 UTC is still the same day wherever the student is.
    expect(readAnonUsage(localStorage, new Date('2026-03-04T23:59:59Z')).remaining).toBe(0);
    expect(readAnonUsage(localStorage, new Date('2026-03-05T00:00:00Z'))).toEqual(
      freshAnonUsage('2026-03-05'),
    );
    expect(utcDate(new Date('2026-03-05T00:30:00+02:00'))).toBe('2026-03-04');
  });

  it('counts up to 5 and then refuses', () => {
    let usage = freshAnonUsage('2026-03-04');
    for (let i = 0; i < 5; i++) usage = recordAnonQuestion(usage);
    expect(usage).toMatchObject({ questionsAsked: 5, remaining: 0 });
    expect(() => recordAnonQuestion(usage)).toThrow('Daily limit exceeded');
  });

  it('gives a question back when the AI could not answer, never below zero', () => {
    const one = recordAnonQuestion(freshAnonUsage('d'));
    expect(refundAnonQuestion(one)).toMatchObject({ questionsAsked: 0, remaining: 5 });
    expect(refundAnonQuestion(freshAnonUsage('d'))).toMatchObject({ questionsAsked: 0 });
  });

  it('treats a missing, broken or edited record safely (the stored limit cannot be raised)', () => {
    const today = '2026-03-04';
    expect(parseAnonUsage(null, today)).toEqual(freshAnonUsage(today));
    expect(parseAnonUsage('{not json', today)).toEqual(freshAnonUsage(today));
    expect(parseAnonUsage('"text"', today)).toEqual(freshAnonUsage(today));
    expect(parseAnonUsage(JSON.stringify({ date: today, questionsAsked: 'x' }), today)).toEqual(
      freshAnonUsage(today),
    );
    const raised = JSON.stringify({ date: today, questionsAsked: 3, limit: 999, remaining: 996 });
    expect(parseAnonUsage(raised, today)).toEqual({ date: today, questionsAsked: 3, limit: 5, remaining: 2 });
    const negative = JSON.stringify({ date: today, questionsAsked: -4, limit: 5, remaining: 9 });
    expect(parseAnonUsage(negative, today).remaining).toBe(5);
  });
});
