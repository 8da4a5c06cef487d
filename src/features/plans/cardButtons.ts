import type { PlanId } from '@shared/contract/plans.ts';
import { planStrings as s } from '../../lib/strings.ts';
import type { BillingAccount } from './account.ts';
import { formatBillingDate } from './billingText.ts';
import { type PaymentAvailability, upgradeBlocked } from './paymentAvailability.ts';

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
  target: PlanId,
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

/** An upgrade button is off while payments cannot be taken (the notice above the cards says why). */
export function withPayments(
  button: CardButton,
  target: PlanId,
  auth: AuthStatus,
  account: BillingAccount | null,
  payments: PaymentAvailability,
): CardButton {
  if (auth !== 'signedIn' || !account || button.disabled) return button;
  return upgradeBlocked(payments, account.plan, target) ? { ...button, disabled: true } : button;
}

export interface TrialOfferState {
  /** 'Start Diamond Plan' is shown (not for someone who has Diamond: nothing to start). */
  button: boolean;
  disabled: boolean;
  /** The trial note under the button, or the plain 'You already have Diamond.' instead of it. */
  note: 'trial' | 'held';
}

/** 'Start Diamond Plan' and its trial note; a Diamond holder is told why there is nothing to start. */
export function trialOffer(
  auth: AuthStatus,
  account: BillingAccount | null,
  payments: PaymentAvailability = 'unknown',
): TrialOfferState {
  if (auth === 'signedOut') return { button: true, disabled: false, note: 'trial' };
  if (!account) return { button: true, disabled: true, note: 'trial' };
  if (account.plan === 'diamond') return { button: false, disabled: true, note: 'held' };
  return { button: true, disabled: upgradeBlocked(payments, account.plan, 'diamond'), note: 'trial' };
}
