import type { PlanId } from '@shared/contract/plans.ts';
import { planStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { PlanChangeResult } from '../account.ts';
import { downgradeSuccessLines } from '../billingText.ts';
import { FromTo } from './FromTo.tsx';

interface DowngradeSuccessDialogProps {
  from: PlanId;
  to: PlanId;
  result: PlanChangeResult;
  onContinue: () => void;
  onClose: () => void;
}

/** SPEC §4 downgrade success: from and to plans, the billing-cycle text, 'Continue to Chat'. */
export function DowngradeSuccessDialog({
  from,
  to,
  result,
  onContinue,
  onClose,
}: DowngradeSuccessDialogProps) {
  return (
    <Dialog open title={s.downgraded.title} onClose={onClose} className="plan-dialog">
      <FromTo from={from} to={to} />
      {downgradeSuccessLines(to, result).map((line) => (
        <p key={line} className="plan-dialog__detail">
          {line}
        </p>
      ))}
      <Button block onClick={onContinue}>
        {s.continueToChat}
      </Button>
    </Dialog>
  );
}
