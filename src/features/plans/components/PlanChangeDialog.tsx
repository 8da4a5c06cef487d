import type { PlanId } from '@shared/contract/plans.ts';
import { planStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { BillingAccount } from '../account.ts';
import { confirmWording } from '../planChange.ts';
import type { ConfirmKind } from '../planFlow.ts';
import { FromTo } from './FromTo.tsx';

interface PlanChangeDialogProps {
  kind: ConfirmKind;
  account: BillingAccount;
  to: PlanId;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** SPEC §4 plan-change confirm: upgrade, downgrade or plain-change wording, the from and to plans. */
export function PlanChangeDialog({ kind, account, to, busy, onConfirm, onClose }: PlanChangeDialogProps) {
  const wording = confirmWording(kind, account, to);
  return (
    <Dialog open title={wording.title} onClose={onClose} dismissible={!busy} className="plan-dialog">
      <p className="plan-dialog__question">{wording.question}</p>
      <FromTo from={account.plan} to={to} />
      {wording.details.map((line) => (
        <p key={line} className="plan-dialog__detail">
          {line}
        </p>
      ))}
      <div className="plan-dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {s.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? s.confirm.working : wording.action}
        </Button>
      </div>
    </Dialog>
  );
}
