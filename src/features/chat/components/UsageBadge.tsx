import { usageStrings } from '../../../lib/strings.ts';
import { authSelectors, useAuthStore } from '../../auth/authStore.ts';
import { useUsageStore } from '../../usage/usageStore.ts';
import { badgeText, badgeVisible } from '../../usage/usageText.ts';

/** SPEC §9 usage badge: 'N/limit left' or 'N/limit used'; shown when signed in or once something was asked. */
export function UsageBadge() {
  const usage = useUsageStore((s) => s.usage);
  const signedIn = useAuthStore(authSelectors.isSignedIn);
  if (!usage || !badgeVisible(signedIn, usage)) return null;
  const text = badgeText(usage);
  return (
    <span
      className={`usage-badge${usage.remaining <= 0 ? ' usage-badge--empty' : ''}`}
      role="status"
      aria-label={usageStrings.badgeLabel(text)}
    >
      {text}
    </span>
  );
}
