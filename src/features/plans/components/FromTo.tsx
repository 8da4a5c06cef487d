import { planStrings as s } from '../../../lib/strings.ts';
import { type PlanType, plans } from '../catalogue.ts';

/** The from and to plans of a change (SPEC §4), read as "From: Diamond Plan, To: Gold Plan". */
export function FromTo({ from, to }: { from: PlanType; to: PlanType }) {
  return (
    <dl className="plan-change">
      <div className="plan-change__side">
        <dt>{s.from}</dt>
        <dd className={`plan-change__plan plan-change__plan--${from}`}>{plans[from].name}</dd>
      </div>
      <div className="plan-change__side">
        <dt>{s.to}</dt>
        <dd className={`plan-change__plan plan-change__plan--${to}`}>{plans[to].name}</dd>
      </div>
    </dl>
  );
}
