import { describe, expect, it } from 'vitest';
import { confirmWording, planChangeKind } from '../../../../src/features/plans/planChange.ts';
import { account } from './accounts.ts';

const diamond = account({
  plan: 'diamond',
  periodEnd: '2026-05-17T12:00:00Z',
  subscriptionStatus: 'trialing',
  periodRunning: true,
});

describe('planChangeKind (SPEC §4 plan-change flow)', () => {
  it('ignores the plan already held', () => {
    for (const plan of ['free', 'gold', 'diamond'] as const) {
      expect(planChangeKind(account({ plan }), plan)).toBe('ignore');
    }
  });

  it('upgrades to a higher plan and downgrades to a lower one', () => {
    expect(planChangeKind(account(), 'gold')).toBe('upgrade');
    expect(planChangeKind(account(), 'diamond')).toBe('upgrade');
    expect(planChangeKind(account({ plan: 'gold' }), 'diamond')).toBe('upgrade');
    expect(planChangeKind(diamond, 'gold')).toBe('downgrade');
    expect(planChangeKind(diamond, 'free')).toBe('downgrade');
    expect(planChangeKind(account({ plan: 'gold' }), 'free')).toBe('downgrade');
  });

  it('does nothing for the plan already scheduled, and calls a raise of the scheduled plan a plain change', () => {
    const toFree = { ...diamond, scheduledPlan: 'free' as const };
    expect(planChangeKind(toFree, 'free')).toBe('scheduled');
    expect(planChangeKind(toFree, 'gold')).toBe('change');
    const toGold = { ...diamond, scheduledPlan: 'gold' as const };
    expect(planChangeKind(toGold, 'gold')).toBe('scheduled');
    expect(planChangeKind(toGold, 'free')).toBe('downgrade');
  });

  it('still upgrades a plan that is scheduled to end', () => {
    expect(planChangeKind(account({ plan: 'gold', scheduledPlan: 'free' }), 'diamond')).toBe('upgrade');
  });
});

describe('confirmWording', () => {
  it('upgrade to gold: paid today and every month', () => {
    expect(confirmWording('upgrade', account(), 'gold')).toEqual({
      title: 'Upgrade Plan',
      question: 'Upgrade from Free to Gold?',
      details: ['You pay $1.99 today, then $1.99 every month. Cancel any time.'],
      action: 'Continue to Payment',
    });
  });

  it('upgrade to diamond: the 7-day trial, then the price; a paid plan it replaces ends', () => {
    expect(confirmWording('upgrade', account({ plan: 'gold' }), 'diamond').details).toEqual([
      'Your 7-day free trial starts today. After it, you pay $4.99/month. Cancel any time.',
      'Your Gold subscription ends now and is not billed again.',
    ]);
  });

  it('downgrade during a paid period: features until the cycle ends, then gold billed or nothing', () => {
    const toGold = confirmWording('downgrade', diamond, 'gold', 'UTC');
    expect(toGold.title).toBe('Downgrade Plan');
    expect(toGold.question).toBe('Downgrade from Diamond to Gold?');
    expect(toGold.details).toEqual([
      'You keep your Diamond features until the end of your billing cycle on May 17, 2026.',
      'After that, you are billed $1.99/month for Gold.',
    ]);
    expect(toGold.action).toBe('Downgrade');
    expect(confirmWording('downgrade', diamond, 'free', 'UTC').details[1]).toBe(
      'After that, there are no further charges.',
    );
  });

  it('downgrade with no running period takes effect now', () => {
    const ended = { ...diamond, periodEnd: '2026-05-01T00:00:00Z', periodRunning: false };
    expect(confirmWording('downgrade', ended, 'free').details).toEqual([
      'The change takes effect now. There are no further charges.',
    ]);
    expect(confirmWording('downgrade', account({ plan: 'diamond' }), 'gold').details).toEqual([
      'The change takes effect now: you are on Gold.',
    ]);
  });

  it('plain change of the scheduled plan', () => {
    const wording = confirmWording('change', { ...diamond, scheduledPlan: 'free' }, 'gold', 'UTC');
    expect(wording.title).toBe('Change Plan');
    expect(wording.question).toBe('Switch to Gold instead of Free when your Diamond plan ends?');
    expect(wording.details[1]).toBe('After that, you are billed $1.99/month for Gold.');
    expect(wording.action).toBe('Change Plan');
  });
});
