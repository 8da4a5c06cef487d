import { planStrings } from '../../lib/strings.ts';
import { loadSupabase } from '../../lib/supabase.ts';
import { accountFromRows, type BillingAccount, type PlanChangeResult, parsePlanChange } from './account.ts';
import type { PlanType } from './catalogue.ts';
import { callFunction, type FunctionFailure } from './functionsApi.ts';
import { parsePaymentStatus } from './paymentAvailability.ts';

/**
 * The signed-in user's plan and billing period. ensure_profile() first: it creates a missing profile
 * (SPEC §4) and applies a downgrade whose period has ended, so the subscription row read next is current.
 */
export async function fetchAccount(): Promise<BillingAccount> {
  const supabase = await loadSupabase();
  if (!supabase) throw new Error('Database connection not available');
  const profile = await supabase.rpc('ensure_profile');
  if (profile.error || !profile.data)
    throw new Error(planStrings.action.loadFailed, { cause: profile.error });
  const subscription = await supabase
    .from('subscriptions')
    .select('status, current_period_end, scheduled_plan')
    .eq('user_id', profile.data.id)
    .maybeSingle();
  if (subscription.error) throw new Error(planStrings.action.loadFailed, { cause: subscription.error });
  return accountFromRows(profile.data.plan_type, subscription.data);
}

export type PlanChangeAnswer =
  | { ok: true; result: PlanChangeResult }
  | { ok: false; failure: FunctionFailure };

/** change-plan: a downgrade (or a change of the plan that follows), never an upgrade. */
export const requestPlanChange = (target: Exclude<PlanType, 'diamond'>): Promise<PlanChangeAnswer> =>
  planAnswer('change-plan', { planType: target });

/** keep-plan: cancels the scheduled downgrade; the plan in force stays and renews. */
export const requestKeepPlan = (): Promise<PlanChangeAnswer> => planAnswer('keep-plan', {});

/** payment-status: whether the server can take card payments; null when it could not be asked. */
export async function fetchPaymentStatus(): Promise<boolean | null> {
  const answer = await callFunction('payment-status', {});
  return answer.ok ? parsePaymentStatus(answer.data) : null;
}

async function planAnswer(name: string, body: Record<string, unknown>): Promise<PlanChangeAnswer> {
  const answer = await callFunction(name, body);
  if (!answer.ok) return answer;
  const result = parsePlanChange(answer.data);
  if (!result) {
    return {
      ok: false,
      failure: { kind: 'http', status: 502, code: null, message: null, body: answer.data },
    };
  }
  return { ok: true, result };
}
