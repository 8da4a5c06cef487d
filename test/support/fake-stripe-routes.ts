/** The loopback Stripe's REST routes: what the SDK's calls do to the store. */

import { metadataOf, type Params, type StripeStore, str } from './fake-stripe-store.ts';
import { list, newId, StripeApiError, type StripeObject, unixNow } from './fake-stripe-wire.ts';

export function createRouter(store: StripeStore) {
  const { put, need, all, objects } = store;

  function createPrice(params: Params): StripeObject {
    let product = str(params.product);
    const productData = params.product_data as Params | undefined;
    if (!product && productData) {
      product = put({
        id: newId('prod'),
        object: 'product',
        name: productData.name,
        active: true,
        created: unixNow(),
      }).id;
    }
    need('product', product, 'product');
    const lookupKey = str(params.lookup_key) ?? null;
    if (lookupKey) {
      for (const other of objects.values()) {
        if (other.object === 'price' && other.lookup_key === lookupKey) {
          if (params.transfer_lookup_key !== 'true') {
            throw new StripeApiError(
              400,
              'invalid_request_error',
              `A price (\`${other.id}\`) already uses that lookup key.`,
              { param: 'lookup_key' },
            );
          }
          other.lookup_key = null;
        }
      }
    }
    const recurring = params.recurring as Params | undefined;
    return put({
      id: newId('price'),
      object: 'price',
      active: true,
      currency: str(params.currency) ?? 'usd',
      unit_amount: Number(params.unit_amount),
      product,
      lookup_key: lookupKey,
      recurring: recurring
        ? { interval: recurring.interval, interval_count: 1, usage_type: 'licensed' }
        : null,
      type: recurring ? 'recurring' : 'one_time',
      metadata: metadataOf(params.metadata),
      created: unixNow(),
      livemode: false,
    });
  }

  function route(method: string, path: string, params: Params): unknown {
    const [, version, resource, id, ...rest] = path.split('/');
    if (version !== 'v1' || rest.length > 0)
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${path}).`,
      );
    const key = `${method} ${resource}${id ? '/:id' : ''}`;
    switch (key) {
      case 'POST customers':
        return put({
          id: newId('cus'),
          object: 'customer',
          email: params.email ?? null,
          metadata: metadataOf(params.metadata),
          created: unixNow(),
          invoice_settings: { default_payment_method: null },
          livemode: false,
        });
      case 'GET customers/:id':
        return need('customer', id);
      case 'GET prices': {
        const keys = Array.isArray(params.lookup_keys) ? params.lookup_keys : [];
        const found = all('price').filter(
          (p) => (keys.length === 0 || keys.includes(p.lookup_key)) && (params.active !== 'true' || p.active),
        );
        return list(found.slice(0, Number(params.limit ?? 10)), '/v1/prices');
      }
      case 'POST prices':
        return createPrice(params);
      case 'GET products/:id':
        return need('product', id);
      case 'POST subscriptions':
        return store.createSubscription(params);
      case 'GET subscriptions': {
        const status = str(params.status);
        const found = all('subscription')
          .filter((s) => !params.customer || s.customer === params.customer)
          .filter((s) => (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled'))
          .reverse();
        return list(found.slice(0, Number(params.limit ?? 10)), '/v1/subscriptions');
      }
      case 'GET subscriptions/:id':
        return need('subscription', id);
      case 'POST subscriptions/:id':
        return store.updateSubscription(String(id), params);
      case 'DELETE subscriptions/:id':
        return store.cancelSubscription(String(id)).subscription;
      case 'GET payment_intents/:id':
        return need('payment_intent', id);
      case 'GET setup_intents/:id':
        return need('setup_intent', id);
      case 'GET invoices/:id':
        return need('invoice', id);
      default:
        throw new StripeApiError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${path}).`,
        );
    }
  }

  return route;
}
