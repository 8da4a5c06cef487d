import type { PaidPlanId } from '@shared/contract/plans.ts';
import { readUsage } from '@shared/contract/usage.ts';
import { create } from 'zustand';
import { publishProfilePlan } from '../auth/useProfilePlan.ts';
import { useUsageStore } from '../usage/usageStore.ts';
import { accountAfterChange, type BillingAccount, type PlanChangeResult } from './account.ts';
import { type PlanChangeOutcome, planChangeFailure } from './planErrors.ts';
import { fetchAccount, fetchPaymentStatus, requestKeepPlan, requestPlanChange } from './plansApi.ts';

export type ChangeAnswer = { ok: true; result: PlanChangeResult } | { ok: false; outcome: PlanChangeOutcome };

interface PlansState {
  userId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  account: BillingAccount | null;
  /** payment-status's answer: the server takes card payments (true), does not (false), or not known. */
  serverPayments: boolean | null;
  /** Reads the user's plan and billing period from the server. */
  load: (userId: string) => Promise<void>;
  /** Downgrades (or changes the plan that follows) through change-plan. */
  changePlan: (target: 'free' | 'gold', change: 'downgrade' | 'change') => Promise<ChangeAnswer>;
  /** Cancels the scheduled downgrade through keep-plan ("Keep Diamond"). */
  keepPlan: () => Promise<ChangeAnswer>;
  /** After confirm-payment said yes: takes its usage figures and re-reads the billing period. */
  completePurchase: (plan: PaidPlanId, usage: unknown) => Promise<void>;
  forget: () => void;
}

/** The usage badge, limit and Upgrade button follow the plan in force (the server's figures). */
function followUsage(usage?: unknown): void {
  const figures = usage === undefined ? null : readUsage(usage);
  const store = useUsageStore.getState();
  if (figures && figures.plan !== 'anonymous') store.applyServerUsage(figures);
  else store.refreshFromServer().catch((error: unknown) => console.error('usage refresh failed', error));
}

let latestLoad = 0;

export const usePlansStore = create<PlansState>((set, get) => {
  /** Shows a confirmed account everywhere: this page, the profile badge, the usage figures. */
  const publish = (userId: string, account: BillingAccount, usage?: unknown) => {
    set({ userId, status: 'ready', account });
    publishProfilePlan(userId, account.plan);
    const shown = useUsageStore.getState().usage?.plan;
    const stale = shown !== undefined && shown !== 'anonymous' && shown !== account.plan;
    if (usage !== undefined || stale) followUsage(usage);
  };

  return {
    userId: null,
    status: 'idle',
    account: null,
    serverPayments: null,

    load: async (userId) => {
      const request = ++latestLoad;
      void fetchPaymentStatus().then((available) => {
        if (get().userId === userId) set({ serverPayments: available });
      });
      const keep = get().userId === userId && get().account !== null;
      set({ userId, status: keep ? 'ready' : 'loading', ...(keep ? {} : { account: null }) });
      try {
        const account = await fetchAccount();
        if (request === latestLoad) publish(userId, account);
      } catch (error) {
        console.error(error);
        if (request === latestLoad && !keep) set({ status: 'failed' });
      }
    },

    changePlan: async (target, change) => {
      const { userId, account } = get();
      const answer = await requestPlanChange(target);
      if (!answer.ok) return { ok: false, outcome: planChangeFailure(answer.failure, change) };
      latestLoad += 1; // a read in flight predates this change
      if (userId && account) publish(userId, accountAfterChange(account, answer.result));
      return answer;
    },

    keepPlan: async () => {
      const { userId, account } = get();
      const answer = await requestKeepPlan();
      if (!answer.ok) return { ok: false, outcome: planChangeFailure(answer.failure, 'change') };
      latestLoad += 1;
      if (userId && account) publish(userId, accountAfterChange(account, answer.result));
      return answer;
    },

    completePurchase: async (plan, usage) => {
      const { userId } = get();
      if (!userId) return;
      latestLoad += 1;
      // The period of the new subscription is read next; the old one's must not be shown meanwhile.
      const bought: BillingAccount = {
        plan,
        scheduledPlan: null,
        periodEnd: null,
        subscriptionStatus: null,
        periodRunning: false,
      };
      publish(userId, bought, usage);
      try {
        publish(userId, await fetchAccount());
      } catch (error) {
        console.error(error); // the plan is right; only the period end is not known yet
      }
    },

    forget: () => {
      latestLoad += 1;
      set({ userId: null, status: 'idle', account: null, serverPayments: null });
    },
  };
});
