import type { BillingState } from '@shared/contract/billing.ts';
import type { PlanChangeResponse } from '@shared/contract/functions.ts';
import { isPlanId } from '@shared/contract/plans.ts';

/**
 * What the signed-in user has and pays for, as billing_state() answers (the server also decides there
 * whether a paid period is running).
 */
export type BillingAccount = BillingState;

/** The answer of change-plan and keep-plan: `{plan, scheduledPlan, effectiveUntil}` (plan = in force now). */
export type PlanChangeResult = PlanChangeResponse;

/**
 * The account once change-plan has answered (the period end is the server's effectiveUntil when given).
 * Whether a period runs does not change with a plan change: a downgrade only waits for its end.
 */
export function accountAfterChange(account: BillingAccount, result: PlanChangeResult): BillingAccount {
  return {
    ...account,
    plan: result.plan,
    scheduledPlan: result.scheduledPlan !== result.plan ? result.scheduledPlan : null,
    periodEnd: result.effectiveUntil ?? account.periodEnd,
  };
}

/** A plan change answer as the server sends it, or null when malformed. */
export function parsePlanChange(value: unknown): PlanChangeResult | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  if (!isPlanId(row.plan)) return null;
  return {
    plan: row.plan,
    scheduledPlan: isPlanId(row.scheduledPlan) ? row.scheduledPlan : null,
    effectiveUntil: typeof row.effectiveUntil === 'string' ? row.effectiveUntil : null,
  };
}
