import { PLANS } from '@shared/contract/plans.ts';
import type { Usage, UsagePlan } from '@shared/contract/usage.ts';
import { chatStrings, usageStrings } from '../../lib/strings.ts';

/** SPEC §9 usage badge: 'N/limit left', or 'N/limit used' once nothing is left. */
export function badgeText(usage: Usage): string {
  return usage.remaining > 0
    ? usageStrings.left(usage.remaining, usage.limit)
    : usageStrings.used(Math.min(usage.used, usage.limit), usage.limit);
}

/** SPEC §9: the badge shows when signed in, or when this browser has asked something today. */
export const badgeVisible = (signedIn: boolean, usage: Usage | null): boolean =>
  usage !== null && (signedIn || usage.used > 0);

export interface SendState {
  busy: boolean;
  hasText: boolean;
  hasImage: boolean;
  /** null while the figures are not known yet (the server is asked when sending). */
  usage: Usage | null;
  /** An image is still being compressed. */
  preparing?: boolean;
}

export const limitReached = (usage: Usage | null): boolean => usage !== null && usage.remaining <= 0;

/**
 * SPEC §5: disabled when there is nothing to send and nothing to stop, or no questions are left.
 * While busy the button is the stop button and always enabled (stopping must never be blocked, even
 * when the question in flight was the last one of the day).
 */
export function sendDisabled(state: SendState): boolean {
  if (state.busy) return false;
  if (state.preparing) return true;
  if (!state.hasText && !state.hasImage) return true;
  return limitReached(state.usage);
}

/** SPEC §5 tooltip: the limit text, else 'Send message' or 'Stop AI response'. */
export function sendTooltip(state: SendState): string {
  if (state.busy) return chatStrings.stopResponse;
  if (state.usage && limitReached(state.usage)) return limitTooltip(state.usage);
  return chatStrings.sendMessage;
}

export function limitTooltip(usage: Usage): string {
  const text = usageStrings.limitTooltip(usage.limit);
  return usage.plan === 'anonymous' ? `${text}${usageStrings.signUpSuffix}` : text;
}

/** SPEC §8: the assistant line shown when today's questions are used up, with the plan's suggestion. */
export function limitMessage(plan: UsagePlan, limit: number): string {
  const gold = PLANS.gold.dailyLimit;
  const diamond = PLANS.diamond.dailyLimit;
  if (plan === 'anonymous') return usageStrings.anonymousLimit(limit, gold, diamond);
  const suggestion =
    plan === 'free'
      ? usageStrings.suggestFree(gold, diamond)
      : plan === 'gold'
        ? usageStrings.suggestGold(diamond)
        : usageStrings.suggestDiamond;
  return `${usageStrings.dailyLimitReached(limit)}\n\n${suggestion}`;
}

export type LimitAction = 'signup' | 'upgrade';

/** The actions a limit message names (issue 13): sign up and upgrade for a visitor, upgrade below diamond. */
export function limitActions(plan: UsagePlan): LimitAction[] {
  if (plan === 'anonymous') return ['signup', 'upgrade'];
  return plan === 'diamond' ? [] : ['upgrade'];
}
