/**
 * The loopback Stripe's objects: the store and how customers' subscriptions, invoices and intents are
 * created and changed. Shapes follow API version 2025-03-31 and later: invoices carry
 * `confirmation_secret` and `payments`, subscription items carry the billing period.
 */
import Stripe from 'stripe';
import {
  addMonths,
  list,
  missing,
  newId,
  render,
  StripeApiError,
  type StripeObject,
  unixNow,
} from './fake-stripe-wire.ts';

export type Params = Record<string, unknown>;
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const metadataOf = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};

export function createStripeStore() {
  const objects = new Map<string, StripeObject>();
  const events: StripeObject[] = [];
  const get = (id: string) => objects.get(id);
  const put = <T extends StripeObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const need = (kind: string, id: string | undefined, param = 'id'): StripeObject => {
    const found = id ? objects.get(id) : undefined;
    if (!found || found.object !== kind) throw missing(kind, id ?? '', param);
    return found;
  };

  function emit(type: string, object: StripeObject, previous?: Record<string, unknown>): StripeObject {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: unixNow(),
      data: { object: render(object, [], get), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    return event;
  }

  const intentBase = (prefix: string, customer: string) => {
    const id = newId(prefix);
    return {
      id,
      client_secret: `${id}_secret_${newId('x').slice(2)}`,
      customer,
      created: unixNow(),
      livemode: false,
    };
  };

  function createInvoice(
    subscription: StripeObject,
    amount: number,
    reason: string,
    start: number,
    end: number,
  ) {
    const invoice = put({
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      currency: subscription.currency,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      billing_reason: reason,
      status: 'open',
      period_start: start,
      period_end: end,
      created: unixNow(),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      confirmation_secret: null as unknown,
      payments: list([], '/v1/invoice_payments'),
      livemode: false,
    });
    if (amount === 0) {
      Object.assign(invoice, { status: 'paid' });
      return { invoice, intent: undefined };
    }
    const intent = put({
      ...intentBase('pi', String(subscription.customer)),
      object: 'payment_intent',
      amount,
      currency: subscription.currency,
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: null,
      metadata: {},
    });
    invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
    invoice.payments = list(
      [
        {
          id: newId('inpay'),
          object: 'invoice_payment',
          amount_paid: null,
          amount_requested: amount,
          currency: subscription.currency,
          invoice: invoice.id,
          is_default: true,
          payment: { type: 'payment_intent', payment_intent: intent.id },
          status: 'open',
          status_transitions: { canceled_at: null, paid_at: null },
          created: unixNow(),
          livemode: false,
        },
      ],
      '/v1/invoice_payments',
    );
    return { invoice, intent };
  }

  function createSubscription(params: Params): StripeObject {
    const customer = need('customer', str(params.customer), 'customer');
    const items = Array.isArray(params.items) ? (params.items as Params[]) : [];
    const price = need('price', str(items[0]?.price), 'items[0][price]');
    if (params.payment_behavior !== 'default_incomplete') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This customer has no attached payment source or default payment method.',
        { code: 'resource_missing' },
      );
    }
    const start = unixNow();
    const trialDays = Number(params.trial_period_days ?? 0);
    const end = trialDays > 0 ? start + trialDays * 86_400 : addMonths(start, 1);
    const id = newId('sub');
    const subscription = put({
      id,
      object: 'subscription',
      customer: customer.id,
      currency: price.currency,
      status: trialDays > 0 ? 'trialing' : 'incomplete',
      items: list(
        [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            subscription: id,
            current_period_start: start,
            current_period_end: end,
            metadata: {},
            created: start,
          },
        ],
        `/v1/subscription_items?subscription=${id}`,
      ),
      latest_invoice: null as unknown,
      pending_setup_intent: null as unknown,
      default_payment_method: null,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_start: trialDays > 0 ? start : null,
      trial_end: trialDays > 0 ? end : null,
      trial_settings: params.trial_settings ?? { end_behavior: { missing_payment_method: 'create_invoice' } },
      payment_settings: params.payment_settings ?? {},
      collection_method: 'charge_automatically',
      billing_cycle_anchor: trialDays > 0 ? end : start,
      start_date: start,
      created: start,
      metadata: metadataOf(params.metadata),
      livemode: false,
    });
    const { invoice } = createInvoice(
      subscription,
      trialDays > 0 ? 0 : Number(price.unit_amount),
      'subscription_create',
      start,
      end,
    );
    subscription.latest_invoice = invoice.id;
    if (trialDays > 0) {
      const setup = put({
        ...intentBase('seti', customer.id),
        object: 'setup_intent',
        status: 'requires_payment_method',
        usage: 'off_session',
        payment_method: null,
        last_setup_error: null,
        metadata: {},
      });
      subscription.pending_setup_intent = setup.id;
    }
    emit('customer.subscription.created', subscription);
    if (invoice.status === 'paid') emit('invoice.paid', invoice);
    return subscription;
  }

  function updateSubscription(id: string, params: Params): StripeObject {
    const subscription = need('subscription', id);
    const previous: Record<string, unknown> = {};
    if (params.cancel_at_period_end !== undefined) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      const cancel = params.cancel_at_period_end === 'true';
      const item = (subscription.items as { data: Params[] }).data[0];
      Object.assign(subscription, {
        cancel_at_period_end: cancel,
        cancel_at: cancel ? item?.current_period_end : null,
        canceled_at: cancel ? unixNow() : null,
      });
    }
    const items = Array.isArray(params.items) ? (params.items as Params[]) : [];
    for (const change of items) {
      const item = (subscription.items as { data: Params[] }).data.find((i) => i.id === change.id);
      if (!item) throw missing('subscription_item', String(change.id), 'items[0][id]');
      previous.items = subscription.items;
      if (change.price) item.price = need('price', str(change.price), 'items[0][price]');
    }
    if (params.metadata) {
      previous.metadata = subscription.metadata;
      subscription.metadata = { ...metadataOf(subscription.metadata), ...metadataOf(params.metadata) };
    }
    emit('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  function cancelSubscription(id: string): { subscription: StripeObject; event: StripeObject } {
    const subscription = need('subscription', id);
    const now = unixNow();
    Object.assign(subscription, {
      status: 'canceled',
      canceled_at: now,
      ended_at: now,
      cancel_at_period_end: false,
    });
    return { subscription, event: emit('customer.subscription.deleted', subscription) };
  }

  const all = (kind: string) => [...objects.values()].filter((o) => o.object === kind);
  const subscriptionWith = (predicate: (s: StripeObject) => boolean) => all('subscription').find(predicate);

  return {
    objects,
    events,
    get,
    put,
    need,
    all,
    emit,
    createInvoice,
    createSubscription,
    updateSubscription,
    cancelSubscription,
    subscriptionWith,
  };
}

export type StripeStore = ReturnType<typeof createStripeStore>;
