import { PLAN_IDS, PLANS } from '@shared/contract/plans.ts';
import { formatPrice } from '../../../lib/money.ts';
import { navigate } from '../../../lib/router/hashLocation.ts';
import { planStrings, usageStrings } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useUsageStore } from '../../usage/usageStore.ts';

interface UpgradeOverlayProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §2 'Upgrade to Premium' overlay, opened by the header's Upgrade button. It states the daily
 * allowances the server enforces (SPEC §9 lists conflicting marketing figures; see DECISIONS).
 * 'Get Now' goes to the plans page, where payment happens; 'Try Chat Now' goes to /chat.
 */
export function UpgradeOverlay({ open, onClose }: UpgradeOverlayProps) {
  const plan = useUsageStore((s) => s.usage?.plan);
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Dialog open={open} title={planStrings.overlay.title} onClose={onClose} className="dialog--wide">
      <ul className="upgrade__plans">
        {PLAN_IDS.map((id) => {
          const p = PLANS[id];
          return (
            <li key={id} className={`upgrade__plan upgrade__plan--${id}`}>
              <div className="upgrade__plan-head">
                <h3 className="upgrade__plan-name">{p.name.replace(' Plan', '')}</h3>
                {plan === id && <span className="badge">{planStrings.currentPlan}</span>}
              </div>
              <p className="upgrade__price">
                {formatPrice(p.priceCents)}
                <span className="upgrade__period">{planStrings.perMonth}</span>
              </p>
              <p className="upgrade__allowance">{usageStrings.perDay(p.dailyLimit)}</p>
            </li>
          );
        })}
      </ul>
      <Button block onClick={() => go('/premium')}>
        {planStrings.overlay.getNow}
      </Button>
      <p className="upgrade__trial">{planStrings.overlay.trial}</p>
      <Button block variant="secondary" onClick={() => go('/chat')}>
        {planStrings.overlay.tryChat}
      </Button>
    </Dialog>
  );
}
