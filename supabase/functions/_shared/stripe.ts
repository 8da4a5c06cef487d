import Stripe from 'stripe';
import { envValue, type FunctionEnv } from './env.ts';
import { HttpError, notConfigured, PAYMENT_NOT_CONFIGURED } from './http.ts';

export { Stripe };

/**
 * The Stripe client, made once per handler: the fetch HTTP client (works under Deno and Node), pointed
 * at STRIPE_API_HOST/PORT/PROTOCOL when set (the loopback stand-in in tests). A missing or malformed
 * secret key answers 'Invalid payment provider configuration' (503).
 */
/** Whether a Stripe secret key of a valid form is set (payment-status answers it to the plans page). */
export function paymentsConfigured(env: FunctionEnv): boolean {
  const key = envValue(env, 'STRIPE_SECRET_KEY');
  return key !== undefined && /^(sk|rk)_(test|live)_\S+$/.test(key);
}

export function stripeClientFactory(env: FunctionEnv): () => Stripe {
  let client: Stripe | undefined;
  return () => {
    if (client) return client;
    const key = envValue(env, 'STRIPE_SECRET_KEY');
    if (!key || !paymentsConfigured(env)) throw notConfigured(PAYMENT_NOT_CONFIGURED);
    const host = envValue(env, 'STRIPE_API_HOST');
    const port = envValue(env, 'STRIPE_API_PORT');
    const protocol = envValue(env, 'STRIPE_API_PROTOCOL');
    client = new Stripe(key, {
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(host ? { host } : {}),
      ...(port ? { port } : {}),
      ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
    });
    return client;
  };
}

/** Webhook signatures are checked with WebCrypto (Deno has no Node crypto module by default). */
export const webhookCryptoProvider = Stripe.createSubtleCryptoProvider();

/** SPEC §8 payment texts for Stripe failures on our server-side calls. */
export function stripeFailure(what: string, error: unknown): HttpError {
  const type = error instanceof Error && 'type' in error ? String((error as { type: unknown }).type) : '';
  console.error(`[stripe] ${what} failed`, type, error instanceof Error ? error.message : error);
  switch (type) {
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return notConfigured(PAYMENT_NOT_CONFIGURED);
    case 'StripeConnectionError':
      return new HttpError(502, 'Network error. Please try again.', 'payment_network');
    case 'StripeRateLimitError':
      return new HttpError(
        503,
        'Too many requests. Please wait a moment and try again.',
        'payment_rate_limit',
      );
    case 'StripeCardError':
      return new HttpError(402, (error as Error).message || 'Your card was declined.', 'card_declined');
    default:
      return new HttpError(
        502,
        'Unable to process payment request. Please try again later.',
        'payment_provider',
      );
  }
}

/** Runs a Stripe call, turning its failure into our answer. */
export async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw stripeFailure(what, error);
  }
}

/** Unix seconds → ISO timestamp (null stays null). */
export const fromUnix = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

/** The end of the period a subscription has paid (or trialled) for; items carry it since API 2025-03-31. */
export function periodEnd(subscription: Stripe.Subscription): string | null {
  const itemEnd = subscription.items.data[0]?.current_period_end;
  return fromUnix(itemEnd ?? subscription.trial_end ?? null);
}

/** An expandable field's id, whether it came expanded or not. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);
