import { planStrings as s } from '../../lib/strings.ts';
import type { BillingAccount } from './account.ts';
import { formatBillingDate } from './billingText.ts';
import type { PlanType } from './catalogue.ts';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface CardButton {
  label: string;
  disabled: boolean;
  /** The plan held now: its card is marked. */
  current: boolean;
}

/**
 * SPEC §2: the held plan shows a disabled 'Current Plan', the others 'Choose …'. A plan already set to
 * follow the current one says when it starts instead (choosing it again would change nothing). Signed out,
 * every button leads to log in; while the plan is loading, none acts.
 */
export function cardButton(
  target: PlanType,
  auth: AuthStatus,
  account: BillingAccount | null,
  timeZone?: string,
): CardButton {
  const choose = { label: s.choose[target], disabled: false, current: false };
  if (auth === 'signedOut') return choose;
  if (!account) return { ...choose, disabled: true };
  if (target === account.plan) return { label: s.currentPlan, disabled: true, current: true };
  if (target === account.scheduledPlan && account.periodEnd) {
    return {
      label: s.startsOn(formatBillingDate(account.periodEnd, timeZone)),
      disabled: true,
      current: false,
    };
  }
  return choose;
}

/** 'Start Diamond Plan' and its trial note: not for someone who has diamond already. */
export function trialOffer(
  auth: AuthStatus,
  account: BillingAccount | null,
): { disabled: boolean; note: boolean } {
  if (auth === 'signedOut') return { disabled: false, note: true };
  if (!account) return { disabled: true, note: true };
  const held = account.plan === 'diamond';
  return { disabled: held, note: !held };
}
