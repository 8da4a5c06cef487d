import { PLANS, type PlanId, planRank } from '@shared/contract/plans.ts';
import { formatPrice } from '../../lib/money.ts';
import { planStrings as s } from '../../lib/strings.ts';
import type { BillingAccount } from './account.ts';
import { formatBillingDate } from './billingText.ts';

/**
 * What choosing `target` means for this account:
 * - ignore: the plan already held (SPEC §4: nothing happens);
 * - scheduled: the plan already set to follow the current one (nothing to do);
 * - upgrade: a higher plan, bought with card payment;
 * - downgrade: a lower plan (written at once, in force when the paid period ends);
 * - change: a plain change of the plan that follows, e.g. Diamond → Free scheduled, then Gold chosen.
 */
export type ChangeKind = 'ignore' | 'scheduled' | 'upgrade' | 'downgrade' | 'change';

export function planChangeKind(
  account: Pick<BillingAccount, 'plan' | 'scheduledPlan'>,
  target: PlanId,
): ChangeKind {
  if (target === account.plan) return 'ignore';
  if (target === account.scheduledPlan) return 'scheduled';
  if (planRank(target) > planRank(account.plan)) return 'upgrade';
  if (account.scheduledPlan && planRank(target) > planRank(account.scheduledPlan)) return 'change';
  return 'downgrade';
}

export interface ConfirmWording {
  title: string;
  question: string;
  details: string[];
  action: string;
}

const monthly = (plan: PlanId) => formatPrice(PLANS[plan].priceCents);

/** After the paid period: what is billed next. */
function afterPeriod(target: PlanId): string {
  return target === 'free' ? s.confirm.noFurtherCharges : s.confirm.nextBilledAt(target, monthly(target));
}

/** SPEC §4 confirm dialog wording (upgrade, downgrade or plain change), with the billing consequences. */
export function confirmWording(
  kind: Exclude<ChangeKind, 'ignore' | 'scheduled'>,
  account: BillingAccount,
  target: PlanId,
  timeZone?: string,
): ConfirmWording {
  const from = account.plan;
  if (kind === 'upgrade') {
    const days = target === 'free' ? 0 : PLANS[target].trialDays;
    const price =
      days > 0 ? s.confirm.upgradeTrial(days, monthly(target)) : s.confirm.upgradePaid(monthly(target));
    // The new subscription replaces a paid one at once (the server cancels the old one at Stripe).
    return {
      title: s.confirm.upgradeTitle,
      question: s.confirm.upgradeQuestion(from, target),
      details: from === 'free' ? [price] : [price, s.confirm.replacesPaid(from)],
      action: s.confirm.upgradeAction,
    };
  }
  const running = account.periodRunning;
  const keep =
    running && account.periodEnd
      ? s.confirm.keepUntil(from, formatBillingDate(account.periodEnd, timeZone))
      : s.confirm.keepUntilCycleEnd(from);
  if (kind === 'change') {
    return {
      title: s.confirm.changeTitle,
      question: s.confirm.changeQuestion(from, account.scheduledPlan ?? from, target),
      details: [keep, afterPeriod(target)],
      action: s.confirm.changeAction,
    };
  }
  return {
    title: s.confirm.downgradeTitle,
    question: s.confirm.downgradeQuestion(from, target),
    details: running
      ? [keep, afterPeriod(target)]
      : [target === 'free' ? s.confirm.immediateFree : s.confirm.immediatePaid(target)],
    action: s.confirm.downgradeAction,
  };
}
