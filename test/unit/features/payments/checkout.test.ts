import { describe, expect, it } from 'vitest';
import { parseCheckout, parseConfirmation } from '../../../../src/features/payments/checkout.ts';
import { publishableKeyValid } from '../../../../src/features/payments/stripeLoader.ts';

describe('create-payment-intent answer', () => {
  it('reads the client secret, kind, purchase and the server price', () => {
    expect(
      parseCheckout({
        client_secret: 'seti_1_secret_2',
        kind: 'setup',
        purchaseId: 'p1',
        amount: 499,
        currency: 'usd',
        trialDays: 7,
      }),
    ).toEqual({
      clientSecret: 'seti_1_secret_2',
      kind: 'setup',
      purchaseId: 'p1',
      amount: 499,
      currency: 'usd',
      trialDays: 7,
    });
  });

  it('refuses an answer without a secret, kind or purchase', () => {
    expect(parseCheckout({ kind: 'payment', purchaseId: 'p' })).toBeNull();
    expect(parseCheckout({ client_secret: 's', kind: 'charge', purchaseId: 'p' })).toBeNull();
    expect(parseCheckout({ client_secret: 's', kind: 'payment' })).toBeNull();
  });

  it('reads confirm-payment: a paid plan and the usage figures', () => {
    expect(parseConfirmation({ plan: 'gold', status: 'succeeded', usage: { used: 0 } })).toEqual({
      plan: 'gold',
      usage: { used: 0 },
    });
    expect(parseConfirmation({ plan: 'free' })).toBeNull();
  });
});

describe('publishable key', () => {
  it('accepts only pk_test_ / pk_live_ keys (a secret key must never be used in the browser)', () => {
    expect(publishableKeyValid('pk_test_abc123')).toBe(true);
    expect(publishableKeyValid('pk_live_abc123')).toBe(true);
    expect(publishableKeyValid('sk_test_abc123')).toBe(false);
    expect(publishableKeyValid('')).toBe(false);
    expect(publishableKeyValid(null)).toBe(false);
  });
});
