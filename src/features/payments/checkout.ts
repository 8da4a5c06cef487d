import { isPlanId, type PaidPlanId } from '@shared/contract/plans.ts';

/** create-payment-intent's answer: what Stripe.js confirms, and how (docs/INTERFACES.md). */
export interface Checkout {
  clientSecret: string;
  /** 'payment': gold, paid now (confirmCardPayment); 'setup': the diamond trial's card (confirmCardSetup). */
  kind: 'payment' | 'setup';
  purchaseId: string;
  /** Monthly price in the currency's minor unit, as the server's plans table says. */
  amount: number;
  currency: string;
  trialDays: number;
}

export function parseCheckout(value: Record<string, unknown>): Checkout | null {
  const { client_secret, kind, purchaseId, amount, currency, trialDays } = value;
  if (typeof client_secret !== 'string' || client_secret === '') return null;
  if (kind !== 'payment' && kind !== 'setup') return null;
  if (typeof purchaseId !== 'string' || purchaseId === '') return null;
  return {
    clientSecret: client_secret,
    kind,
    purchaseId,
    amount: typeof amount === 'number' && Number.isFinite(amount) ? amount : 0,
    currency: typeof currency === 'string' ? currency : 'usd',
    trialDays: typeof trialDays === 'number' && trialDays > 0 ? trialDays : 0,
  };
}

/** confirm-payment's answer: the plan now in force and today's usage figures. */
export interface Confirmation {
  plan: PaidPlanId;
  usage: unknown;
}

export function parseConfirmation(value: Record<string, unknown>): Confirmation | null {
  if (!isPlanId(value.plan) || value.plan === 'free') return null;
  return { plan: value.plan, usage: value.usage ?? undefined };
}
