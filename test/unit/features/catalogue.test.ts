import { describe, expect, it } from 'vitest';
import { formatPrice, plans } from '../../../src/features/plans/catalogue.ts';

describe('plan catalogue (SPEC §3, §9)', () => {
  it('formats cents as dollars', () => {
    expect(formatPrice(plans.gold.priceCents)).toBe('$1.99');
    expect(formatPrice(plans.diamond.priceCents)).toBe('$4.99');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('has the daily limits 5, 150 and 500', () => {
    expect([plans.free.dailyLimit, plans.gold.dailyLimit, plans.diamond.dailyLimit]).toEqual([5, 150, 500]);
  });
});
