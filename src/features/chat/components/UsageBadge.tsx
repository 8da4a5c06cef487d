import { chatActionStrings, usageStrings } from '../../../lib/strings.ts';
import { authSelectors, useAuthStore } from '../../auth/authStore.ts';
import { useUsageStore } from '../../usage/usageStore.ts';
import { badgeText, badgeVisible } from '../../usage/usageText.ts';

/**
 * SPEC §9 usage badge: 'N/limit left' or 'N/limit used'; shown when signed in or once something was
 * asked. Figures from an earlier visit (an offline start) are marked 'last known' until the server answers.
 */
export function UsageBadge() {
  const usage = useUsageStore((s) => s.usage);
  const lastKnown = useUsageStore((s) => s.lastKnown);
  const signedIn = useAuthStore(authSelectors.isSignedIn);
  if (!usage || !badgeVisible(signedIn, usage)) return null;
  const text = badgeText(usage);
  const classes = ['usage-badge'];
  if (usage.remaining <= 0) classes.push('usage-badge--empty');
  if (lastKnown) classes.push('usage-badge--last-known');
  return (
    <span
      className={classes.join(' ')}
      role="status"
      aria-label={lastKnown ? chatActionStrings.lastKnownLabel(text) : usageStrings.badgeLabel(text)}
      title={lastKnown ? chatActionStrings.lastKnownTitle : undefined}
    >
      {text}
      {lastKnown && <span className="usage-badge__note"> · {chatActionStrings.lastKnown}</span>}
    </span>
  );
}
