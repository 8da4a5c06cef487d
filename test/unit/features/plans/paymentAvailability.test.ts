import { describe, expect, it } from 'vitest';
import {
  parsePaymentStatus,
  paymentAvailability,
  upgradeBlocked,
} from '../../../../src/features/plans/paymentAvailability.ts';

describe('payment availability on the plans page', () => {
  it('is unavailable when the build has no publishable key or the server has no Stripe key', () => {
    expect(paymentAvailability(false, true)).toBe('unavailable');
    expect(paymentAvailability(true, false)).toBe('unavailable');
    expect(paymentAvailability(true, true)).toBe('available');
    // Not known (still asking, or the question failed): upgrades stay offered.
    expect(paymentAvailability(true, null)).toBe('unknown');
  });

  it("reads payment-status's answer", () => {
    expect(parsePaymentStatus({ available: false })).toBe(false);
    expect(parsePaymentStatus({ available: true })).toBe(true);
    expect(parsePaymentStatus({ available: 'yes' })).toBeNull();
    expect(parsePaymentStatus({})).toBeNull();
  });

  it('blocks only upgrades, and only when payments are known to be off', () => {
    expect(upgradeBlocked('unavailable', 'free', 'gold')).toBe(true);
    expect(upgradeBlocked('unavailable', 'gold', 'diamond')).toBe(true);
    expect(upgradeBlocked('unavailable', 'diamond', 'gold')).toBe(false);
    expect(upgradeBlocked('unavailable', 'gold', 'gold')).toBe(false);
    expect(upgradeBlocked('unknown', 'free', 'gold')).toBe(false);
    expect(upgradeBlocked('available', 'free', 'diamond')).toBe(false);
  });
});
