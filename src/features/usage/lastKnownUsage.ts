import { readUsage, type Usage } from '@shared/contract/usage.ts';
import { utcDate } from './anonymousUsage.ts';

/**
 * A signed-in user's last figures from the server, kept in this browser so that the badge can show
 * them (marked as last known) after an offline reload, until the server answers (issue 13). One
 * record, for the last user who was signed in here; another user's record is never shown.
 */
export const LAST_USAGE_KEY = 'studymate.lastUsage';

interface LastUsage {
  userId: string;
  /** The UTC day the figures are for (YYYY-MM-DD). */
  date: string;
  usage: Usage;
}

export function rememberUsage(storage: Storage, userId: string, usage: Usage, now = new Date()): void {
  const record: LastUsage = { userId, date: utcDate(now), usage };
  try {
    storage.setItem(LAST_USAGE_KEY, JSON.stringify(record));
  } catch {
    // Full or blocked storage: the badge just waits for the server next time.
  }
}

/**
 * The user's last figures, or null. From an earlier UTC day they are today's fresh allowance of the
 * same plan (the daily count starts again at 0).
 */
export function recallUsage(storage: Storage, userId: string, now = new Date()): Usage | null {
  let record: Partial<LastUsage>;
  try {
    record = JSON.parse(storage.getItem(LAST_USAGE_KEY) ?? 'null') ?? {};
  } catch {
    return null;
  }
  if (record.userId !== userId || typeof record.date !== 'string') return null;
  const usage = readUsage(record.usage);
  if (!usage || usage.plan === 'anonymous') return null;
  if (record.date === utcDate(now)) return usage;
  return { ...usage, used: 0, remaining: usage.limit };
}
