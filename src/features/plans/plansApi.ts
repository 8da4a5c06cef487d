import { readBillingState } from '@shared/contract/billing.ts';
import type { ChangePlanRequest } from '@shared/contract/functions.ts';
import { callFunction, type FunctionAnswer, type FunctionFailure } from '../../lib/functions.ts';
import { planStrings } from '../../lib/strings.ts';
import { loadSupabase } from '../../lib/supabase.ts';
import { type BillingAccount, type PlanChangeResult, parsePlanChange } from './account.ts';
import { parsePaymentStatus } from './paymentAvailability.ts';

/**
 * The signed-in user's plan and billing period: billing_state() applies a downgrade whose period has
 * ended, creates a missing profile (SPEC §4) and says whether a paid period is running.
 */
export async function fetchAccount(): Promise<BillingAccount> {
  const supabase = await loadSupabase();
  if (!supabase) throw new Error('Database connection not available');
  const { data, error } = await supabase.rpc('billing_state');
  const account = readBillingState(data?.[0]);
  if (error || !account) throw new Error(planStrings.action.loadFailed, { cause: error });
  return account;
}

export type PlanChangeAnswer =
  | { ok: true; result: PlanChangeResult }
  | { ok: false; failure: FunctionFailure };

/** change-plan: a downgrade (or a change of the plan that follows), never an upgrade. */
export const requestPlanChange = async (target: ChangePlanRequest['planType']): Promise<PlanChangeAnswer> =>
  planAnswer(await callFunction('change-plan', { planType: target }));

/** keep-plan: cancels the scheduled downgrade; the plan in force stays and renews. */
export const requestKeepPlan = async (): Promise<PlanChangeAnswer> =>
  planAnswer(await callFunction('keep-plan', {}));

/** payment-status: whether the server can take card payments; null when it could not be asked. */
export async function fetchPaymentStatus(): Promise<boolean | null> {
  const answer = await callFunction('payment-status', {});
  return answer.ok ? parsePaymentStatus(answer.data) : null;
}

async function planAnswer(answer: FunctionAnswer<'change-plan' | 'keep-plan'>): Promise<PlanChangeAnswer> {
  if (!answer.ok) return answer;
  const result = parsePlanChange(answer.data);
  if (!result) {
    return {
      ok: false,
      failure: { kind: 'http', status: 502, statusText: '', code: null, message: null, body: answer.data },
    };
  }
  return { ok: true, result };
}
