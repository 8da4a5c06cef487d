import { type PlanId, planRank } from '@shared/contract/plans.ts';

/**
 * Whether an upgrade can be bought. 'unavailable' only when we know it: the build has no valid Stripe
 * publishable key, or payment-status said the server has no Stripe key. While asking, or when the
 * question itself failed, upgrades stay offered (SPEC's payment error screens cover real failures).
 */
export type PaymentAvailability = 'unknown' | 'available' | 'unavailable';

export function paymentAvailability(publishableKeyOk: boolean, server: boolean | null): PaymentAvailability {
  if (!publishableKeyOk || server === false) return 'unavailable';
  return server === true ? 'available' : 'unknown';
}

/** payment-status's answer `{available: boolean}`, or null when it is something else. */
export function parsePaymentStatus(value: Record<string, unknown>): boolean | null {
  return typeof value.available === 'boolean' ? value.available : null;
}

/** An upgrade from `held` to `target` that needs a payment which cannot be taken now. */
export function upgradeBlocked(
  availability: PaymentAvailability,
  held: PlanId | null,
  target: PlanId,
): boolean {
  if (availability !== 'unavailable') return false;
  return held === null || planRank(target) > planRank(held);
}
