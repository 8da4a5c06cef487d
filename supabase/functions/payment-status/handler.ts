import { requireUser } from '../_shared/auth.ts';
import type { PaymentStatusResponse } from '../_shared/contract/functions.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { jsonResponse, postOnly } from '../_shared/http.ts';
import { paymentsConfigured } from '../_shared/stripe.ts';
import { adminClientFactory } from '../_shared/supabase.ts';

/**
 * payment-status: any POST → `{available}`, whether card payments are configured on the server (a Stripe
 * secret key of a valid form). The plans page asks before offering an upgrade, so that nobody confirms
 * a price only to learn that payments are off. Signed-in users only; the key itself never leaves.
 */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = adminClientFactory(env);

  return postOnly('payment-status', async (request) => {
    await requireUser(request, env, admin());
    return jsonResponse<PaymentStatusResponse>({ available: paymentsConfigured(env) });
  });
}
