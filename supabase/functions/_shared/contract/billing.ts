import { isPlanId, type PlanId } from './plans.ts';

/**
 * A signed-in user's plan and billing period, as `billing_state()` answers for the caller. Whether a
 * paid period is running is the database's answer (private.period_running): the plans page and
 * change-plan both read it here instead of deciding it again.
 */
export interface BillingState {
  /** The plan in force now (a downgrade whose period ended is applied first). */
  plan: PlanId;
  /** A lower plan that takes over when the period ends, or null. */
  scheduledPlan: PlanId | null;
  /** The end of the paid or trial period (ISO), or null when none is known. */
  periodEnd: string | null;
  /** Stripe's word for the subscription ('trialing', 'active', 'past_due', 'canceled', …), or null. */
  subscriptionStatus: string | null;
  /** A paid or trial period runs now: a downgrade waits for its end. */
  periodRunning: boolean;
}

const isoOrNull = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : null;
};

/** A billing_state() row, or null when it is not one. */
export function readBillingState(row: unknown): BillingState | null {
  if (typeof row !== 'object' || row === null) return null;
  const r = row as Record<string, unknown>;
  if (!isPlanId(r.plan)) return null;
  return {
    plan: r.plan,
    scheduledPlan: isPlanId(r.scheduled_plan) && r.scheduled_plan !== r.plan ? r.scheduled_plan : null,
    periodEnd: isoOrNull(r.period_end),
    subscriptionStatus: typeof r.status === 'string' ? r.status : null,
    periodRunning: r.period_running === true,
  };
}
