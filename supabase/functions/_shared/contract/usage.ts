import { isPlanId, PLANS, type PlanId } from './plans.ts';

/** Whose allowance the figures are: a plan, or a visitor who is not signed in. */
export type UsagePlan = PlanId | 'anonymous';

/** A visitor's questions a day, counted in their browser (SPEC §6); the server adds a per-IP cap. */
export const ANONYMOUS_DAILY_LIMIT = 5;

/** Today's figures, as every chat answer, confirm-payment and get_usage() give them (UTC day). */
export interface Usage {
  used: number;
  limit: number;
  remaining: number;
  plan: UsagePlan;
}

export const dailyLimitOf = (plan: UsagePlan): number =>
  plan === 'anonymous' ? ANONYMOUS_DAILY_LIMIT : PLANS[plan].dailyLimit;

/**
 * Figures from an answer's `usage` or a SQL row (`daily_limit`, or `cap` for reserve_anon_question),
 * or null when the numbers are missing. `remaining` is never negative; an unknown plan is 'anonymous'.
 */
export function readUsage(raw: unknown): Usage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const row = raw as Record<string, unknown>;
  const limit = Number(row.limit ?? row.daily_limit ?? row.cap);
  const used = Number(row.used);
  if (!Number.isFinite(limit) || !Number.isFinite(used)) return null;
  const remaining = row.remaining === undefined ? limit - used : Number(row.remaining);
  return {
    used,
    limit,
    remaining: Math.max(0, Number.isFinite(remaining) ? remaining : 0),
    plan: isPlanId(row.plan) ? row.plan : 'anonymous',
  };
}
