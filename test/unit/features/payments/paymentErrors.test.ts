import type { ErrorCode } from '@shared/contract/errors.ts';
import { describe, expect, it } from 'vitest';
import {
  checkoutProblem,
  confirmProblem,
  stripeErrorMessage,
} from '../../../../src/features/payments/paymentErrors.ts';
import type { FunctionFailure } from '../../../../src/lib/functions.ts';

const http = (
  status: number,
  code: ErrorCode | null,
  message: string | null = null,
  body: Record<string, unknown> = {},
): FunctionFailure => ({ kind: 'http', status, statusText: '', code, message, body });
const offline: FunctionFailure = { kind: 'network', message: 'Failed to fetch' };

describe('stripeErrorMessage (SPEC §8 payment errors)', () => {
  it("card errors: the provider's message, or 'Your card was declined.'", () => {
    expect(stripeErrorMessage({ type: 'card_error', message: 'Your card has insufficient funds.' })).toBe(
      'Your card has insufficient funds.',
    );
    expect(stripeErrorMessage({ type: 'card_error', code: 'card_declined' })).toBe('Your card was declined.');
  });

  it('validation, connection, rate limit and everything else', () => {
    expect(stripeErrorMessage({ type: 'validation_error', message: 'Your card number is incomplete.' })).toBe(
      'Please check your payment information.',
    );
    expect(stripeErrorMessage({ type: 'api_connection_error' })).toBe('Network error. Please try again.');
    expect(stripeErrorMessage({ type: 'rate_limit_error' })).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(stripeErrorMessage({ type: 'api_error' })).toBe('Payment failed. Please try again.');
    expect(stripeErrorMessage(undefined)).toBe('Payment failed. Please try again.');
  });
});

describe('checkoutProblem (create-payment-intent failed)', () => {
  it('a network failure', () => {
    expect(checkoutProblem(offline)).toEqual({
      kind: 'message',
      text: 'Network error. Please check your connection and try again.',
    });
  });

  it('the provider is not configured: the configuration error screen', () => {
    expect(checkoutProblem(http(503, 'not_configured', 'Invalid payment provider configuration'))).toEqual({
      kind: 'config',
    });
  });

  it('a plan already held, a lost session', () => {
    expect(checkoutProblem(http(409, 'already_on_plan', 'x', { plan: 'gold' }))).toEqual({
      kind: 'owned',
      plan: 'gold',
    });
    expect(checkoutProblem(http(401, 'unauthorized'))).toEqual({ kind: 'login' });
  });

  it('provider failures keep SPEC texts', () => {
    expect(checkoutProblem(http(502, 'checkout_failed', 'Failed to create payment intent'))).toEqual({
      kind: 'message',
      text: 'Failed to create payment intent',
    });
    expect(
      checkoutProblem(
        http(502, 'payment_provider', 'Unable to process payment request. Please try again later.'),
      ),
    ).toEqual({
      kind: 'message',
      text: 'Unable to process payment request. Please try again later.',
    });
    expect(checkoutProblem(http(503, 'payment_rate_limit'))).toEqual({
      kind: 'message',
      text: 'Too many requests. Please wait a moment and try again.',
    });
    expect(checkoutProblem(http(502, 'payment_network'))).toEqual({
      kind: 'message',
      text: 'Network error. Please try again.',
    });
    expect(checkoutProblem(http(400, 'invalid_email', 'Invalid email format'))).toEqual({
      kind: 'message',
      text: 'Invalid email format',
    });
    expect(checkoutProblem(http(500, 'internal', 'Internal server error'))).toEqual({
      kind: 'message',
      text: 'Unable to process payment request. Please try again later.',
    });
  });
});

describe('confirmProblem (confirm-payment did not say yes)', () => {
  it("a failed payment shows the card's message", () => {
    expect(confirmProblem(http(402, 'payment_failed', 'Your card was declined.'))).toEqual({
      kind: 'message',
      text: 'Your card was declined.',
    });
    expect(confirmProblem(http(402, 'payment_incomplete', 'Payment not completed'))).toEqual({
      kind: 'message',
      text: 'Payment failed. Please try again.',
    });
  });

  it('still processing is asked again; a mismatch or our failure is a failed confirmation', () => {
    expect(confirmProblem(http(409, 'payment_processing'))).toEqual({ kind: 'processing' });
    const failed = { kind: 'message', text: 'Payment confirmation failed. Please try again.' };
    expect(confirmProblem(http(409, 'payment_mismatch'))).toEqual(failed);
    expect(confirmProblem(http(500, 'internal'))).toEqual(failed);
    expect(confirmProblem(offline)).toEqual({
      kind: 'message',
      text: 'Network error. Please try again.',
    });
    expect(confirmProblem(http(401, 'unauthorized'))).toEqual({ kind: 'login' });
  });
});
