import type { PaidPlanId, PlanId } from '@shared/contract/plans.ts';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useReducer, useRef, useState } from 'react';
import { config } from '../../lib/config.ts';
import { planStrings, paymentStrings as s } from '../../lib/strings.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CardForm } from './CardForm.tsx';
import { confirmCard } from './cardPayment.ts';
import type { Confirmation } from './checkout.ts';
import { confirmPurchase, createCheckout } from './paymentApi.ts';
import { checkoutProblem } from './paymentErrors.ts';
import { initialPayment, type PaymentState, paymentDismissible, paymentReducer } from './paymentMachine.ts';
import { loadStripeClient, publishableKeyValid } from './stripeLoader.ts';

export interface PaymentModalProps {
  plan: PaidPlanId;
  /** The account's e-mail: the billing e-mail's default and the Stripe customer's address. */
  email: string | null;
  onClose: () => void;
  /** The server confirmed the purchase; resolves once the app shows the new plan. */
  onPaid: (confirmation: Confirmation) => Promise<void>;
  /** The server says this plan (or a higher one) is held already, e.g. bought in another tab. */
  onOwned: (plan: PlanId) => void;
  /** The session is gone: SPEC §6 sends the user to log in. */
  onLogin: () => void;
}

function titleOf(state: PaymentState, plan: PaidPlanId): string {
  if (state.status === 'configError') return s.titles.configError;
  if (state.status === 'unavailable') return s.titles.unavailable;
  return s.titles[plan];
}

/**
 * SPEC §4 payment modal. Stripe.js is loaded when it opens, together with the server's checkout
 * (create-payment-intent). The card is confirmed with Stripe as the server's `kind` says, then
 * confirm-payment lets the server check with Stripe; only its yes changes the plan shown.
 */
export default function PaymentModal(props: PaymentModalProps) {
  const { plan, email } = props;
  const [state, dispatch] = useReducer(paymentReducer, initialPayment);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const handlers = useRef(props);
  handlers.current = props;
  const attempt = state.status === 'initialising' ? state.attempt : null;

  useEffect(() => {
    if (attempt === null) return;
    const key = config.stripePublishableKey;
    if (!publishableKeyValid(key)) {
      dispatch({ type: 'configMissing' });
      return;
    }
    let active = true;
    void (async () => {
      const [loaded, created] = await Promise.all([
        loadStripeClient(key).catch((error: unknown) => {
          console.error(error);
          return null;
        }),
        createCheckout(plan, email),
      ]);
      if (!active) return;
      if (!created.ok) {
        const problem = checkoutProblem(created.failure);
        if (problem.kind === 'config') dispatch({ type: 'configMissing' });
        else if (problem.kind === 'login') handlers.current.onLogin();
        else if (problem.kind === 'owned') handlers.current.onOwned(problem.plan);
        else dispatch({ type: 'unavailable', message: problem.text });
        return;
      }
      if (!loaded) {
        dispatch({ type: 'unavailable', message: s.errors.loadFailed });
        return;
      }
      setStripe(loaded);
      dispatch({ type: 'loaded', checkout: created.checkout });
    })();
    return () => {
      active = false;
    };
  }, [attempt, plan, email]);

  const submit = async (billingEmail: string, card: StripeCardElement | null) => {
    if (state.status !== 'ready') return;
    const { checkout, cardConfirmed } = state;
    if (!stripe) return dispatch({ type: 'invalid', message: s.errors.notReady });
    if (!card && !cardConfirmed) return dispatch({ type: 'invalid', message: s.errors.noCardElement });
    dispatch({ type: 'submit' });
    if (!cardConfirmed && card) {
      const outcome = await confirmCard(stripe, card, billingEmail, checkout);
      if (!outcome.ok) return dispatch({ type: 'failed', message: outcome.message });
      dispatch({ type: 'cardConfirmed' });
    }
    const confirmed = await confirmPurchase(checkout.purchaseId);
    if (!confirmed.ok) {
      if (confirmed.problem.kind === 'login') return handlers.current.onLogin();
      const message =
        confirmed.problem.kind === 'message' ? confirmed.problem.text : s.errors.confirmationFailed;
      return dispatch({ type: 'failed', message });
    }
    dispatch({ type: 'succeeded', plan: confirmed.confirmation.plan });
    await handlers.current.onPaid(confirmed.confirmation);
  };

  const dismissible = paymentDismissible(state);
  const close = () => {
    if (dismissible) props.onClose();
  };

  return (
    <Dialog open title={titleOf(state, plan)} onClose={close} dismissible={dismissible} className="payment">
      {state.status === 'initialising' && <Spinner label={s.initialising} />}
      {state.status === 'configError' && (
        <div className="payment__config-error">
          <p>{s.configErrorBody}</p>
          <p className="payment__detail">{s.configErrorDetail}</p>
          <Button block onClick={close}>
            {planStrings.close}
          </Button>
        </div>
      )}
      {state.status === 'unavailable' && (
        <>
          <Alert tone="error">{state.message}</Alert>
          <div className="payment-form__actions">
            <Button variant="secondary" onClick={close}>
              {planStrings.close}
            </Button>
            <Button onClick={() => dispatch({ type: 'retry' })}>{planStrings.retry}</Button>
          </div>
        </>
      )}
      {(state.status === 'ready' || state.status === 'processing') && (
        <CardForm
          stripe={stripe}
          plan={plan}
          checkout={state.checkout}
          defaultEmail={email ?? ''}
          processing={state.status === 'processing'}
          cardConfirmed={state.cardConfirmed}
          error={state.status === 'ready' ? state.error : null}
          onSubmit={(billingEmail, card) => void submit(billingEmail, card)}
          onCancel={close}
        />
      )}
      {state.status === 'success' && <Spinner label={s.succeeded} />}
    </Dialog>
  );
}
