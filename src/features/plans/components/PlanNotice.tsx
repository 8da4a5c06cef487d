import { planStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import type { BillingAccount } from '../account.ts';
import { accountNotice } from '../billingText.ts';

interface PlanNoticeProps {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  account: BillingAccount | null;
  onRetry: () => void;
  /** Cancels a scheduled downgrade ("Keep Diamond"); busy while keep-plan is asked. */
  onKeep: () => void;
  keeping: boolean;
}

/** SPEC's plan-change notice: what the user has now and what follows (e.g. "Diamond until …, then Gold"). */
export function PlanNotice({ status, account, onRetry, onKeep, keeping }: PlanNoticeProps) {
  if (status === 'loading') {
    return (
      <p className="plans__notice plans__notice--quiet" role="status">
        {s.loadingPlan}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div className="plans__notice plans__notice--error" role="alert">
        <p>{s.action.loadFailed}</p>
        <Button variant="secondary" onClick={onRetry}>
          {s.retry}
        </Button>
      </div>
    );
  }
  const notice = account ? accountNotice(account) : null;
  if (!notice) return null;
  return (
    <div className="plans__notice" role="status">
      <p className="plans__notice-headline">{notice.headline}</p>
      {notice.detail && <p className="plans__notice-detail">{notice.detail}</p>}
      {account?.scheduledPlan && (
        <Button
          variant="secondary"
          className="plans__keep"
          onClick={onKeep}
          disabled={keeping}
          aria-busy={keeping}
        >
          {keeping ? s.keeping : s.keep(account.plan)}
        </Button>
      )}
    </div>
  );
}
