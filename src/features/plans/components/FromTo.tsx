import type { PlanId } from '@shared/contract/plans.ts';
import { planStrings as s } from '../../../lib/strings.ts';

/** The from and to plans of a change (SPEC §4), read as "From: Diamond Plan, To: Gold Plan". */
export function FromTo({ from, to }: { from: PlanId; to: PlanId }) {
  return (
    <dl className="plan-change">
      <div className="plan-change__side">
        <dt>{s.from}</dt>
        <dd className={`plan-change__plan plan-change__plan--${from}`}>{s.names[from]}</dd>
      </div>
      <div className="plan-change__side">
        <dt>{s.to}</dt>
        <dd className={`plan-change__plan plan-change__plan--${to}`}>{s.names[to]}</dd>
      </div>
    </dl>
  );
}
