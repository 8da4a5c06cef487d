import { ANONYMOUS_DAILY_LIMIT, type UsagePlan } from '@shared/contract/usage.ts';
import { chatStrings } from '../../../lib/strings.ts';
import { useUsageStore } from '../../usage/usageStore.ts';
import { limitMessage } from '../../usage/usageText.ts';
import { LimitReached } from '../api/backendRoute.ts';
import { AskAborted } from '../api/types.ts';
import { backendErrorText, DeliveryError, directAiErrorText, usageFailureReason } from '../logic/errors.ts';
import type { AiRoute } from '../logic/route.ts';

export interface FailureOutcome {
  /** The assistant line to show (SPEC §8). */
  text: string;
  /** Give an anonymous question back: it was not answered. */
  refund: boolean;
  /** Set when the daily limit refused it: the limit message's actions show under it. */
  limit?: UsagePlan;
}

/** What a failed question shows; null when the user stopped it (nothing to show). */
export function failureOutcome(route: AiRoute, error: unknown, anonymous: boolean): FailureOutcome | null {
  if (error instanceof AskAborted) return null;
  if (error instanceof LimitReached) {
    if (anonymous || !error.usage || error.usage.plan === 'anonymous') {
      return { text: limitMessage('anonymous', ANONYMOUS_DAILY_LIMIT), refund: true, limit: 'anonymous' };
    }
    useUsageStore.getState().applyServerUsage({ ...error.usage, remaining: 0 });
    return {
      text: limitMessage(error.usage.plan, error.usage.limit),
      refund: false,
      limit: error.usage.plan,
    };
  }
  if (error instanceof DeliveryError) {
    if (route === 'direct') return { text: directAiErrorText(error.failure), refund: true };
    const usageReason = usageFailureReason(error.failure);
    if (usageReason) return { text: chatStrings.errors.recordUsage(usageReason), refund: true };
    return { text: backendErrorText(error.failure), refund: true };
  }
  if (error instanceof Error && error.name === 'DirectAiError') return { text: error.message, refund: true };
  console.error('Unexpected failure while asking the tutor', error);
  return { text: chatStrings.errors.generic, refund: true };
}
