import type { FunctionFailure } from '../../lib/functions.ts';
import { planStrings as s } from '../../lib/strings.ts';

/** What to do when change-plan failed: send the user to log in, or say why nothing changed. */
export type PlanChangeOutcome = { kind: 'login' } | { kind: 'message'; text: string };

/**
 * SPEC §8 data texts for a failed plan change. SPEC only logs these; we show them, because a silent
 * failure would leave the user believing the plan had changed.
 */
export function planChangeFailure(
  failure: FunctionFailure,
  change: 'downgrade' | 'change',
): PlanChangeOutcome {
  if (failure.kind === 'network') return { kind: 'message', text: s.action.network };
  if (failure.kind === 'http' && failure.status === 401) return { kind: 'login' };
  if (failure.kind === 'http' && (failure.code === 'payment_network' || failure.code === 'db_unavailable')) {
    return { kind: 'message', text: s.action.network };
  }
  return { kind: 'message', text: change === 'downgrade' ? s.action.downgradeFailed : s.action.updateFailed };
}
