import type { PaidPlanId, PlanId } from '@shared/contract/plans.ts';
import type { BillingAccount, PlanChangeResult } from './account.ts';
import { type ChangeKind, planChangeKind } from './planChange.ts';

export type ConfirmKind = Exclude<ChangeKind, 'ignore' | 'scheduled'>;

/** Which of the plans page's dialogs is open (SPEC §2 Plans, §4 plan-change flow). */
export type Flow =
  | { step: 'idle' }
  | { step: 'confirm'; kind: ConfirmKind; from: PlanId; to: PlanId; busy: boolean }
  | { step: 'payment'; from: PlanId; to: PaidPlanId }
  | { step: 'paid'; from: PlanId; to: PaidPlanId }
  | { step: 'changed'; from: PlanId; to: PlanId; result: PlanChangeResult }
  | { step: 'notice'; title: string; message: string };

export type FlowEvent =
  | { type: 'choose'; kind: ConfirmKind; from: PlanId; to: PlanId }
  | { type: 'confirm' }
  | { type: 'changed'; result: PlanChangeResult }
  | { type: 'paid' }
  | { type: 'notice'; title: string; message: string }
  | { type: 'close' }
  /** Leaves every dialog, whatever is in flight (e.g. the session ended: the user goes to log in). */
  | { type: 'reset' };

export const idle: Flow = { step: 'idle' };

export function flowReducer(flow: Flow, event: FlowEvent): Flow {
  switch (event.type) {
    case 'choose':
      return flow.step === 'idle'
        ? { step: 'confirm', kind: event.kind, from: event.from, to: event.to, busy: false }
        : flow;
    case 'confirm':
      if (flow.step !== 'confirm' || flow.busy) return flow;
      if (flow.kind === 'upgrade' && flow.to !== 'free')
        return { step: 'payment', from: flow.from, to: flow.to };
      return { ...flow, busy: true };
    case 'changed':
      return flow.step === 'confirm' && flow.busy
        ? { step: 'changed', from: flow.from, to: flow.to, result: event.result }
        : flow;
    case 'paid':
      return flow.step === 'payment' ? { step: 'paid', from: flow.from, to: flow.to } : flow;
    case 'notice':
      return { step: 'notice', title: event.title, message: event.message };
    case 'close':
      // A downgrade in flight cannot be called back: its dialog stays until the server answers.
      return flow.step === 'confirm' && flow.busy ? flow : idle;
    case 'reset':
      return idle;
  }
}

/** What a plan button does (SPEC §4): go to log in, wait for the plan, nothing, or ask to confirm. */
export type ChooseAction =
  | { kind: 'login' }
  | { kind: 'wait' }
  | { kind: 'none' }
  | { kind: 'confirm'; change: ConfirmKind };

export function chooseAction(
  auth: 'loading' | 'signedIn' | 'signedOut',
  account: BillingAccount | null,
  target: PlanId,
): ChooseAction {
  if (auth === 'signedOut') return { kind: 'login' };
  if (auth === 'loading' || !account) return { kind: 'wait' };
  const change = planChangeKind(account, target);
  if (change === 'ignore' || change === 'scheduled') return { kind: 'none' };
  return { kind: 'confirm', change };
}
