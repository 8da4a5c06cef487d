import type { UsagePlan } from '@shared/contract/usage.ts';
import { catalogueLanguage } from '../../lib/i18n/catalogue.ts';
import { chatStrings } from '../../lib/strings.ts';
import { useUsageStore } from './usageStore.ts';
import { limitMessage } from './usageText.ts';

export type UsageGate =
  | { allowed: true; anonymous: boolean; refund: () => void }
  | {
      allowed: false;
      message: string /** Set when the daily limit is what refused it. */;
      limit?: UsagePlan;
    };

/**
 * SPEC §8's {reason}: the error's own message in English; in Spanish and Arabic (issue 21) the
 * catalogue's, since a server's or the browser's message is English.
 */
const reasonOf = (error: unknown): string =>
  catalogueLanguage() !== 'en'
    ? chatStrings.errors.usageReason
    : error instanceof Error && error.message
      ? error.message
      : String(error);

/**
 * SPEC §4 step 2: check (and for an anonymous visitor, record) one question before sending. A signed-in
 * user's question is recorded by the server itself, atomically, when it answers.
 */
export async function checkAndRecordUsage(signedIn: boolean): Promise<UsageGate> {
  const store = useUsageStore.getState();
  if (signedIn) {
    let usage = store.usage;
    if (!usage || usage.plan === 'anonymous' || store.lastKnown) {
      try {
        usage = await store.refreshFromServer();
      } catch (error) {
        // Last known figures (an offline start) still decide; the server checks again when it answers.
        if (!usage || usage.plan === 'anonymous' || !store.lastKnown) {
          return { allowed: false, message: chatStrings.errors.checkUsage(reasonOf(error)) };
        }
      }
    }
    if (usage.remaining <= 0) {
      return { allowed: false, message: limitMessage(usage.plan, usage.limit), limit: usage.plan };
    }
    return { allowed: true, anonymous: false, refund: () => {} };
  }

  let usage: ReturnType<typeof store.loadAnonymous>;
  try {
    usage = store.loadAnonymous();
  } catch (error) {
    return { allowed: false, message: chatStrings.errors.checkUsage(reasonOf(error)) };
  }
  if (usage.remaining <= 0) {
    return { allowed: false, message: limitMessage('anonymous', usage.limit), limit: 'anonymous' };
  }
  try {
    store.recordAnonymous();
  } catch (error) {
    return { allowed: false, message: chatStrings.errors.recordUsage(reasonOf(error)) };
  }
  return { allowed: true, anonymous: true, refund: () => useUsageStore.getState().refundAnonymous() };
}
