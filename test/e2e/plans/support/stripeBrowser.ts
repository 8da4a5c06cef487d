/**
 * Stripe as the browser sees it, for Playwright: https://js.stripe.com serves the Stripe.js stand-in
 * (test/support/fake-stripe-js.ts) and https://api.stripe.com answers its publishable-key calls by
 * acting on the loopback Stripe's own objects (test/support/fake-stripe.ts) — so the intents the browser
 * confirms are the very ones our functions later retrieve with the secret key.
 */
import type { BrowserContext } from 'playwright-core';
import type { FakeStripe, StripeObject } from '../../../support/fake-stripe.ts';
import { FAKE_STRIPE_JS } from '../../../support/fake-stripe-js.ts';
import { newId, parseForm } from '../../../support/fake-stripe-wire.ts';

/** Stripe's documented test cards that fail, with the message Stripe gives. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const DECLINES: Record<string, { code: string; message: string }> = {
  [TEST_CARDS.declined]: { code: 'generic_decline', message: 'Your card was declined.' },
  [TEST_CARDS.insufficientFunds]: {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

export interface StripeBrowser {
  /** Every https://js.stripe.com request, in order (to see when Stripe.js was loaded). */
  scriptLoads: string[];
  /** Every https://api.stripe.com call the browser made: `POST /v1/…`. */
  apiCalls: string[];
  /** The billing e-mail of every payment method created. */
  billingEmails: string[];
}

interface Answer {
  status: number;
  body: unknown;
}

const error = (
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): Answer => ({
  status,
  body: { error: { type, message, ...extra } },
});

export async function routeStripeForBrowser(
  context: BrowserContext,
  stripe: FakeStripe,
  options: { publishableKey: string; deliver?: (events: StripeObject[]) => Promise<unknown> },
): Promise<StripeBrowser> {
  const seen: StripeBrowser = { scriptLoads: [], apiCalls: [], billingEmails: [] };
  const methods = new Map<string, { number: string; object: StripeObject }>();

  function createMethod(params: Record<string, unknown>): Answer {
    const card = (params.card ?? {}) as Record<string, string>;
    const billing = (params.billing_details ?? {}) as Record<string, string>;
    const number = String(card.number ?? '');
    if (params.type !== 'card' || number.length < 12) {
      return error(400, 'invalid_request_error', 'Missing required param: card[number].', {
        param: 'card[number]',
      });
    }
    const object: StripeObject = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      billing_details: { email: billing.email ?? null, name: billing.name ?? null },
      card: {
        brand: number.startsWith('4') ? 'visa' : 'unknown',
        last4: number.slice(-4),
        exp_month: Number(card.exp_month),
        exp_year: 2000 + Number(card.exp_year),
      },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    methods.set(object.id, { number, object });
    seen.billingEmails.push(String(billing.email ?? ''));
    return { status: 200, body: object };
  }

  async function confirmIntent(
    kind: 'payment_intent' | 'setup_intent',
    id: string,
    params: Record<string, unknown>,
  ) {
    const intent = stripe.get(id);
    if (!intent || intent.object !== kind) {
      return error(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing' });
    }
    if (params.client_secret !== intent.client_secret) {
      return error(
        400,
        'invalid_request_error',
        `The client_secret provided does not match the client_secret associated with the ${kind === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'}.`,
      );
    }
    if (intent.status === 'succeeded') {
      return error(
        400,
        'invalid_request_error',
        'This intent has already succeeded after being previously confirmed.',
        {
          code: `${kind}_unexpected_state`,
          [kind]: intent,
        },
      );
    }
    const method = methods.get(String(params.payment_method));
    if (!method)
      return error(400, 'invalid_request_error', `No such PaymentMethod: '${params.payment_method}'`, {
        code: 'resource_missing',
      });
    const decline = DECLINES[method.number];
    const events = decline
      ? kind === 'payment_intent'
        ? stripe.declinePayment(id, decline.message)
        : stripe.declineSetup(id, decline.message)
      : kind === 'payment_intent'
        ? stripe.confirmPayment(id)
        : stripe.confirmSetup(id);
    if (options.deliver) await options.deliver(events);
    const current = stripe.get(id);
    if (decline) {
      return error(402, 'card_error', decline.message, {
        code: 'card_declined',
        decline_code: decline.code,
        payment_method: method.object,
        [kind]: current,
      });
    }
    return { status: 200, body: current };
  }

  async function answer(method: string, path: string, params: Record<string, unknown>): Promise<Answer> {
    if (params.key !== options.publishableKey) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided: pk_test_****');
    }
    const [, version, resource, id, action] = path.split('/');
    if (version === 'v1' && method === 'POST') {
      if (resource === 'payment_methods' && !id) return createMethod(params);
      if (resource === 'payment_intents' && id && action === 'confirm')
        return confirmIntent('payment_intent', id, params);
      if (resource === 'setup_intents' && id && action === 'confirm')
        return confirmIntent('setup_intent', id, params);
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  await context.route('https://js.stripe.com/**', async (route) => {
    const url = route.request().url();
    seen.scriptLoads.push(url);
    const isScript = /^https:\/\/js\.stripe\.com\/(v3\/?|[a-z0-9]+\/stripe\.js)(\?.*)?$/.test(url);
    await route.fulfill(
      isScript
        ? { status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }
        : { status: 404, contentType: 'text/plain', body: 'not found' },
    );
  });

  await context.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    const path = new URL(request.url()).pathname;
    seen.apiCalls.push(`${request.method()} ${path}`);
    const result = await answer(request.method(), path, parseForm(request.postData() ?? ''));
    await route.fulfill({
      status: result.status,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify(result.body),
    });
  });

  return seen;
}
