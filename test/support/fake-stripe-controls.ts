/**
 * What the browser and Stripe's back office do to the loopback Stripe's objects: confirm or decline a
 * payment or card setup, renew or end a subscription. Each returns the events Stripe would send.
 */

import type { Params, StripeStore } from './fake-stripe-store.ts';
import { addMonths, newId, type StripeObject } from './fake-stripe-wire.ts';

export function createControls(store: StripeStore) {
  const { need, emit, all, get, subscriptionWith, createInvoice, cancelSubscription } = store;
  const invoiceOfIntent = (intentId: string) =>
    all('invoice').find((i) =>
      (i.payments as { data: Params[] }).data.some((p) => (p.payment as Params).payment_intent === intentId),
    );

  return {
    /** The browser confirmed the card payment and it succeeded. */
    confirmPayment(intentId: string): StripeObject[] {
      const intent = need('payment_intent', intentId);
      Object.assign(intent, { status: 'succeeded', payment_method: newId('pm'), last_payment_error: null });
      const out = [emit('payment_intent.succeeded', intent)];
      const invoice = invoiceOfIntent(intentId);
      if (invoice) {
        Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
        for (const p of (invoice.payments as { data: Params[] }).data)
          Object.assign(p, { status: 'paid', amount_paid: invoice.amount_due });
        out.push(emit('invoice.paid', invoice));
        const subscription = get(
          String((invoice.parent as { subscription_details: Params }).subscription_details.subscription),
        );
        if (subscription && subscription.status !== 'active') {
          const previous = { status: subscription.status };
          Object.assign(subscription, { status: 'active', default_payment_method: intent.payment_method });
          out.push(emit('customer.subscription.updated', subscription, previous));
        }
      }
      return out;
    },
    /** The card was declined. */
    declinePayment(intentId: string, message = 'Your card was declined.'): StripeObject[] {
      const intent = need('payment_intent', intentId);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message,
        },
      });
      const out = [emit('payment_intent.payment_failed', intent)];
      const invoice = invoiceOfIntent(intentId);
      if (invoice) out.push(emit('invoice.payment_failed', invoice));
      return out;
    },
    /** The browser confirmed the trial's card setup. */
    confirmSetup(setupId: string): StripeObject[] {
      const setup = need('setup_intent', setupId);
      Object.assign(setup, { status: 'succeeded', payment_method: newId('pm'), last_setup_error: null });
      const out = [emit('setup_intent.succeeded', setup)];
      const subscription = subscriptionWith((s) => s.pending_setup_intent === setupId);
      if (subscription) {
        Object.assign(subscription, {
          pending_setup_intent: null,
          default_payment_method: setup.payment_method,
        });
        out.push(emit('customer.subscription.updated', subscription, { pending_setup_intent: setupId }));
      }
      return out;
    },
    declineSetup(setupId: string, message = 'Your card was declined.'): StripeObject[] {
      const setup = need('setup_intent', setupId);
      Object.assign(setup, {
        status: 'requires_payment_method',
        last_setup_error: { type: 'card_error', code: 'card_declined', message },
      });
      return [emit('setup_intent.setup_failed', setup)];
    },
    /** The billing period ends: the next invoice is paid (or its payment fails and the subscription is past due). */
    renew(subscriptionId: string, outcome: 'paid' | 'failed' = 'paid'): StripeObject[] {
      const subscription = need('subscription', subscriptionId);
      const item = (subscription.items as { data: Params[] }).data[0] as Params;
      const start = Number(item.current_period_end);
      const end = addMonths(start, 1);
      const amount = Number((item.price as Params).unit_amount);
      const { invoice, intent } = createInvoice(subscription, amount, 'subscription_cycle', start, end);
      subscription.latest_invoice = invoice.id;
      const previous = { status: subscription.status };
      if (outcome === 'paid') {
        if (intent)
          Object.assign(intent, { status: 'succeeded', payment_method: subscription.default_payment_method });
        Object.assign(invoice, { status: 'paid', amount_paid: amount, amount_remaining: 0 });
        Object.assign(item, { current_period_start: start, current_period_end: end });
        Object.assign(subscription, { status: 'active', trial_end: subscription.trial_end });
        return [emit('invoice.paid', invoice), emit('customer.subscription.updated', subscription, previous)];
      }
      if (intent)
        Object.assign(intent, {
          last_payment_error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
          },
        });
      Object.assign(subscription, { status: 'past_due' });
      return [
        emit('invoice.payment_failed', invoice),
        emit('customer.subscription.updated', subscription, previous),
      ];
    },
    /** Stripe ends the subscription (period over after cancel_at_period_end, or retries exhausted). */
    endSubscription(subscriptionId: string): StripeObject[] {
      return [cancelSubscription(subscriptionId).event];
    },
    /** Any event about a stored object (or an arbitrary one), as Stripe would send it. */
    event: (type: string, object: StripeObject) => emit(type, object),
  };
}
