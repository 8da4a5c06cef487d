import type { UsagePlan } from '@shared/contract/usage.ts';
import { Link } from 'wouter';
import { chatActionStrings } from '../../../lib/strings.ts';
import { type LimitAction, limitActions } from '../../usage/usageText.ts';

const targets: Record<LimitAction, { href: string; label: string; className: string }> = {
  signup: { href: '/signup', label: chatActionStrings.signUp, className: 'btn btn--primary' },
  upgrade: { href: '/premium', label: chatActionStrings.upgrade, className: 'btn btn--upgrade' },
};

/** The actions a limit message names (Sign up, Upgrade), as links that look like buttons. */
export function LimitActions({ plan }: { plan: UsagePlan }) {
  const actions = limitActions(plan);
  if (actions.length === 0) return null;
  return (
    <nav className="message__actions" aria-label={chatActionStrings.limitActionsLabel}>
      {actions.map((action) => (
        <Link key={action} href={targets[action].href} className={targets[action].className}>
          {targets[action].label}
        </Link>
      ))}
    </nav>
  );
}
