import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

export { publishableKeyValid } from './publishableKey.ts';

/**
 * Stripe.js, fetched from js.stripe.com the first time the payment modal opens (the `pure` entry does
 * not inject the script on import). Rejects when the script cannot be loaded.
 */
export async function loadStripeClient(publishableKey: string): Promise<Stripe> {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}
