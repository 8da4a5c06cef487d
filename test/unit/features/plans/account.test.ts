import { describe, expect, it } from 'vitest';
import {
  accountAfterChange,
  accountFromRows,
  parsePlanChange,
  periodRunning,
} from '../../../../src/features/plans/account.ts';
import { isPlanType, priceLabel } from '../../../../src/features/plans/catalogue.ts';

describe('the billing account', () => {
  it('reads the profile plan and the subscription row', () => {
    expect(accountFromRows('free', null)).toEqual({
      plan: 'free',
      scheduledPlan: null,
      periodEnd: null,
      subscriptionStatus: null,
    });
    expect(
      accountFromRows('diamond', {
        status: 'trialing',
        current_period_end: '2026-06-01T00:00:00Z',
        scheduled_plan: 'gold',
      }),
    ).toEqual({
      plan: 'diamond',
      scheduledPlan: 'gold',
      periodEnd: '2026-06-01T00:00:00Z',
      subscriptionStatus: 'trialing',
    });
  });

  it('takes change-plan answers', () => {
    const before = accountFromRows('diamond', {
      status: 'active',
      current_period_end: '2026-06-01T00:00:00Z',
      scheduled_plan: null,
    });
    expect(
      accountAfterChange(before, {
        plan: 'diamond',
        scheduledPlan: 'free',
        effectiveUntil: '2026-06-01T00:00:00Z',
      }),
    ).toMatchObject({
      plan: 'diamond',
      scheduledPlan: 'free',
    });
    expect(
      accountAfterChange(before, { plan: 'gold', scheduledPlan: null, effectiveUntil: null }),
    ).toMatchObject({
      plan: 'gold',
      scheduledPlan: null,
      periodEnd: '2026-06-01T00:00:00Z',
    });
  });

  it('knows whether a paid period still runs', () => {
    const now = Date.parse('2026-05-15T00:00:00Z');
    const at = (status: string, end: string | null) =>
      periodRunning({ plan: 'gold', scheduledPlan: null, periodEnd: end, subscriptionStatus: status }, now);
    expect(at('active', '2026-06-01T00:00:00Z')).toBe(true);
    expect(at('trialing', '2026-06-01T00:00:00Z')).toBe(true);
    expect(at('past_due', '2026-06-01T00:00:00Z')).toBe(true);
    expect(at('canceled', '2026-06-01T00:00:00Z')).toBe(false);
    expect(at('active', '2026-05-01T00:00:00Z')).toBe(false);
    expect(at('active', null)).toBe(false);
  });

  it('parses the change-plan answer and refuses a malformed one', () => {
    expect(parsePlanChange({ plan: 'diamond', scheduledPlan: 'gold', effectiveUntil: 'x' })).toEqual({
      plan: 'diamond',
      scheduledPlan: 'gold',
      effectiveUntil: 'x',
    });
    expect(parsePlanChange({ plan: 'platinum' })).toBeNull();
    expect(parsePlanChange(null)).toBeNull();
  });
});

describe('catalogue helpers', () => {
  it("shows the free plan's price as $0 on its card (SPEC §2)", () => {
    expect(priceLabel(0)).toBe('$0');
    expect(priceLabel(199)).toBe('$1.99');
    expect(priceLabel(499)).toBe('$4.99');
  });

  it('knows the plan names', () => {
    expect(['free', 'gold', 'diamond'].every(isPlanType)).toBe(true);
    expect(isPlanType('premium')).toBe(false);
  });
});
