/**
 * When a queued item is tried again after a failed attempt (pure: no timers, no I/O). Exponential with
 * "equal jitter": after the n-th failure the wait is between half and all of base·2^(n-1), capped, so
 * many devices coming back at once do not retry in step.
 */
export interface BackoffPolicy {
  /** The wait after the first failure, before jitter (ms). */
  baseMs: number;
  /** No wait is longer than this (ms). */
  maxMs: number;
}

export const OUTBOX_BACKOFF: BackoffPolicy = { baseMs: 2_000, maxMs: 5 * 60_000 };

/** The wait (ms) after `failures` failed attempts in a row; 0 when nothing has failed yet. */
export function retryDelay(
  failures: number,
  random: () => number = Math.random,
  policy = OUTBOX_BACKOFF,
): number {
  if (!Number.isFinite(failures) || failures <= 0) return 0;
  // 2^(failures-1) overflows nothing: the exponent is clamped before the cap applies.
  const exponent = Math.min(failures - 1, 30);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  const r = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}

/** The earliest moment the item may be tried again. */
export const nextAttemptAt = (failedAt: number, failures: number, random?: () => number): number =>
  failedAt + retryDelay(failures, random);

/**
 * Which items to try now. `force` (start-up, back online, Background Sync) tries everything: the
 * condition that made them fail has probably changed. Otherwise only items whose wait is over.
 */
export function dueItems<T extends { id: string }>(
  items: readonly T[],
  notBefore: ReadonlyMap<string, number>,
  now: number,
  force: boolean,
): T[] {
  if (force) return [...items];
  return items.filter((item) => (notBefore.get(item.id) ?? 0) <= now);
}

/** The earliest pending retry time among the items, or null when none is waiting. */
export function earliestRetry(
  items: readonly { id: string }[],
  notBefore: ReadonlyMap<string, number>,
): number | null {
  let earliest: number | null = null;
  for (const item of items) {
    const at = notBefore.get(item.id);
    if (at !== undefined && (earliest === null || at < earliest)) earliest = at;
  }
  return earliest;
}
