import { planStrings } from '../../lib/strings.ts';
import { loadSupabase } from '../../lib/supabase.ts';
import { accountFromRows, type BillingAccount, type PlanChangeResult, parsePlanChange } from './account.ts';
import type { PlanType } from './catalogue.ts';
import { callFunction, type FunctionFailure } from './functionsApi.ts';

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
export async function requestPlanChange(target: Exclude<PlanType, 'diamond'>): Promise<PlanChangeAnswer> {
  const answer = await callFunction('change-plan', { planType: target });
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
