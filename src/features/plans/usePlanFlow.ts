import type { PaidPlanId, PlanId } from '@shared/contract/plans.ts';
import { useReducer, useState } from 'react';
import { navigate } from '../../lib/router/hashLocation.ts';
import { planStrings as s } from '../../lib/strings.ts';
import { authSelectors, useAuthStore } from '../auth/authStore.ts';
import { chooseAction, flowReducer, idle } from './planFlow.ts';
import { usePlansStore } from './plansStore.ts';

/** SPEC §4 plan-change flow for the plans page: choose, confirm, pay or downgrade, and the dialogs after. */
export function usePlanFlow() {
  const [flow, dispatch] = useReducer(flowReducer, idle);
  const auth = useAuthStore(authSelectors.status);
  const account = usePlansStore((state) => state.account);

  const login = () => {
    dispatch({ type: 'reset' });
    navigate('/login');
  };

  const choose = (target: PlanId) => {
    const action = chooseAction(auth, account, target);
    if (action.kind === 'login') login();
    else if (action.kind === 'confirm' && account) {
      dispatch({ type: 'choose', kind: action.change, from: account.plan, to: target });
    }
  };

  const confirm = async () => {
    if (flow.step !== 'confirm' || flow.busy) return;
    dispatch({ type: 'confirm' });
    if (flow.kind === 'upgrade' || flow.to === 'diamond') return; // the payment modal takes over
    const answer = await usePlansStore.getState().changePlan(flow.to, flow.kind);
    if (answer.ok) dispatch({ type: 'changed', result: answer.result });
    else if (answer.outcome.kind === 'login') login();
    else dispatch({ type: 'notice', title: s.action.failedTitle, message: answer.outcome.text });
  };

  /** confirm-payment said yes: show the new plan everywhere, then the payment-success dialog. */
  const paid = async (confirmation: { plan: PaidPlanId; usage: unknown }) => {
    await usePlansStore.getState().completePurchase(confirmation.plan, confirmation.usage);
    dispatch({ type: 'paid' });
  };

  /** The server says the plan is held already (e.g. bought in another tab): say so and re-read it. */
  const owned = (plan: PlanId) => {
    dispatch({ type: 'notice', title: s.action.ownedTitle, message: s.action.owned(plan) });
    const userId = useAuthStore.getState().user?.id;
    if (userId) void usePlansStore.getState().load(userId);
  };

  /** "Keep Diamond": cancels the scheduled downgrade; a failure says so, as a failed change does. */
  const [keeping, setKeeping] = useState(false);
  const keep = async () => {
    if (keeping) return;
    setKeeping(true);
    const answer = await usePlansStore.getState().keepPlan();
    setKeeping(false);
    if (answer.ok) return;
    if (answer.outcome.kind === 'login') login();
    else dispatch({ type: 'notice', title: s.action.failedTitle, message: answer.outcome.text });
  };

  const close = () => dispatch({ type: 'close' });
  const continueToChat = () => {
    dispatch({ type: 'reset' });
    navigate('/');
  };

  return { flow, account, auth, choose, confirm, paid, owned, login, close, continueToChat, keep, keeping };
}
