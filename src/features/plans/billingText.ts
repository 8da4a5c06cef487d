import { type PaidPlanId, PLANS, type PlanId } from '@shared/contract/plans.ts';
import { currentLocale } from '../../lib/i18n/language.ts';
import { formatPrice } from '../../lib/money.ts';
import { planStrings as s } from '../../lib/strings.ts';
import type { BillingAccount, PlanChangeResult } from './account.ts';

/** 'Jan 5, 2027' in the user's time zone and the app's language ('5 ene 2027' in Spanish; issue 21). */
export function formatBillingDate(iso: string, timeZone?: string, locale = currentLocale()): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

const monthly = (plan: PlanId) => formatPrice(PLANS[plan].priceCents);

export interface Notice {
  headline: string;
  detail: string | null;
}

/**
 * The plan-change notice above the cards: what the user has now and what follows, so nobody wonders
 * what they pay for. Null when there is nothing to say (free, or a paid plan without a known period).
 */
export function accountNotice(account: BillingAccount, timeZone?: string): Notice | null {
  const { plan, scheduledPlan, periodEnd, subscriptionStatus, periodRunning } = account;
  if (!periodEnd || !periodRunning) return null;
  const date = formatBillingDate(periodEnd, timeZone);
  if (scheduledPlan) {
    return {
      headline: s.status.scheduled(plan, date, scheduledPlan),
      detail:
        scheduledPlan === 'free' ? s.status.scheduledFree : s.status.scheduledPaid(monthly(scheduledPlan)),
    };
  }
  if (plan === 'free') return null;
  if (subscriptionStatus === 'past_due') return { headline: s.status.pastDue(plan), detail: null };
  if (subscriptionStatus === 'trialing' && plan === 'diamond') {
    return { headline: s.status.trial(date, monthly(plan)), detail: null };
  }
  return { headline: s.status.renews(plan, date, monthly(plan)), detail: null };
}

/** SPEC §4 downgrade-success text: features continue to the cycle's end; gold is billed next, or nothing. */
export function downgradeSuccessLines(to: PlanId, result: PlanChangeResult, timeZone?: string): string[] {
  const lines: string[] = [];
  const scheduled = result.scheduledPlan === to && result.plan !== to;
  if (scheduled) {
    lines.push(
      result.effectiveUntil
        ? s.downgraded.continues(result.plan, formatBillingDate(result.effectiveUntil, timeZone))
        : s.downgraded.continuesUndated(result.plan),
    );
  } else {
    lines.push(s.downgraded.nowOn(to));
  }
  lines.push(to === 'free' ? s.downgraded.noFurtherCharges : s.downgraded.nextCycle(to, monthly(to)));
  return lines;
}

/** SPEC §4 payment-success text: the new allowance and, for the trial, when paying starts. */
export function paymentSuccessLines(
  plan: PaidPlanId,
  account: BillingAccount | null,
  timeZone?: string,
): string[] {
  const lines = [s.paid.welcome(plan), s.paid.allowance(PLANS[plan].dailyLimit)];
  const end = account?.plan === plan ? account.periodEnd : null;
  if (PLANS[plan].trialDays > 0) {
    lines.push(
      end
        ? s.paid.trialUntil(formatBillingDate(end, timeZone), monthly(plan))
        : s.paid.trialStarted(PLANS[plan].trialDays, monthly(plan)),
    );
  } else if (end) {
    lines.push(s.paid.renewsOn(formatBillingDate(end, timeZone)));
  }
  return lines;
}
