export type PlanType = 'free' | 'gold' | 'diamond';

export interface Plan {
  id: PlanType;
  name: string;
  /** Monthly price in cents (usd). */
  priceCents: number;
  dailyLimit: number;
  features: readonly string[];
}

/** SPEC §3 plan catalogue and §9 limits. The server's `plans` table is the authority; this is for display. */
export const plans: Record<PlanType, Plan> = {
  free: {
    id: 'free',
    name: 'Free Plan',
    priceCents: 0,
    dailyLimit: 5,
    features: ['5 Requests/Monthly', 'No credit card required'],
  },
  gold: {
    id: 'gold',
    name: 'Gold Plan',
    priceCents: 199,
    dailyLimit: 150,
    features: ['150 Requests/Monthly', 'Email Support', 'Priority Access to New Features'],
  },
  diamond: {
    id: 'diamond',
    name: 'Diamond Plan',
    priceCents: 499,
    dailyLimit: 500,
    features: [
      '500 Requests/Monthly',
      'Email Support',
      'Priority Access to New Features',
      'Priority Support',
    ],
  },
};

export const planOrder: readonly PlanType[] = ['free', 'gold', 'diamond'];

export const planRank = (plan: PlanType): number => planOrder.indexOf(plan);

/** $1.99 style, as SPEC §9 formats prices. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The price as the plan cards show it: '$0' for free, '$1.99' otherwise (SPEC §2, §9). */
export function priceLabel(cents: number): string {
  return cents === 0 ? '$0' : formatPrice(cents);
}

export type PaidPlan = Exclude<PlanType, 'free'>;

/** SPEC §9: diamond starts with a 7-day free trial; gold is paid at once. The server decides for real. */
export const trialDays: Record<PaidPlan, number> = { gold: 0, diamond: 7 };

export const isPlanType = (value: unknown): value is PlanType =>
  value === 'free' || value === 'gold' || value === 'diamond';

export const isPaidPlan = (plan: PlanType): plan is PaidPlan => plan !== 'free';
