/**
 * A loopback stand-in for the Stripe API: just the endpoints StudyMate's functions use (customers,
 * prices, subscriptions with `default_incomplete` and expand, payment/setup intents, invoices), speaking
 * Stripe's form-encoded requests, JSON objects and error shapes, so the real `stripe` SDK can drive it
 * through its host/port/protocol options. Tests play the browser and Stripe's back office through the
 * controls (confirm or decline a payment, renew, end a subscription), each returning the events Stripe
 * would send; `signedWebhook` signs one with the SDK's test-header helper.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { createControls } from './fake-stripe-controls.ts';
import { createRouter } from './fake-stripe-routes.ts';
import { createStripeStore } from './fake-stripe-store.ts';
import { parseForm, render, StripeApiError, type StripeObject } from './fake-stripe-wire.ts';
import { listenOnLoopback } from './loopback-server.ts';

export type { StripeObject } from './fake-stripe-wire.ts';

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface FakeStripe extends ReturnType<typeof createControls> {
  /** Every object by id, and every event emitted so far (oldest first). */
  get(id: string): StripeObject | undefined;
  events: StripeObject[];
  /** STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL for the functions. */
  env: {
    STRIPE_API_HOST: string;
    STRIPE_API_PORT: string;
    STRIPE_API_PROTOCOL: string;
    STRIPE_SECRET_KEY: string;
  };
  port: number;
  secretKey: string;
  requests: FakeStripeRequest[];
  /** The next API call answers this Stripe error instead (e.g. `{status: 500, type: 'api_error'}`). */
  failNext(error: { status: number; type: string; message?: string; code?: string }): void;
  /** Drops failures queued with failNext that no call has consumed. */
  clearFailures(): void;
  /** An SDK client pointed at this server (for tests that read Stripe's state the way the functions do). */
  client(): Stripe;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

export async function startFakeStripe(
  options: { port?: number; secretKey?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_stripe_key';
  const store = createStripeStore();
  const route = createRouter(store);
  const requests: FakeStripeRequest[] = [];
  const failures: Array<{ status: number; type: string; message?: string; code?: string }> = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const raw = method === 'POST' ? await readBody(request) : url.search.slice(1);
    const params = parseForm(raw);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, params, idempotencyKey });

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_********' },
      });
      return;
    }
    const failure = failures.shift();
    if (failure) {
      const { status, type, message, code } = failure;
      send(response, status, {
        error: { type, message: message ?? 'Fake Stripe failure', ...(code ? { code } : {}) },
      });
      return;
    }
    const replayKey = idempotencyKey && method === 'POST' ? `${url.pathname} ${idempotencyKey}` : undefined;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) {
      send(response, replay.status, replay.body);
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      const result = route(method, url.pathname, params);
      const expand = Array.isArray(params.expand) ? (params.expand as string[]) : [];
      body = render(result, expand, store.get);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = error.body;
    }
    if (replayKey) idempotent.set(replayKey, { status, body });
    send(response, status, body);
  });
  const { port, stop } = await listenOnLoopback(server, options.port);

  return {
    ...createControls(store),
    get: store.get,
    events: store.events,
    env: {
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_SECRET_KEY: secretKey,
    },
    port,
    secretKey,
    requests,
    failNext: (error) => {
      failures.push(error);
    },
    clearFailures: () => {
      failures.length = 0;
    },
    client: () =>
      new Stripe(secretKey, {
        host: '127.0.0.1',
        port,
        protocol: 'http',
        httpClient: Stripe.createFetchHttpClient(),
        maxNetworkRetries: 0,
      }),
    stop,
  };
}

/** A webhook body and its Stripe-Signature header, signed like Stripe does (SDK test helper). */
export function signedWebhook(
  event: StripeObject,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): { payload: string; signature: string } {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, signature };
}
