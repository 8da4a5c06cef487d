import { describe, expect, it } from 'vitest';
import { cardButton, trialOffer, withPayments } from '../../../../src/features/plans/cardButtons.ts';
import { chooseAction, type Flow, flowReducer, idle } from '../../../../src/features/plans/planFlow.ts';
import { account } from './accounts.ts';

const result = {
  plan: 'diamond' as const,
  scheduledPlan: 'gold' as const,
  effectiveUntil: '2026-06-01T00:00:00Z',
};

describe('plan-change flow (SPEC §4)', () => {
  it('upgrade: confirm, then the payment modal, then the payment-success dialog', () => {
    let flow = flowReducer(idle, { type: 'choose', kind: 'upgrade', from: 'free', to: 'gold' });
    expect(flow).toEqual({ step: 'confirm', kind: 'upgrade', from: 'free', to: 'gold', busy: false });
    flow = flowReducer(flow, { type: 'confirm' });
    expect(flow).toEqual({ step: 'payment', from: 'free', to: 'gold' });
    expect(flowReducer(flow, { type: 'paid' })).toEqual({ step: 'paid', from: 'free', to: 'gold' });
  });

  it('downgrade: confirm is busy until the server answers, then the downgrade-success dialog', () => {
    let flow: Flow = flowReducer(idle, { type: 'choose', kind: 'downgrade', from: 'diamond', to: 'gold' });
    flow = flowReducer(flow, { type: 'confirm' });
    expect(flow).toMatchObject({ step: 'confirm', busy: true });
    expect(flowReducer(flow, { type: 'confirm' })).toBe(flow); // a second click sends nothing more
    expect(flowReducer(flow, { type: 'close' })).toBe(flow); // cannot be called back mid-flight
    expect(flowReducer(flow, { type: 'changed', result })).toEqual({
      step: 'changed',
      from: 'diamond',
      to: 'gold',
      result,
    });
  });

  it('closing leaves every dialog; a failure shows the plan-action dialog; reset always wins', () => {
    const confirm = flowReducer(idle, { type: 'choose', kind: 'downgrade', from: 'gold', to: 'free' });
    expect(flowReducer(confirm, { type: 'close' })).toBe(idle);
    const busy = flowReducer(confirm, { type: 'confirm' });
    const notice = flowReducer(busy, { type: 'notice', title: 'Plan Not Changed', message: 'x' });
    expect(notice).toEqual({ step: 'notice', title: 'Plan Not Changed', message: 'x' });
    expect(flowReducer(notice, { type: 'close' })).toBe(idle);
    expect(flowReducer(busy, { type: 'reset' })).toBe(idle);
  });

  it('ignores events that do not belong to the current step', () => {
    expect(flowReducer(idle, { type: 'paid' })).toBe(idle);
    expect(flowReducer(idle, { type: 'changed', result })).toBe(idle);
    const payment: Flow = { step: 'payment', from: 'free', to: 'gold' };
    expect(flowReducer(payment, { type: 'choose', kind: 'upgrade', from: 'free', to: 'diamond' })).toBe(
      payment,
    );
  });
});

describe('chooseAction', () => {
  it('sends signed-out visitors to log in (SPEC §4, §6)', () => {
    expect(chooseAction('signedOut', null, 'gold')).toEqual({ kind: 'login' });
  });

  it('waits while the session or the plan is loading', () => {
    expect(chooseAction('loading', null, 'gold')).toEqual({ kind: 'wait' });
    expect(chooseAction('signedIn', null, 'gold')).toEqual({ kind: 'wait' });
  });

  it('does nothing for the held or already scheduled plan, else asks to confirm', () => {
    expect(chooseAction('signedIn', account({ plan: 'gold' }), 'gold')).toEqual({ kind: 'none' });
    expect(chooseAction('signedIn', account({ plan: 'diamond', scheduledPlan: 'gold' }), 'gold')).toEqual({
      kind: 'none',
    });
    expect(chooseAction('signedIn', account(), 'diamond')).toEqual({ kind: 'confirm', change: 'upgrade' });
    expect(chooseAction('signedIn', account({ plan: 'gold' }), 'free')).toEqual({
      kind: 'confirm',
      change: 'downgrade',
    });
  });
});

describe('plan card buttons (SPEC §2)', () => {
  it("'Current Plan' disabled on the held plan, 'Choose …' on the others", () => {
    const gold = account({ plan: 'gold' });
    expect(cardButton('gold', 'signedIn', gold)).toEqual({
      label: 'Current Plan',
      disabled: true,
      current: true,
    });
    expect(cardButton('free', 'signedIn', gold)).toEqual({
      label: 'Choose Free',
      disabled: false,
      current: false,
    });
    expect(cardButton('diamond', 'signedIn', gold)).toEqual({
      label: 'Choose Diamond',
      disabled: false,
      current: false,
    });
  });

  it('signed out, every plan can be chosen (and leads to log in); loading, none', () => {
    expect(cardButton('free', 'signedOut', null)).toEqual({
      label: 'Choose Free',
      disabled: false,
      current: false,
    });
    expect(cardButton('gold', 'loading', null)).toEqual({
      label: 'Choose Gold',
      disabled: true,
      current: false,
    });
  });

  it('the scheduled plan says when it starts', () => {
    const scheduled = account({
      plan: 'diamond',
      scheduledPlan: 'gold',
      periodEnd: '2026-06-01T12:00:00Z',
      periodRunning: true,
    });
    expect(cardButton('gold', 'signedIn', scheduled, 'UTC')).toEqual({
      label: 'Starts Jun 1, 2026',
      disabled: true,
      current: false,
    });
  });

  it("'Start Diamond Plan' is not offered to diamond holders, who are told why", () => {
    expect(trialOffer('signedOut', null)).toEqual({ button: true, disabled: false, note: 'trial' });
    expect(trialOffer('signedIn', null)).toEqual({ button: true, disabled: true, note: 'trial' });
    expect(trialOffer('signedIn', account({ plan: 'gold' }))).toEqual({
      button: true,
      disabled: false,
      note: 'trial',
    });
    expect(trialOffer('signedIn', account({ plan: 'diamond' }))).toEqual({
      button: false,
      disabled: true,
      note: 'held',
    });
  });

  it('without payments, upgrades are off and downgrades stay', () => {
    const gold = account({ plan: 'gold' });
    const choose = (target: 'free' | 'diamond') =>
      withPayments(cardButton(target, 'signedIn', gold), target, 'signedIn', gold, 'unavailable');
    expect(choose('diamond')).toMatchObject({ label: 'Choose Diamond', disabled: true });
    expect(choose('free')).toMatchObject({ label: 'Choose Free', disabled: false });
    expect(trialOffer('signedIn', gold, 'unavailable')).toMatchObject({ button: true, disabled: true });
    expect(trialOffer('signedIn', gold, 'unknown')).toMatchObject({ disabled: false });
    const signedOut = cardButton('gold', 'signedOut', null);
    expect(withPayments(signedOut, 'gold', 'signedOut', null, 'unavailable').disabled).toBe(false);
  });
});
