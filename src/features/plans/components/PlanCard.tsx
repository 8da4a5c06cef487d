import { PLANS, type PlanId } from '@shared/contract/plans.ts';
import { priceLabel } from '../../../lib/money.ts';
import { planStrings as s } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';
import type { CardButton } from '../cardButtons.ts';

interface PlanCardProps {
  id: PlanId;
  button: CardButton;
  onChoose: (plan: PlanId) => void;
}

/** One SPEC §2 plan card: name, monthly price, features and its button. */
export function PlanCard({ id, button, onChoose }: PlanCardProps) {
  const plan = PLANS[id];
  const headingId = `plan-${id}-name`;
  return (
    <li
      className={`card plan plan--${id}${button.current ? ' plan--current' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 className="plan__name" id={headingId}>
        {s.names[id]}
      </h2>
      <p className="plan__price">
        <span className="plan__amount">{priceLabel(plan.priceCents)}</span>
        <span className="plan__period">{s.perMonth}</span>
      </p>
      <ul className="plan__features">
        {s.features[id].map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Button
        variant={button.disabled ? 'secondary' : 'primary'}
        block
        disabled={button.disabled}
        onClick={() => onChoose(id)}
      >
        {button.label}
      </Button>
    </li>
  );
}
