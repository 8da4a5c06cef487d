import type { PlanRow } from './billing-store.ts';
import { type Stripe, stripeCall } from './stripe.ts';

/**
 * The Stripe price for a plan's monthly subscription. Prices come from our `plans` table: the lookup
 * key names the plan, amount and currency, so a price change in the table makes (and then reuses) a new
 * Stripe price instead of editing one that running subscriptions use.
 */
export const priceLookupKey = (plan: PlanRow): string =>
  `studymate_${plan.id}_${plan.price_cents}_${plan.currency}_monthly`;

export async function monthlyPriceId(
  stripe: Stripe,
  plan: PlanRow,
  cache: Map<string, string>,
): Promise<string> {
  const key = priceLookupKey(plan);
  const cached = cache.get(key);
  if (cached) return cached;
  const found = await stripeCall('look up the price', () =>
    stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }),
  );
  let id = found.data[0]?.id;
  if (!id) {
    const created = await stripeCall('create the price', () =>
      stripe.prices.create(
        {
          currency: plan.currency,
          unit_amount: plan.price_cents,
          recurring: { interval: 'month' },
          product_data: { name: plan.name },
          lookup_key: key,
          metadata: { plan: plan.id },
        },
        { idempotencyKey: `price-${key}` },
      ),
    );
    id = created.id;
  }
  cache.set(key, id);
  return id;
}
