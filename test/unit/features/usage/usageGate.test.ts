import { afterEach, describe, expect, it } from 'vitest';
import { ANON_USAGE_KEY } from '../../../../src/features/usage/anonymousUsage.ts';
import { checkAndRecordUsage } from '../../../../src/features/usage/usageGate.ts';
import { useUsageStore } from '../../../../src/features/usage/usageStore.ts';
import { loadMessages } from '../../../../src/lib/i18n/catalogue.ts';
import { es } from '../../../../src/lib/i18n/messages/es.ts';

afterEach(() => useUsageStore.setState({ usage: null }));

describe('usage is checked and recorded before sending (SPEC §4 step 2)', () => {
  it('records an anonymous question in this browser, and refunds it on request', async () => {
    const gate = await checkAndRecordUsage(false);
    expect(gate).toMatchObject({ allowed: true, anonymous: true });
    expect(JSON.parse(localStorage.getItem(ANON_USAGE_KEY) ?? '{}').questionsAsked).toBe(1);
    expect(useUsageStore.getState().usage).toMatchObject({ used: 1, remaining: 4, plan: 'anonymous' });
    if (gate.allowed) gate.refund();
    expect(JSON.parse(localStorage.getItem(ANON_USAGE_KEY) ?? '{}').questionsAsked).toBe(0);
  });

  it('refuses the sixth anonymous question with the sign-up message', async () => {
    for (let i = 0; i < 5; i++) expect((await checkAndRecordUsage(false)).allowed).toBe(true);
    const sixth = await checkAndRecordUsage(false);
    expect(sixth.allowed).toBe(false);
    if (!sixth.allowed) expect(sixth.message).toMatch(/^You've used all 5 questions for today\. Sign up/);
    expect(JSON.parse(localStorage.getItem(ANON_USAGE_KEY) ?? '{}').questionsAsked).toBe(5);
  });

  it("reports storage that fails as 'Unable to record usage'", async () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      const gate = await checkAndRecordUsage(false);
      expect(gate).toEqual({ allowed: false, message: '⚠️ Unable to record usage: QuotaExceededError' });
      // Issue 21: in Spanish the reason is the catalogue's, not the browser's English.
      await loadMessages('es');
      localStorage.removeItem(ANON_USAGE_KEY);
      expect(await checkAndRecordUsage(false)).toEqual({
        allowed: false,
        message: es.chatStrings.errors.recordUsage(es.chatStrings.errors.usageReason),
      });
    } finally {
      Storage.prototype.setItem = original;
      await loadMessages('en');
    }
  });

  it('a signed-in user with known figures: the limit message by plan, else allowed (the server records)', async () => {
    useUsageStore.setState({ usage: { used: 5, limit: 5, remaining: 0, plan: 'free' } });
    const refused = await checkAndRecordUsage(true);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed)
      expect(refused.message).toContain('Upgrade to Gold (150 questions) or Diamond (500 questions)');
    useUsageStore.setState({ usage: { used: 1, limit: 150, remaining: 149, plan: 'gold' } });
    expect(await checkAndRecordUsage(true)).toMatchObject({ allowed: true, anonymous: false });
    expect(localStorage.getItem(ANON_USAGE_KEY)).toBeNull();
  });

  it("a signed-in user whose figures cannot be fetched gets 'Unable to check usage limit'", async () => {
    // No backend is configured in unit tests, so get_usage cannot be asked.
    const gate = await checkAndRecordUsage(true);
    expect(gate).toEqual({
      allowed: false,
      message: '⚠️ Unable to check usage limit: Backend not configured',
    });
  });
});
