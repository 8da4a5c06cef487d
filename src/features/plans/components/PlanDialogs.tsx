import type { BillingAccount } from '../account.ts';
import type { Flow } from '../planFlow.ts';
import { DowngradeSuccessDialog } from './DowngradeSuccessDialog.tsx';
import { PaymentSuccessDialog } from './PaymentSuccessDialog.tsx';
import { PlanActionDialog } from './PlanActionDialog.tsx';
import { PlanChangeDialog } from './PlanChangeDialog.tsx';

interface PlanDialogsProps {
  flow: Flow;
  account: BillingAccount | null;
  onConfirm: () => void;
  onClose: () => void;
  onContinue: () => void;
}

/** The plans page's dialogs but the payment modal (which the payments feature brings, lazily). */
export function PlanDialogs({ flow, account, onConfirm, onClose, onContinue }: PlanDialogsProps) {
  switch (flow.step) {
    case 'confirm':
      return account ? (
        <PlanChangeDialog
          kind={flow.kind}
          account={account}
          to={flow.to}
          busy={flow.busy}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      ) : null;
    case 'changed':
      return (
        <DowngradeSuccessDialog
          from={flow.from}
          to={flow.to}
          result={flow.result}
          onContinue={onContinue}
          onClose={onClose}
        />
      );
    case 'paid':
      return (
        <PaymentSuccessDialog
          from={flow.from}
          to={flow.to}
          account={account}
          onContinue={onContinue}
          onClose={onClose}
        />
      );
    case 'notice':
      return <PlanActionDialog title={flow.title} message={flow.message} onClose={onClose} />;
    default:
      return null;
  }
}
