import { PLANS } from '@shared/contract/plans.ts';
import { readUsage, type Usage } from '@shared/contract/usage.ts';
import { loadSupabase } from '../../lib/supabase.ts';

/** Postgres "insufficient privilege" and PostgREST's JWT errors (SPEC §6, see fetchServerUsage). */
const PERMISSION_CODES = new Set(['42501', 'PGRST301', 'PGRST302']);

/**
 * A signed-in user's figures for today (rpc get_usage). SPEC §6: a permission or auth failure counts
 * as a new user with a full allowance; the server still enforces the real limit when asked.
 */
export async function fetchServerUsage(): Promise<Usage> {
  const supabase = await loadSupabase();
  if (!supabase) throw new Error('Backend not configured');
  const { data, error } = await supabase.rpc('get_usage');
  if (error) {
    if (error.code && PERMISSION_CODES.has(error.code)) {
      return { used: 0, limit: PLANS.free.dailyLimit, remaining: PLANS.free.dailyLimit, plan: 'free' };
    }
    throw new Error(error.message || 'get_usage failed');
  }
  const figures = readUsage(Array.isArray(data) ? data[0] : data);
  if (!figures) throw new Error('no usage figures returned');
  return figures;
}
