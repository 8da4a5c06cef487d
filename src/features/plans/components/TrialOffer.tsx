import { planStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import { type PlanType, plans, priceLabel } from '../catalogue.ts';

interface TrialOfferProps {
  disabled: boolean;
  note: boolean;
  onChoose: (plan: PlanType) => void;
}

/** SPEC §2: 'Start Diamond Plan' below the cards, with its conditional trial note. */
export function TrialOffer({ disabled, note, onChoose }: TrialOfferProps) {
  return (
    <div className="plans__trial">
      <Button block className="plans__trial-button" disabled={disabled} onClick={() => onChoose('diamond')}>
        {s.startDiamond}
      </Button>
      {note && <p className="plans__note">{s.trialNote(priceLabel(plans.diamond.priceCents))}</p>}
    </div>
  );
}
