export const PLAN_IDS = ['free', 'gold', 'diamond'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;

/** Same order as the `rank` column of `plans` (free 0, gold 1, diamond 2). */
export const PLAN_RANK: Record<PlanId, number> = { free: 0, gold: 1, diamond: 2 };

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

export const isPaidPlan = (value: unknown): value is PaidPlanId => value === 'gold' || value === 'diamond';

/** SPEC §9: the diamond plan starts with a 7-day free trial; gold is paid at once. */
export const TRIAL_DAYS: Record<PaidPlanId, number> = { gold: 0, diamond: 7 };

/** What the client confirms with Stripe.js: a card payment (gold) or a card setup for the trial (diamond). */
export type PurchaseKind = 'payment' | 'setup';
export const purchaseKindFor = (plan: PaidPlanId): PurchaseKind =>
  TRIAL_DAYS[plan] > 0 ? 'setup' : 'payment';

/** Stripe subscription states that are still billed: a plan change there must be told to Stripe. */
export const BILLED_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];
