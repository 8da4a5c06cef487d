import { PLANS, type PlanId } from '@shared/contract/plans.ts';
import { priceLabel } from '../../../lib/money.ts';
import { planStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import type { TrialOfferState } from '../cardButtons.ts';

interface TrialOfferProps {
  offer: TrialOfferState;
  onChoose: (plan: PlanId) => void;
}

/**
 * SPEC §2: 'Start Diamond Plan' below the cards, with its trial note. Someone who has Diamond sees
 * 'You already have Diamond.' instead of a button that could do nothing.
 */
export function TrialOffer({ offer, onChoose }: TrialOfferProps) {
  if (!offer.button) {
    return (
      <div className="plans__trial">
        <p className="plans__note plans__note--held">{s.diamondHeld}</p>
      </div>
    );
  }
  return (
    <div className="plans__trial">
      <Button
        block
        className="plans__trial-button"
        disabled={offer.disabled}
        onClick={() => onChoose('diamond')}
      >
        {s.startDiamond}
      </Button>
      {offer.note === 'trial' && (
        <p className="plans__note">{s.trialNote(priceLabel(PLANS.diamond.priceCents))}</p>
      )}
    </div>
  );
}
