/**
 * The plans: ids, prices, daily limits and trial days. The `plans` table (supabase/migrations) is what the
 * server enforces; test/db/plan-catalogue.test.ts fails when this catalogue and `select * from plans`
 * differ, so the browser can show these figures without asking.
 */

/** The `plan_type` enum, in rank order. */
export const PLAN_IDS = ['free', 'gold', 'diamond'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;

export interface PlanFacts {
  id: PlanId;
  /** The `plans.name` column (also the Stripe product name). */
  name: string;
  /** Questions per UTC day (SPEC §9). */
  dailyLimit: number;
  /** Monthly price in the currency's minor unit. */
  priceCents: number;
  currency: string;
  /** Free 0, gold 1, diamond 2: a higher rank is an upgrade. */
  rank: number;
  /** Days of free trial before the first charge (SPEC §9: diamond 7, gold none). Not a table column. */
  trialDays: number;
}

export const PLANS: Readonly<Record<PlanId, PlanFacts>> = {
  free: {
    id: 'free',
    name: 'Free Plan',
    dailyLimit: 5,
    priceCents: 0,
    currency: 'usd',
    rank: 0,
    trialDays: 0,
  },
  gold: {
    id: 'gold',
    name: 'Gold Plan',
    dailyLimit: 150,
    priceCents: 199,
    currency: 'usd',
    rank: 1,
    trialDays: 0,
  },
  diamond: {
    id: 'diamond',
    name: 'Diamond Plan',
    dailyLimit: 500,
    priceCents: 499,
    currency: 'usd',
    rank: 2,
    trialDays: 7,
  },
};

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

export const isPaidPlan = (value: unknown): value is PaidPlanId => isPlanId(value) && value !== 'free';

export const planRank = (plan: PlanId): number => PLANS[plan].rank;

/** What Stripe.js confirms: a card payment (paid at once) or a card setup (a trial starts first). */
export type PurchaseKind = 'payment' | 'setup';
export const purchaseKindFor = (plan: PaidPlanId): PurchaseKind =>
  PLANS[plan].trialDays > 0 ? 'setup' : 'payment';
