/**
 * A price in the currency's minor unit as the app writes it: '$1.99' for usd (SPEC §9), other
 * currencies through Intl (the server's plans table could name one).
 */
export function formatPrice(cents: number, currency = 'usd'): string {
  if (currency.toLowerCase() === 'usd') return `$${(cents / 100).toFixed(2)}`;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** The price as the plan cards show it: '$0' for free, '$1.99' otherwise (SPEC §2, §9). */
export const priceLabel = (cents: number): string => (cents === 0 ? '$0' : formatPrice(cents));
