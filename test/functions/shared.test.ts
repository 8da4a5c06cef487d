import { describe, expect, it } from 'vitest';
import { jwtRole } from '../../supabase/functions/_shared/auth.ts';
import { envInt, readEnv } from '../../supabase/functions/_shared/env.ts';
import { clientIp, hashIp } from '../../supabase/functions/_shared/ip.ts';
import { parseServerTiming, StepTimer } from '../../supabase/functions/_shared/timing.ts';
import { isEmail } from '../../supabase/functions/_shared/validate.ts';
import { validatePaymentRequest } from '../../supabase/functions/create-payment-intent/handler.ts';

const withHeaders = (headers: Record<string, string>) => new Request('http://x/', { headers });
const token = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('shared helpers', () => {
  it('times steps into a Server-Timing header, a failing step included, and reads it back', async () => {
    let now = 100;
    const timer = new StepTimer(() => now);
    await timer.step('auth', async () => {
      now += 2.04;
    });
    await expect(
      timer.step('reserve', async () => {
        now += 5;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    now += 1;
    expect(timer.header()).toBe('auth;dur=2.0, reserve;dur=5.0, total;dur=8.0');
    expect([...parseServerTiming('auth;dur=2.0, cache;desc="hit", total;dur=8')]).toEqual([
      ['auth', 2],
      ['total', 8],
    ]);
    expect(parseServerTiming(null).size).toBe(0);
  });

  it('reads only known, non-blank environment names', () => {
    const env = readEnv({ AI_API_KEY: ' sk-1 ', STRIPE_SECRET_KEY: '  ', HOME: '/root' });
    expect(env).toEqual({ AI_API_KEY: 'sk-1' });
    expect(envInt({ ANON_DAILY_CAP: '12' }, 'ANON_DAILY_CAP', 50)).toBe(12);
    expect(envInt({ ANON_DAILY_CAP: 'many' }, 'ANON_DAILY_CAP', 50)).toBe(50);
    expect(envInt({ ANON_DAILY_CAP: '0' }, 'ANON_DAILY_CAP', 50, 1)).toBe(50);
  });

  it('takes the caller IP from the first x-forwarded-for entry', () => {
    expect(clientIp(withHeaders({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientIp(withHeaders({}))).toBe('unknown');
  });

  it('hashes IPs with a key: stable, hex, and different under another key', async () => {
    const a = await hashIp('203.0.113.7', 'key-1');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashIp('203.0.113.7', 'key-1')).toBe(a);
    expect(await hashIp('203.0.113.7', 'key-2')).not.toBe(a);
  });

  it('reads the role claim of anon keys without trusting anything else', () => {
    expect(jwtRole(token({ role: 'anon', iss: 'supabase' }))).toBe('anon');
    expect(jwtRole(token({ role: 'authenticated' }))).toBe('authenticated');
    expect(jwtRole('sb_publishable_abc')).toBeUndefined();
    expect(jwtRole('a.!!!.c')).toBeUndefined();
  });

  it('checks e-mail formats as a browser would', () => {
    for (const ok of ['ada@example.com', 'a.b+c@sub.example.co.uk']) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com', 'ada@ex..com']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it("validates payment requests with SPEC's texts and ignores amount and currency", () => {
    expect(validatePaymentRequest({ planType: 'diamond', amount: 1, currency: 'eur' })).toEqual({
      plan: 'diamond',
    });
    expect(validatePaymentRequest({ planType: 'gold', userEmail: ' ada@example.com ' })).toEqual({
      plan: 'gold',
      email: 'ada@example.com',
    });
    expect(() => validatePaymentRequest({ planType: 'free' })).toThrow('Invalid plan type');
    expect(() => validatePaymentRequest({ planType: 'gold', userEmail: 'x@' })).toThrow(
      'Invalid email format',
    );
  });
});
