import { isPlanType, type PlanType } from './catalogue.ts';

/** What the signed-in user has and pays for: the plans page's picture of the server's billing rows. */
export interface BillingAccount {
  /** The plan in force now (profiles.plan_type after any due downgrade was applied). */
  plan: PlanType;
  /** A lower plan that takes over when the period ends, or null (subscriptions.scheduled_plan). */
  scheduledPlan: PlanType | null;
  /** End of the paid or trial period (ISO), or null when no period is known. */
  periodEnd: string | null;
  /** Stripe's word for the subscription ('trialing', 'active', 'past_due', 'canceled', …), or null. */
  subscriptionStatus: string | null;
}

/** The subscriptions row fields the page reads (select own, docs/INTERFACES.md). */
export interface SubscriptionFields {
  status: string;
  current_period_end: string | null;
  scheduled_plan: PlanType | null;
}

/** The answer of change-plan: `{plan, scheduledPlan, effectiveUntil}` (plan = the plan in force now). */
export interface PlanChangeResult {
  plan: PlanType;
  scheduledPlan: PlanType | null;
  effectiveUntil: string | null;
}

const BILLED = ['active', 'trialing', 'past_due'];

export function accountFromRows(plan: PlanType, subscription: SubscriptionFields | null): BillingAccount {
  if (!subscription) return { plan, scheduledPlan: null, periodEnd: null, subscriptionStatus: null };
  return {
    plan,
    scheduledPlan: subscription.scheduled_plan !== plan ? subscription.scheduled_plan : null,
    periodEnd: subscription.current_period_end,
    subscriptionStatus: subscription.status,
  };
}

/** The account once change-plan has answered (the period end is the server's effectiveUntil when given). */
export function accountAfterChange(account: BillingAccount, result: PlanChangeResult): BillingAccount {
  return {
    ...account,
    plan: result.plan,
    scheduledPlan: result.scheduledPlan !== result.plan ? result.scheduledPlan : null,
    periodEnd: result.effectiveUntil ?? account.periodEnd,
  };
}

/** A paid or trial period that is still running: a downgrade now waits for its end. */
export function periodRunning(account: BillingAccount, now: number = Date.now()): boolean {
  if (!account.periodEnd || !account.subscriptionStatus) return false;
  if (!BILLED.includes(account.subscriptionStatus)) return false;
  const end = Date.parse(account.periodEnd);
  return Number.isFinite(end) && end > now;
}

/** A plan change answer as the server sends it, or null when malformed. */
export function parsePlanChange(value: unknown): PlanChangeResult | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  if (!isPlanType(row.plan)) return null;
  return {
    plan: row.plan,
    scheduledPlan: isPlanType(row.scheduledPlan) ? row.scheduledPlan : null,
    effectiveUntil: typeof row.effectiveUntil === 'string' ? row.effectiveUntil : null,
  };
}
