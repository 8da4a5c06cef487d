import type { PaidPlanId } from '@shared/contract/plans.ts';
import type { Checkout } from './checkout.ts';

/**
 * SPEC §4 payment modal states: initialising, configuration error, ready form, processing, success —
 * plus 'unavailable' when Stripe.js or the checkout could not be prepared (with Retry).
 * `cardConfirmed`: Stripe already accepted the card, so a retry only asks our server again.
 */
export type PaymentState =
  | { status: 'initialising'; attempt: number }
  | { status: 'configError' }
  | { status: 'unavailable'; message: string; attempt: number }
  | { status: 'ready'; checkout: Checkout; error: string | null; cardConfirmed: boolean }
  | { status: 'processing'; checkout: Checkout; cardConfirmed: boolean }
  | { status: 'success'; plan: PaidPlanId };

export type PaymentEvent =
  | { type: 'configMissing' }
  | { type: 'unavailable'; message: string }
  | { type: 'retry' }
  | { type: 'loaded'; checkout: Checkout }
  | { type: 'submit' }
  | { type: 'invalid'; message: string }
  | { type: 'cardConfirmed' }
  | { type: 'failed'; message: string }
  | { type: 'succeeded'; plan: PaidPlanId };

export const initialPayment: PaymentState = { status: 'initialising', attempt: 0 };

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'configMissing':
      return state.status === 'initialising' ? { status: 'configError' } : state;
    case 'unavailable':
      return state.status === 'initialising'
        ? { status: 'unavailable', message: event.message, attempt: state.attempt }
        : state;
    case 'retry':
      return state.status === 'unavailable' ? { status: 'initialising', attempt: state.attempt + 1 } : state;
    case 'loaded':
      return state.status === 'initialising'
        ? { status: 'ready', checkout: event.checkout, error: null, cardConfirmed: false }
        : state;
    case 'submit':
      return state.status === 'ready'
        ? { status: 'processing', checkout: state.checkout, cardConfirmed: state.cardConfirmed }
        : state;
    case 'invalid':
      // A check before anything was sent (Stripe.js not ready, no card field): the form stays.
      return state.status === 'ready' ? { ...state, error: event.message } : state;
    case 'cardConfirmed':
      return state.status === 'processing' ? { ...state, cardConfirmed: true } : state;
    case 'failed':
      return state.status === 'processing'
        ? {
            status: 'ready',
            checkout: state.checkout,
            error: event.message,
            cardConfirmed: state.cardConfirmed,
          }
        : state;
    case 'succeeded':
      return state.status === 'processing' ? { status: 'success', plan: event.plan } : state;
  }
}

/** The modal may be closed except while a payment is in flight or the plan is being updated. */
export const paymentDismissible = (state: PaymentState): boolean =>
  state.status !== 'processing' && state.status !== 'success';
