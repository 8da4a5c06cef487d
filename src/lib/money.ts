import { currentLocale } from './i18n/language.ts';

/**
 * A price in the currency's minor unit as the app writes it: '$1.99' for usd in English (SPEC §9),
 * otherwise through Intl in the reader's locale (issue 21: '1,99 US$' in Spanish; still dollars), as
 * for other currencies (the server's plans table could name one).
 */
export function formatPrice(cents: number, currency = 'usd', locale = currentLocale()): string {
  if (currency.toLowerCase() === 'usd' && locale === 'en-US') return `$${(cents / 100).toFixed(2)}`;
  const text = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
  // In right-to-left text the price stays one left-to-right unit ("1.99 US$", not "$US 1.99"): LRI … PDI.
  return locale.startsWith('ar') ? `\u2066${text}\u2069` : text;
}

/** The price as the plan cards show it: '$0' for free, '$1.99' otherwise (SPEC §2, §9). */
export const priceLabel = (cents: number, locale = currentLocale()): string =>
  cents === 0 && locale === 'en-US'
    ? '$0'
    : cents === 0
      ? new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).format(0)
      : formatPrice(cents, 'usd', locale);
