import { describe, expect, it } from 'vitest';
import type { BillingAccount } from '../../../../src/features/plans/account.ts';
import {
  accountNotice,
  downgradeSuccessLines,
  formatBillingDate,
  paymentSuccessLines,
} from '../../../../src/features/plans/billingText.ts';
import { account } from './accounts.ts';

const END = '2026-06-10T12:00:00Z';
const paid = (over: Partial<BillingAccount>): BillingAccount =>
  account({ plan: 'gold', periodEnd: END, subscriptionStatus: 'active', periodRunning: true, ...over });

describe('formatBillingDate', () => {
  it('writes a short US date in the given time zone', () => {
    expect(formatBillingDate('2026-06-10T12:00:00Z', 'UTC')).toBe('Jun 10, 2026');
    expect(formatBillingDate('2026-06-10T02:00:00Z', 'America/Los_Angeles')).toBe('Jun 9, 2026');
  });
});

describe('accountNotice: what the user has now and next', () => {
  it('shows a scheduled downgrade as "Diamond until {date}, then Gold"', () => {
    expect(accountNotice(paid({ plan: 'diamond', scheduledPlan: 'gold' }), 'UTC')).toEqual({
      headline: 'Diamond until Jun 10, 2026, then Gold',
      detail: 'From then on you pay $1.99/month.',
    });
    expect(accountNotice(paid({ plan: 'gold', scheduledPlan: 'free' }), 'UTC')).toEqual({
      headline: 'Gold until Jun 10, 2026, then Free',
      detail: 'No further charges after that.',
    });
  });

  it('shows the trial end, the renewal date, or a failed payment', () => {
    expect(accountNotice(paid({ plan: 'diamond', subscriptionStatus: 'trialing' }), 'UTC')?.headline).toBe(
      'Diamond free trial until Jun 10, 2026, then $4.99/month',
    );
    expect(accountNotice(paid({}), 'UTC')?.headline).toBe('Gold renews on Jun 10, 2026 ($1.99/month)');
    expect(accountNotice(paid({ subscriptionStatus: 'past_due' }), 'UTC')?.headline).toMatch(
      /^Your last Gold payment failed/,
    );
  });

  it('says nothing for free, an ended period, or a canceled subscription', () => {
    expect(
      accountNotice(paid({ plan: 'free', subscriptionStatus: 'canceled', periodRunning: false })),
    ).toBeNull();
    expect(accountNotice(paid({ periodEnd: '2026-05-01T00:00:00Z', periodRunning: false }))).toBeNull();
    expect(accountNotice(paid({ periodEnd: null, periodRunning: false }))).toBeNull();
  });
});

describe('downgradeSuccessLines (SPEC §4 billing-cycle text)', () => {
  it('diamond → gold: features until the cycle ends, the next cycle bills gold', () => {
    expect(
      downgradeSuccessLines('gold', { plan: 'diamond', scheduledPlan: 'gold', effectiveUntil: END }, 'UTC'),
    ).toEqual([
      'Your Diamond features continue until the end of your billing cycle on Jun 10, 2026.',
      'Your next billing cycle is billed for Gold at $1.99/month.',
    ]);
  });

  it('→ free: no further charges', () => {
    expect(
      downgradeSuccessLines('free', { plan: 'gold', scheduledPlan: 'free', effectiveUntil: END }, 'UTC'),
    ).toEqual([
      'Your Gold features continue until the end of your billing cycle on Jun 10, 2026.',
      'There will be no further charges.',
    ]);
  });

  it('a change that took effect at once says so', () => {
    expect(
      downgradeSuccessLines('free', { plan: 'free', scheduledPlan: null, effectiveUntil: null }),
    ).toEqual(['You are now on the Free plan.', 'There will be no further charges.']);
  });
});

describe('paymentSuccessLines', () => {
  it('gold: the new allowance and the renewal date', () => {
    expect(paymentSuccessLines('gold', paid({}), 'UTC')).toEqual([
      'Welcome to Gold!',
      'You can now ask 150 questions a day.',
      'Your plan renews on Jun 10, 2026.',
    ]);
  });

  it('diamond: when the trial ends, or that it started when the date is not known yet', () => {
    const trial = paid({ plan: 'diamond', subscriptionStatus: 'trialing' });
    expect(paymentSuccessLines('diamond', trial, 'UTC')).toEqual([
      'Welcome to Diamond!',
      'You can now ask 500 questions a day.',
      'Your free trial runs until Jun 10, 2026, then $4.99/month.',
    ]);
    expect(paymentSuccessLines('diamond', null)[2]).toBe(
      'Your 7-day free trial has started, then $4.99/month.',
    );
  });
});
