import type { RateLimits } from '../config.ts';
import { AuthError } from './errors.ts';

/** GoTrue's answer when a per-IP limit is reached. */
export const rateLimited = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

/**
 * Fixed-window counters per key (e.g. `signin:127.0.0.1`): at most `limit` hits per window, as GoTrue's
 * per-IP limiters allow. In memory: a restart forgets them, like GoTrue's own.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly windowMs: number) {}

  /** Counts a hit; false when the key is over its limit for the current window. */
  hit(key: string, limit: number, now = Date.now()): boolean {
    if (this.windows.size > 10_000) this.prune(now);
    const w = this.windows.get(key);
    if (!w || now >= w.resetAt) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return limit >= 1;
    }
    w.count += 1;
    return w.count <= limit;
  }

  private prune(now: number) {
    for (const [key, w] of this.windows) if (now >= w.resetAt) this.windows.delete(key);
  }
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** Which limit of [auth.rate_limit] a route counts against (GoTrue's routing of its limiters). */
export function limitFor(route: string, grantType: string | null): keyof RateLimits | null {
  if (route === '/token') return grantType === 'refresh_token' ? 'token_refresh' : 'sign_in_sign_ups';
  if (route === '/verify') return 'token_verifications';
  if (['/signup', '/recover', '/resend', '/otp'].includes(route)) return 'sign_in_sign_ups';
  return null;
}

/** The server's per-IP limits, with the numbers from config.toml (or the startLocalBackend option). */
export class AuthRateLimits {
  private readonly limiter = new RateLimiter(FIVE_MINUTES);
  constructor(readonly limits: RateLimits) {}

  /** Throws GoTrue's 429 when this IP (or another key, e.g. an address) is over the route's limit. */
  check(kind: keyof RateLimits, key: string): void {
    if (!this.limiter.hit(`${kind}:${key}`, this.limits[kind])) throw rateLimited();
  }
}
