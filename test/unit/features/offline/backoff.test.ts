import { describe, expect, it } from 'vitest';
import {
  dueItems,
  earliestRetry,
  nextAttemptAt,
  OUTBOX_BACKOFF,
  retryDelay,
} from '../../../../src/features/offline/backoff.ts';

const low = () => 0;
const high = () => 1;

describe('outbox backoff schedule', () => {
  it('waits nothing before the first failure', () => {
    expect(retryDelay(0, high)).toBe(0);
    expect(retryDelay(-1, high)).toBe(0);
    expect(retryDelay(Number.NaN, high)).toBe(0);
  });

  it('doubles the ceiling with each failure, jittered between half and all of it', () => {
    const ceilings = [1, 2, 3, 4, 5].map((n) => retryDelay(n, high));
    expect(ceilings).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect([1, 2, 3].map((n) => retryDelay(n, low))).toEqual([1_000, 2_000, 4_000]);
    const middle = retryDelay(3, () => 0.5);
    expect(middle).toBe(6_000);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(retryDelay(9, high)).toBe(OUTBOX_BACKOFF.maxMs);
    expect(retryDelay(1_000, high)).toBe(OUTBOX_BACKOFF.maxMs);
    expect(retryDelay(1_000, low)).toBe(OUTBOX_BACKOFF.maxMs / 2);
  });

  it('clamps a random source outside [0, 1]', () => {
    expect(retryDelay(1, () => 7)).toBe(2_000);
    expect(retryDelay(1, () => -3)).toBe(1_000);
  });

  it('takes a custom policy', () => {
    expect(retryDelay(3, high, { baseMs: 100, maxMs: 250 })).toBe(250);
    expect(retryDelay(2, high, { baseMs: 100, maxMs: 250 })).toBe(200);
  });

  it('dates the next attempt from the failure', () => {
    expect(nextAttemptAt(10_000, 2, high)).toBe(14_000);
  });

  it('a forced drain takes every item; a normal one only those whose wait is over', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const waits = new Map([
      ['a', 500],
      ['b', 1_500],
    ]);
    expect(dueItems(items, waits, 1_000, false).map((i) => i.id)).toEqual(['a', 'c']);
    expect(dueItems(items, waits, 1_000, true).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('finds the earliest pending retry', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(earliestRetry(items, new Map())).toBeNull();
    expect(
      earliestRetry(
        items,
        new Map([
          ['b', 900],
          ['c', 400],
        ]),
      ),
    ).toBe(400);
  });
});
