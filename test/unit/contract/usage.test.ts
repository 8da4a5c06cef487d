import { dailyLimitOf, readUsage, type Usage } from '@shared/contract/usage.ts';
import { describe, expect, it } from 'vitest';

const free = (used: number): Usage => ({ used, limit: 5, remaining: 5 - used, plan: 'free' });

describe('server figures', () => {
  it('reads chat-with-ai usage and get_usage rows', () => {
    expect(readUsage({ used: 2, limit: 5, remaining: 3, plan: 'free' })).toEqual(free(2));
    expect(readUsage({ used: 1, daily_limit: 150, remaining: 149, plan: 'gold' })).toEqual({
      used: 1,
      limit: 150,
      remaining: 149,
      plan: 'gold',
    });
    expect(readUsage({ used: 3, limit: 50, remaining: 47, plan: 'anonymous' })?.plan).toBe('anonymous');
    expect(readUsage(null)).toBeNull();
    expect(readUsage({ used: 'x' })).toBeNull();
  });

  it("reads reserve_anon_question's cap, and never answers a negative remainder", () => {
    expect(readUsage({ used: 51, cap: 50 })).toEqual({
      used: 51,
      limit: 50,
      remaining: 0,
      plan: 'anonymous',
    });
  });

  it("gives a visitor the browser's 5 a day and each plan its own", () => {
    expect([
      dailyLimitOf('anonymous'),
      dailyLimitOf('free'),
      dailyLimitOf('gold'),
      dailyLimitOf('diamond'),
    ]).toEqual([5, 5, 150, 500]);
  });
});
