import { isPaidPlan, isPlanId, PLANS, planRank, purchaseKindFor } from '@shared/contract/plans.ts';
import { describe, expect, it } from 'vitest';

// test/db/plan-catalogue.test.ts checks the same catalogue against the `plans` table.
describe('plan catalogue (SPEC §3, §9)', () => {
  it('has the daily limits 5, 150 and 500', () => {
    expect([PLANS.free.dailyLimit, PLANS.gold.dailyLimit, PLANS.diamond.dailyLimit]).toEqual([5, 150, 500]);
  });

  it('knows the plan names', () => {
    expect(['free', 'gold', 'diamond'].every(isPlanId)).toBe(true);
    expect(isPlanId('premium')).toBe(false);
    expect(isPaidPlan('free')).toBe(false);
    expect(isPaidPlan('gold')).toBe(true);
  });

  it('ranks free < gold < diamond; diamond starts with a trial (a card setup), gold is paid at once', () => {
    expect(planRank('free')).toBeLessThan(planRank('gold'));
    expect(planRank('gold')).toBeLessThan(planRank('diamond'));
    expect(purchaseKindFor('diamond')).toBe('setup');
    expect(purchaseKindFor('gold')).toBe('payment');
  });
});
