import type { Stripe, StripeCardElement, StripeCardElementOptions } from '@stripe/stripe-js';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { catalogueLanguage } from '../../lib/i18n/catalogue.ts';

export interface CardFieldState {
  /** The card field is on screen and can take input. */
  ready: boolean;
  complete: boolean;
  /** Stripe's own text for what is wrong with the card typed so far. */
  error: string | null;
}

/** The card field lives in Stripe's frame and cannot read our CSS: hand it the theme's colours. */
function cardStyle(): StripeCardElementOptions['style'] {
  const css = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    base: {
      color: token('--text', '#0f172a'),
      fontSize: '16px', // 16px keeps mobile browsers from zooming in on focus
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      iconColor: token('--muted', '#475569'),
      '::placeholder': { color: token('--muted', '#475569') },
    },
    invalid: { color: '#ef4444', iconColor: '#ef4444' },
  };
}

/** Creates Stripe's card element, mounts it into `container`, follows its state, destroys it on unmount. */
export function useCardElement(stripe: Stripe | null, container: RefObject<HTMLDivElement | null>) {
  const cardRef = useRef<StripeCardElement | null>(null);
  const [field, setField] = useState<CardFieldState>({ ready: false, complete: false, error: null });

  useEffect(() => {
    const node = container.current;
    if (!stripe || !node) return;
    // Issue 21: Stripe's field and its messages (SPEC §8 shows the provider's) in the app's language.
    const elements = stripe.elements({ locale: catalogueLanguage() });
    const card = elements.create('card', { style: cardStyle(), hidePostalCode: true });
    card.on('ready', () => setField((f) => ({ ...f, ready: true })));
    card.on('change', (event) =>
      setField({ ready: true, complete: event.complete, error: event.error?.message ?? null }),
    );
    card.mount(node);
    cardRef.current = card;
    return () => {
      cardRef.current = null;
      card.destroy();
    };
  }, [stripe, container]);

  return { cardRef, field };
}
