import { ANONYMOUS_DAILY_LIMIT, type Usage } from '@shared/contract/usage.ts';
import { usageStrings } from '../../lib/strings.ts';

/**
 * An anonymous visitor's allowance, kept in this browser (SPEC §3 "Anonymous usage"): one fixed
 * localStorage key holding {date, questionsAsked, limit, remaining}, started afresh on a new UTC date.
 */
export const ANON_USAGE_KEY = 'studymate.anonymousUsage';

export interface AnonUsage {
  /** YYYY-MM-DD in UTC. */
  date: string;
  questionsAsked: number;
  limit: number;
  remaining: number;
}

export const utcDate = (now: Date): string => now.toISOString().slice(0, 10);

export const freshAnonUsage = (date: string, limit = ANONYMOUS_DAILY_LIMIT): AnonUsage => ({
  date,
  questionsAsked: 0,
  limit,
  remaining: limit,
});

/** The stored record for `today`: a missing, malformed or older record starts a new day. */
export function parseAnonUsage(raw: string | null, today: string): AnonUsage {
  if (!raw) return freshAnonUsage(today);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return freshAnonUsage(today);
  }
  if (typeof value !== 'object' || value === null) return freshAnonUsage(today);
  const { date, questionsAsked } = value as Record<string, unknown>;
  if (date !== today || typeof questionsAsked !== 'number' || !Number.isInteger(questionsAsked)) {
    return freshAnonUsage(today);
  }
  // The limit is ours, not the stored one: editing localStorage must not raise it.
  const asked = Math.max(0, questionsAsked);
  return withCount(freshAnonUsage(today), asked);
}

const withCount = (usage: AnonUsage, asked: number): AnonUsage => ({
  ...usage,
  questionsAsked: asked,
  remaining: Math.max(0, usage.limit - asked),
});

/** One more question; refuses at the limit (SPEC §5 "Usage recording"). */
export function recordAnonQuestion(usage: AnonUsage): AnonUsage {
  if (usage.remaining <= 0) throw new Error(usageStrings.dailyLimitExceeded);
  return withCount(usage, usage.questionsAsked + 1);
}

/** Gives a question back after the AI failed to answer it. */
export const refundAnonQuestion = (usage: AnonUsage): AnonUsage =>
  withCount(usage, Math.max(0, usage.questionsAsked - 1));

export const anonFigures = (usage: AnonUsage): Usage => ({
  used: usage.questionsAsked,
  limit: usage.limit,
  remaining: usage.remaining,
  plan: 'anonymous',
});

/** Reads today's record; throws when storage itself is unavailable. */
export function readAnonUsage(storage: Storage, now: Date = new Date()): AnonUsage {
  return parseAnonUsage(storage.getItem(ANON_USAGE_KEY), utcDate(now));
}

export function writeAnonUsage(storage: Storage, usage: AnonUsage): void {
  storage.setItem(ANON_USAGE_KEY, JSON.stringify(usage));
}
