import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { Checkout } from './checkout.ts';
import { stripeErrorMessage } from './paymentErrors.ts';

export type CardOutcome = { ok: true } | { ok: false; message: string };

const ACCEPTED = ['succeeded', 'processing'];

/**
 * SPEC §7 card payment: a card payment method with the billing e-mail, then the server's intent confirmed
 * with it — a payment (gold) or a card setup for the trial (diamond), as the server's `kind` says.
 * Only Stripe's answer is read here; the plan changes when our server has checked with Stripe.
 */
export async function confirmCard(
  stripe: Stripe,
  card: StripeCardElement,
  email: string,
  checkout: Checkout,
): Promise<CardOutcome> {
  try {
    const method = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { email } });
    if (method.error || !method.paymentMethod)
      return { ok: false, message: stripeErrorMessage(method.error) };
    const payment_method = method.paymentMethod.id;
    if (checkout.kind === 'payment') {
      const result = await stripe.confirmCardPayment(checkout.clientSecret, { payment_method });
      if (result.error) return { ok: false, message: stripeErrorMessage(result.error) };
      return ACCEPTED.includes(result.paymentIntent.status)
        ? { ok: true }
        : { ok: false, message: stripeErrorMessage(undefined) };
    }
    const result = await stripe.confirmCardSetup(checkout.clientSecret, { payment_method });
    if (result.error) return { ok: false, message: stripeErrorMessage(result.error) };
    return ACCEPTED.includes(result.setupIntent.status)
      ? { ok: true }
      : { ok: false, message: stripeErrorMessage(undefined) };
  } catch {
    // Stripe.js rejects only on integration faults or a dropped connection.
    return { ok: false, message: stripeErrorMessage({ type: 'api_connection_error' }) };
  }
}
