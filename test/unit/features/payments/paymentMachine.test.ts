import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../../../src/features/payments/checkout.ts';
import {
  initialPayment,
  type PaymentState,
  paymentDismissible,
  paymentReducer,
} from '../../../../src/features/payments/paymentMachine.ts';

const checkout: Checkout = {
  clientSecret: 'pi_1_secret_2',
  kind: 'payment',
  purchaseId: '00000000-0000-4000-8000-000000000001',
  amount: 199,
  currency: 'usd',
  trialDays: 0,
};

const run = (...events: Parameters<typeof paymentReducer>[1][]): PaymentState =>
  events.reduce(paymentReducer, initialPayment);

describe('payment modal states (SPEC §4: initialising, configuration error, ready, processing, success)', () => {
  it('initialising → ready → processing → success', () => {
    expect(initialPayment.status).toBe('initialising');
    const ready = run({ type: 'loaded', checkout });
    expect(ready).toEqual({ status: 'ready', checkout, error: null, cardConfirmed: false });
    const processing = paymentReducer(ready, { type: 'submit' });
    expect(processing).toEqual({ status: 'processing', checkout, cardConfirmed: false });
    expect(paymentReducer(processing, { type: 'succeeded', plan: 'gold' })).toEqual({
      status: 'success',
      plan: 'gold',
    });
  });

  it('no publishable key: the configuration error', () => {
    expect(run({ type: 'configMissing' })).toEqual({ status: 'configError' });
  });

  it('a declined card returns to the form with the message; the plan does not change', () => {
    const state = run(
      { type: 'loaded', checkout },
      { type: 'submit' },
      { type: 'failed', message: 'Your card was declined.' },
    );
    expect(state).toEqual({
      status: 'ready',
      checkout,
      error: 'Your card was declined.',
      cardConfirmed: false,
    });
    expect(paymentReducer(state, { type: 'submit' })).toMatchObject({ status: 'processing' });
  });

  it('once Stripe accepted the card, a retry only asks our server again', () => {
    const state = run(
      { type: 'loaded', checkout },
      { type: 'submit' },
      { type: 'cardConfirmed' },
      { type: 'failed', message: 'Payment confirmation failed. Please try again.' },
    );
    expect(state).toMatchObject({ status: 'ready', cardConfirmed: true });
    expect(paymentReducer(state, { type: 'submit' })).toMatchObject({
      status: 'processing',
      cardConfirmed: true,
    });
  });

  it('checks before sending (not ready, no card field) keep the form', () => {
    const state = run({ type: 'loaded', checkout }, { type: 'invalid', message: 'Card element not found' });
    expect(state).toEqual({
      status: 'ready',
      checkout,
      error: 'Card element not found',
      cardConfirmed: false,
    });
  });

  it('a failed start can be retried', () => {
    const failed = run({ type: 'unavailable', message: 'Payment system failed to load.' });
    expect(failed).toEqual({ status: 'unavailable', message: 'Payment system failed to load.', attempt: 0 });
    expect(paymentReducer(failed, { type: 'retry' })).toEqual({ status: 'initialising', attempt: 1 });
  });

  it('ignores events out of order', () => {
    expect(run({ type: 'submit' })).toBe(initialPayment);
    expect(run({ type: 'succeeded', plan: 'gold' })).toBe(initialPayment);
    const config = run({ type: 'configMissing' });
    expect(paymentReducer(config, { type: 'loaded', checkout })).toBe(config);
  });

  it('cannot be closed while processing or while the plan is being updated', () => {
    expect(paymentDismissible(initialPayment)).toBe(true);
    expect(paymentDismissible(run({ type: 'configMissing' }))).toBe(true);
    expect(paymentDismissible(run({ type: 'loaded', checkout }, { type: 'submit' }))).toBe(false);
    expect(paymentDismissible({ status: 'success', plan: 'gold' })).toBe(false);
  });
});
