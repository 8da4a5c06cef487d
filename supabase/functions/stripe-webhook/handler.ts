import { forgetStripeEvent, recordStripeEvent } from '../_shared/billing-store.ts';
import { KIB, readBodyText, requireJsonContentType } from '../_shared/body.ts';
import type { StripeWebhookResponse } from '../_shared/contract/functions.ts';
import { envValue, type FunctionEnv } from '../_shared/env.ts';
import {
  badRequest,
  jsonResponse,
  notConfigured,
  PAYMENT_NOT_CONFIGURED,
  postOnly,
} from '../_shared/http.ts';
import { type Stripe, stripeClientFactory, webhookCryptoProvider } from '../_shared/stripe.ts';
import { adminClientFactory } from '../_shared/supabase.ts';
import { handleEvent } from './events.ts';

/** Stripe's default tolerance: a signature older than five minutes is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

async function verifiedEvent(stripe: Stripe, payload: string, signature: string, secret: string) {
  try {
    return await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      webhookCryptoProvider,
    );
  } catch (error) {
    const type = error instanceof Error && 'type' in error ? (error as { type: unknown }).type : '';
    if (type === 'StripeSignatureVerificationError')
      throw badRequest('Invalid signature', 'invalid_signature');
    throw badRequest('Invalid webhook payload', 'invalid_json');
  }
}

/**
 * stripe-webhook (no Supabase JWT: Stripe signs the call). Verifies the signature, handles each event id
 * once (stripe_events), and keeps plans and subscriptions in step with Stripe. A failure while handling
 * forgets the event id and answers 500, so that Stripe's retry is handled again.
 */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = adminClientFactory(env);
  const stripeClient = stripeClientFactory(env);

  return postOnly('stripe-webhook', async (request) => {
    // The signature is this function's authentication: an unsigned call is refused before the
    // configuration is looked at.
    const signature = request.headers.get('stripe-signature');
    if (!signature) throw badRequest('Missing Stripe-Signature header', 'invalid_signature');
    const secret = envValue(env, 'STRIPE_WEBHOOK_SECRET');
    if (!secret) throw notConfigured(PAYMENT_NOT_CONFIGURED);
    const stripe = stripeClient();
    requireJsonContentType(request);
    const payload = await readBodyText(request, 512 * KIB);
    const event = await verifiedEvent(stripe, payload, signature, secret);

    const db = admin();
    if (!(await recordStripeEvent(db, event.id, event.type))) {
      return jsonResponse<StripeWebhookResponse>({ received: true, duplicate: true });
    }
    try {
      await handleEvent({ stripe, db }, event);
    } catch (error) {
      await forgetStripeEvent(db, event.id);
      throw error;
    }
    return jsonResponse<StripeWebhookResponse>({ received: true });
  });
}
