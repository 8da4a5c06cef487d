import { authStrings as s } from '../../../lib/strings.ts';
import type { PlanState } from '../useProfilePlan.ts';

/** SPEC §2: Free Member, Gold Member or Diamond Member, from the profile row. */
export function PlanBadge({ state }: { state: PlanState }) {
  if (state.status === 'failed') return null;
  if (state.status === 'loading') {
    return <span className="badge badge--loading">{s.profile.planLoading}</span>;
  }
  return <span className={`badge badge--${state.plan}`}>{s.profile.badge[state.plan]}</span>;
}
