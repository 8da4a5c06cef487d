import type { PaidPlanId, PlanId } from '@shared/contract/plans.ts';
import { planStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { BillingAccount } from '../account.ts';
import { paymentSuccessLines } from '../billingText.ts';
import { FromTo } from './FromTo.tsx';

interface PaymentSuccessDialogProps {
  from: PlanId;
  to: PaidPlanId;
  account: BillingAccount | null;
  onContinue: () => void;
  onClose: () => void;
}

/** SPEC §4 payment success: shown once the server has confirmed the purchase. */
export function PaymentSuccessDialog({ from, to, account, onContinue, onClose }: PaymentSuccessDialogProps) {
  return (
    <Dialog open title={s.paid.title} onClose={onClose} className="plan-dialog">
      <FromTo from={from} to={to} />
      {paymentSuccessLines(to, account).map((line, index) => (
        <p key={line} className={index === 0 ? 'plan-dialog__question' : 'plan-dialog__detail'}>
          {line}
        </p>
      ))}
      <Button block onClick={onContinue}>
        {s.continueToChat}
      </Button>
    </Dialog>
  );
}
