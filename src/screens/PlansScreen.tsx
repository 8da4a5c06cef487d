import { PLAN_IDS } from '@shared/contract/plans.ts';
import { lazy, Suspense, useEffect } from 'react';
import { authSelectors, useAuthStore } from '../features/auth/authStore.ts';
import { publishableKeyValid } from '../features/payments/publishableKey.ts';
import { cardButton, trialOffer, withPayments } from '../features/plans/cardButtons.ts';
import { PaymentsOffNotice } from '../features/plans/components/PaymentsOffNotice.tsx';
import { PlanCard } from '../features/plans/components/PlanCard.tsx';
import { PlanDialogs } from '../features/plans/components/PlanDialogs.tsx';
import { PlanNotice } from '../features/plans/components/PlanNotice.tsx';
import { TrialOffer } from '../features/plans/components/TrialOffer.tsx';
import { paymentAvailability } from '../features/plans/paymentAvailability.ts';
import { usePlansStore } from '../features/plans/plansStore.ts';
import { usePlanFlow } from '../features/plans/usePlanFlow.ts';
import { useReturnFocus } from '../features/plans/useReturnFocus.ts';
import { config } from '../lib/config.ts';
import { paymentStrings } from '../lib/strings.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Spinner } from '../ui/Spinner.tsx';

// The payment modal (and Stripe.js, which it loads) is fetched only when a payment starts.
const loadPaymentModal = () => import('../features/payments/PaymentModal.tsx');
const PaymentModal = lazy(loadPaymentModal);

export default function PlansScreen() {
  const userId = useAuthStore(authSelectors.userId);
  const email = useAuthStore((state) => state.user?.email ?? null);
  const status = usePlansStore((state) => state.status);
  const serverPayments = usePlansStore((state) => state.serverPayments);
  const { flow, account, auth, choose, confirm, paid, owned, login, close, continueToChat, keep, keeping } =
    usePlanFlow();
  const payments = paymentAvailability(publishableKeyValid(config.stripePublishableKey), serverPayments);

  useEffect(() => {
    if (auth === 'signedIn' && userId) void usePlansStore.getState().load(userId);
    if (auth === 'signedOut') usePlansStore.getState().forget();
  }, [auth, userId]);

  // Fetch the modal's code while the user reads the upgrade confirmation (not Stripe.js itself).
  const upgrading = flow.step === 'confirm' && flow.kind === 'upgrade';
  useEffect(() => {
    if (upgrading) void loadPaymentModal();
  }, [upgrading]);

  useReturnFocus(flow.step !== 'idle');

  const offer = trialOffer(auth, account, payments);
  return (
    <>
      {payments === 'unavailable' && <PaymentsOffNotice />}
      <PlanNotice
        status={auth === 'signedIn' ? status : 'idle'}
        account={account}
        onRetry={() => {
          if (userId) void usePlansStore.getState().load(userId);
        }}
        onKeep={() => void keep()}
        keeping={keeping}
      />
      <ul className="plans">
        {PLAN_IDS.map((id) => (
          <PlanCard
            key={id}
            id={id}
            button={withPayments(cardButton(id, auth, account), id, auth, account, payments)}
            onChoose={choose}
          />
        ))}
      </ul>
      <TrialOffer offer={offer} onChoose={choose} />
      <PlanDialogs
        flow={flow}
        account={account}
        onConfirm={confirm}
        onClose={close}
        onContinue={continueToChat}
      />
      {flow.step === 'payment' && (
        <Suspense
          fallback={
            <Dialog open title={paymentStrings.titles[flow.to]} onClose={close}>
              <Spinner label={paymentStrings.initialising} />
            </Dialog>
          }
        >
          <PaymentModal
            plan={flow.to}
            email={email}
            onClose={close}
            onPaid={paid}
            onOwned={owned}
            onLogin={login}
          />
        </Suspense>
      )}
    </>
  );
}
