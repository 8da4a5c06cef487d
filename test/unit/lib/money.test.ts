import { PLANS } from '@shared/contract/plans.ts';
import { describe, expect, it } from 'vitest';
import { formatPrice, priceLabel } from '../../../src/lib/money.ts';

describe('prices', () => {
  it('formats cents as dollars', () => {
    expect(formatPrice(PLANS.gold.priceCents)).toBe('$1.99');
    expect(formatPrice(PLANS.diamond.priceCents)).toBe('$4.99');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('formats what create-payment-intent answers, in its currency', () => {
    expect(formatPrice(199, 'usd')).toBe('$1.99');
    expect(formatPrice(499, 'USD')).toBe('$4.99');
    expect(formatPrice(500, 'eur')).toBe('€5.00');
  });

  it("shows the free plan's price as $0 on its card (SPEC §2)", () => {
    expect(priceLabel(0)).toBe('$0');
    expect(priceLabel(199)).toBe('$1.99');
    expect(priceLabel(499)).toBe('$4.99');
  });
});
