import { describe, expect, it } from 'vitest';
import {
  accountAfterChange,
  type BillingAccount,
  parsePlanChange,
} from '../../../../src/features/plans/account.ts';

describe('the billing account', () => {
  it('takes change-plan answers', () => {
    const before: BillingAccount = {
      plan: 'diamond',
      scheduledPlan: null,
      periodEnd: '2026-06-01T00:00:00Z',
      subscriptionStatus: 'active',
      periodRunning: true,
    };
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
