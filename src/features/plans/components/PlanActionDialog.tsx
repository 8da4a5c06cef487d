import { planStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

/** SPEC §2 plan-action dialog: a plan action that could not be done, and why. */
export function PlanActionDialog({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
  onClose: () => void;
}) {
  return (
    <Dialog open title={title} onClose={onClose} className="plan-dialog">
      <p role="alert">{message}</p>
      <Button block onClick={onClose}>
        {s.close}
      </Button>
    </Dialog>
  );
}
