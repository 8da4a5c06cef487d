import type { PaidPlanId } from '@shared/contract/plans.ts';
import { callFunction, type FunctionFailure } from '../../lib/functions.ts';
import { type Checkout, type Confirmation, parseCheckout, parseConfirmation } from './checkout.ts';
import { type ConfirmProblem, confirmProblem } from './paymentErrors.ts';

const malformed: FunctionFailure = {
  kind: 'http',
  status: 502,
  statusText: '',
  code: null,
  message: null,
  body: null,
};

/** create-payment-intent: starts the subscription at Stripe; the price is the server's, not ours. */
export async function createCheckout(
  plan: PaidPlanId,
  email: string | null,
): Promise<{ ok: true; checkout: Checkout } | { ok: false; failure: FunctionFailure }> {
  const answer = await callFunction('create-payment-intent', {
    planType: plan,
    ...(email ? { userEmail: email } : {}),
  });
  if (!answer.ok) return answer;
  const checkout = parseCheckout(answer.data);
  return checkout ? { ok: true, checkout } : { ok: false, failure: malformed };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * confirm-payment: the server asks Stripe itself and upgrades only then. A payment Stripe still
 * processes is asked about again a few times before giving up.
 */
export async function confirmPurchase(
  purchaseId: string,
  options: { attempts?: number; delayMs?: number } = {},
): Promise<{ ok: true; confirmation: Confirmation } | { ok: false; problem: ConfirmProblem }> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    const answer = await callFunction('confirm-payment', { purchaseId });
    if (answer.ok) {
      const confirmation = parseConfirmation(answer.data);
      return confirmation ? { ok: true, confirmation } : { ok: false, problem: confirmProblem(malformed) };
    }
    const problem = confirmProblem(answer.failure);
    if (problem.kind !== 'processing' || attempt >= attempts) return { ok: false, problem };
    await wait((options.delayMs ?? 1500) * attempt);
  }
}
