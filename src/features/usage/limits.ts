/** SPEC §6/§9 daily question limits. The server's `plans` table is the authority for signed-in users. */
export type PlanId = 'free' | 'gold' | 'diamond';
export type UsagePlan = PlanId | 'anonymous';

export const DAILY_LIMITS: Record<UsagePlan, number> = {
  anonymous: 5,
  free: 5,
  gold: 150,
  diamond: 500,
};

/** Today's figures, from the server (signed in) or from this browser (anonymous). */
export interface UsageFigures {
  used: number;
  limit: number;
  remaining: number;
  plan: UsagePlan;
}

export const isPlanId = (value: unknown): value is PlanId =>
  value === 'free' || value === 'gold' || value === 'diamond';

/** Figures from a server answer (`usage` of chat-with-ai, or a get_usage() row), or null if malformed. */
export function usageFromServer(raw: unknown): UsageFigures | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const row = raw as Record<string, unknown>;
  const limit = Number(row.limit ?? row.daily_limit);
  const used = Number(row.used);
  if (!Number.isFinite(limit) || !Number.isFinite(used)) return null;
  const remaining = row.remaining === undefined ? limit - used : Number(row.remaining);
  const plan = isPlanId(row.plan) ? row.plan : 'anonymous';
  return { used, limit, remaining: Math.max(0, Number.isFinite(remaining) ? remaining : 0), plan };
}
