import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { confirmCard } from '../../../../src/features/payments/cardPayment.ts';
import type { Checkout } from '../../../../src/features/payments/checkout.ts';

// Stripe.js is the external service here: a stand-in with its interface records what the app asks.
type Call = [string, ...unknown[]];
function stripeJs(answers: Record<string, unknown>): { stripe: Stripe; calls: Call[] } {
  const calls: Call[] = [];
  const method =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      const answer = answers[name];
      if (answer instanceof Error) throw answer;
      return answer;
    };
  const stripe = {
    createPaymentMethod: method('createPaymentMethod'),
    confirmCardPayment: method('confirmCardPayment'),
    confirmCardSetup: method('confirmCardSetup'),
  } as unknown as Stripe;
  return { stripe, calls };
}

const card = { elementType: 'card' } as unknown as StripeCardElement;
const gold: Checkout = {
  clientSecret: 'pi_1_secret_2',
  kind: 'payment',
  purchaseId: 'p',
  amount: 199,
  currency: 'usd',
  trialDays: 0,
};
const diamond: Checkout = {
  ...gold,
  clientSecret: 'seti_1_secret_2',
  kind: 'setup',
  amount: 499,
  trialDays: 7,
};
const method = { paymentMethod: { id: 'pm_1' } };

describe('confirmCard (SPEC §7 card payment)', () => {
  it('gold: a card payment method with the billing e-mail, then confirmCardPayment with the secret', async () => {
    const { stripe, calls } = stripeJs({
      createPaymentMethod: method,
      confirmCardPayment: { paymentIntent: { status: 'succeeded' } },
    });
    expect(await confirmCard(stripe, card, 'pat@example.com', gold)).toEqual({ ok: true });
    expect(calls).toEqual([
      ['createPaymentMethod', { type: 'card', card, billing_details: { email: 'pat@example.com' } }],
      ['confirmCardPayment', 'pi_1_secret_2', { payment_method: 'pm_1' }],
    ]);
  });

  it('diamond: the trial card is confirmed as a card setup', async () => {
    const { stripe, calls } = stripeJs({
      createPaymentMethod: method,
      confirmCardSetup: { setupIntent: { status: 'succeeded' } },
    });
    expect(await confirmCard(stripe, card, 'pat@example.com', diamond)).toEqual({ ok: true });
    expect(calls[1]).toEqual(['confirmCardSetup', 'seti_1_secret_2', { payment_method: 'pm_1' }]);
  });

  it('maps Stripe errors to SPEC texts and stops at the first one', async () => {
    const invalid = stripeJs({
      createPaymentMethod: { error: { type: 'validation_error', message: 'incomplete' } },
    });
    expect(await confirmCard(invalid.stripe, card, 'a@b.co', gold)).toEqual({
      ok: false,
      message: 'Please check your payment information.',
    });
    expect(invalid.calls).toHaveLength(1);
    const declined = stripeJs({
      createPaymentMethod: method,
      confirmCardPayment: {
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      },
    });
    expect(await confirmCard(declined.stripe, card, 'a@b.co', gold)).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
  });

  it('an intent left unpaid, or a Stripe.js failure, is a failed payment', async () => {
    const unpaid = stripeJs({
      createPaymentMethod: method,
      confirmCardPayment: { paymentIntent: { status: 'requires_payment_method' } },
    });
    expect(await confirmCard(unpaid.stripe, card, 'a@b.co', gold)).toEqual({
      ok: false,
      message: 'Payment failed. Please try again.',
    });
    const broken = stripeJs({ createPaymentMethod: new Error('Failed to fetch') });
    expect(await confirmCard(broken.stripe, card, 'a@b.co', gold)).toEqual({
      ok: false,
      message: 'Network error. Please try again.',
    });
  });
});
