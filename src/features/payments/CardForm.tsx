import type { PaidPlanId } from '@shared/contract/plans.ts';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '../../lib/money.ts';
import { paymentStrings as s } from '../../lib/strings.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { Checkout } from './checkout.ts';
import { useCardElement } from './useCardElement.ts';

interface CardFormProps {
  stripe: Stripe | null;
  plan: PaidPlanId;
  checkout: Checkout;
  defaultEmail: string;
  processing: boolean;
  /** Stripe has accepted the card; only our server's confirmation is left to retry. */
  cardConfirmed: boolean;
  error: string | null;
  onSubmit: (email: string, card: StripeCardElement | null) => void;
  onCancel: () => void;
}

/** SPEC §4 ready form: the price, the billing e-mail and Stripe's card field. */
export function CardForm(props: CardFormProps) {
  const { stripe, plan, checkout, processing, cardConfirmed, error } = props;
  const [email, setEmail] = useState(props.defaultEmail);
  const container = useRef<HTMLDivElement>(null);
  const { cardRef, field } = useCardElement(stripe, container);
  const cardErrorId = useId();
  const price = formatPrice(checkout.amount, checkout.currency);
  const trial = checkout.kind === 'setup';

  useEffect(() => {
    cardRef.current?.update({ disabled: processing || cardConfirmed });
  }, [cardRef, processing, cardConfirmed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(email.trim(), cardRef.current);
  };

  return (
    <form className="payment-form" onSubmit={submit} aria-busy={processing}>
      <p className="payment-form__summary">
        {trial ? s.summaryTrial(checkout.trialDays, price) : s.summaryPaid(plan, price)}
      </p>
      {trial && <p className="payment-form__note">{s.trialNoCharge}</p>}
      <TextField
        label={s.billingEmail}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={processing || cardConfirmed}
      />
      <fieldset
        className="field payment-form__fieldset"
        aria-describedby={field.error ? cardErrorId : undefined}
      >
        <legend className="field__label">{s.card}</legend>
        <div
          className={`payment-form__card${field.error ? ' payment-form__card--invalid' : ''}`}
          ref={container}
        />
        {!field.ready && <span className="payment-form__hint">{s.cardLoading}</span>}
        {field.error && (
          <span id={cardErrorId} className="payment-form__card-error" role="alert">
            {field.error}
          </span>
        )}
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      {processing && (
        <p className="payment-form__status" role="status">
          {s.processingStatus}
        </p>
      )}
      <div className="payment-form__actions">
        <Button variant="secondary" onClick={props.onCancel} disabled={processing}>
          {s.cancelLabel}
        </Button>
        <Button type="submit" disabled={processing}>
          {processing ? s.processing : cardConfirmed ? s.confirmAgain : trial ? s.startTrial : s.pay(price)}
        </Button>
      </div>
      <p className="payment-form__secure">{s.secureNote}</p>
    </form>
  );
}
