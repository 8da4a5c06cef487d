import type { BillingAccount } from '../../../../src/features/plans/account.ts';

/** A billing account as billing_state() reads it: free, no subscription, unless `over` says otherwise. */
export const account = (over: Partial<BillingAccount> = {}): BillingAccount => ({
  plan: 'free',
  scheduledPlan: null,
  periodEnd: null,
  subscriptionStatus: null,
  periodRunning: false,
  ...over,
});
