import type { ErrorCode } from '@shared/contract/errors.ts';
import { isPlanId, type PlanId } from '@shared/contract/plans.ts';
import { functionErrorText } from '../../lib/functionErrors.ts';
import type { FunctionFailure } from '../../lib/functions.ts';
import { catalogueLanguage } from '../../lib/i18n/catalogue.ts';
import { paymentStrings as s } from '../../lib/strings.ts';

/** The error Stripe.js resolves with (`{error: {type, code, message}}`). */
export interface StripeErrorLike {
  type?: string;
  code?: string;
  message?: string;
}

/** SPEC §8 payment texts for a Stripe.js error. */
export function stripeErrorMessage(error: StripeErrorLike | undefined): string {
  switch (error?.type) {
    case 'card_error':
      return error.message?.trim() || s.errors.cardDeclined;
    case 'validation_error':
      return s.errors.validation;
    case 'api_connection_error':
      return s.errors.connection;
    case 'rate_limit_error':
      return s.errors.rateLimit;
    default:
      return s.errors.generic;
  }
}

/**
 * SPEC §8 "Card error: the provider's message": the server passes Stripe's, which is English. In the
 * other languages (issue 21) the catalogue's text for the code is shown instead.
 */
const providerMessage = (message: string | null, code: ErrorCode): string =>
  (catalogueLanguage() === 'en' && message?.trim()) || functionErrorText(code);

/** What the payment modal does when create-payment-intent failed. */
export type CheckoutProblem =
  | { kind: 'config' }
  | { kind: 'login' }
  | { kind: 'owned'; plan: PlanId }
  | { kind: 'message'; text: string };

export function checkoutProblem(failure: FunctionFailure): CheckoutProblem {
  if (failure.kind === 'network') return { kind: 'message', text: s.errors.network };
  if (failure.kind === 'unavailable') return { kind: 'config' };
  const { status, code, message, body } = failure;
  if (status === 401) return { kind: 'login' };
  switch (code) {
    case 'not_configured':
      return { kind: 'config' };
    case 'already_on_plan':
      return { kind: 'owned', plan: isPlanId(body?.plan) ? body.plan : 'free' };
    case 'payment_network':
      return { kind: 'message', text: s.errors.connection };
    case 'payment_rate_limit':
      return { kind: 'message', text: s.errors.rateLimit };
    case 'card_declined':
      return { kind: 'message', text: providerMessage(message, code) };
    case 'invalid_plan':
    case 'invalid_email':
      return { kind: 'message', text: functionErrorText(code) };
    case 'checkout_failed':
      return { kind: 'message', text: s.errors.createFailed };
    default:
      return { kind: 'message', text: s.errors.unableToProcess };
  }
}

/** What to do when confirm-payment did not say yes. */
export type ConfirmProblem = { kind: 'processing' } | { kind: 'login' } | { kind: 'message'; text: string };

export function confirmProblem(failure: FunctionFailure): ConfirmProblem {
  if (failure.kind === 'network') return { kind: 'message', text: s.errors.connection };
  if (failure.kind === 'unavailable') return { kind: 'message', text: s.errors.confirmationFailed };
  const { status, code, message } = failure;
  if (status === 401) return { kind: 'login' };
  switch (code) {
    case 'payment_processing':
      return { kind: 'processing' };
    case 'payment_failed':
    case 'card_declined':
      return { kind: 'message', text: providerMessage(message, code) };
    case 'payment_incomplete':
      return { kind: 'message', text: s.errors.generic };
    case 'payment_network':
      return { kind: 'message', text: s.errors.connection };
    case 'payment_rate_limit':
      return { kind: 'message', text: s.errors.rateLimit };
    default:
      return { kind: 'message', text: s.errors.confirmationFailed };
  }
}
