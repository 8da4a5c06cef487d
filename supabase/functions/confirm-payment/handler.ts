import { requireUser } from '../_shared/auth.ts';
import { getPurchase } from '../_shared/billing-store.ts';
import { KIB, readJsonObject } from '../_shared/body.ts';
import type { ConfirmPaymentResponse } from '../_shared/contract/functions.ts';
import { dbFailure, firstRow, usageFromRow } from '../_shared/db.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { HttpError, jsonResponse, postOnly } from '../_shared/http.ts';
import { completePurchase } from '../_shared/purchases.ts';
import { stripeClientFactory } from '../_shared/stripe.ts';
import { adminClientFactory, userClient } from '../_shared/supabase.ts';
import { requiredUuid } from '../_shared/validate.ts';

/**
 * confirm-payment: `{purchaseId}` → `{plan, usage}` once Stripe says the purchase's payment (gold) or card
 * setup (diamond trial) succeeded. The purchase must be the caller's; everything else is read from
 * Stripe by the ids stored when it was created.
 */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = adminClientFactory(env);
  const stripeClient = stripeClientFactory(env);

  return postOnly('confirm-payment', async (request) => {
    const purchaseId = requiredUuid(await readJsonObject(request, 16 * KIB), 'purchaseId');
    const db = admin();
    const user = await requireUser(request, env, db);
    // Authentication first: a caller without a valid session learns nothing about the configuration.
    const stripe = stripeClient();

    const purchase = await getPurchase(db, purchaseId);
    if (!purchase || purchase.user_id !== user.userId) {
      throw new HttpError(404, 'Purchase not found', 'purchase_not_found');
    }
    const outcome = await completePurchase(stripe, db, purchase);
    switch (outcome.state) {
      case 'succeeded': {
        const { data, error } = await userClient(env, user.jwt).rpc('get_usage');
        if (error) throw dbFailure('fetch usage', error);
        const row = firstRow(data);
        return jsonResponse<ConfirmPaymentResponse>({
          plan: outcome.plan,
          status: 'succeeded',
          usage: row ? usageFromRow(row, 'fetch usage') : null,
        });
      }
      case 'processing':
        throw new HttpError(
          409,
          'Payment is still processing. Please try again in a moment.',
          'payment_processing',
        );
      case 'failed':
        throw new HttpError(402, outcome.message || 'Payment failed. Please try again.', 'payment_failed');
      case 'incomplete':
        throw new HttpError(402, 'Payment not completed', 'payment_incomplete', {
          intentStatus: outcome.intentStatus,
        });
      case 'mismatch':
        console.warn('[confirm-payment] purchase does not match Stripe', purchase.id);
        throw new HttpError(409, 'Payment confirmation failed. Please try again.', 'payment_mismatch');
    }
  });
}
