import type { PlanId } from '@shared/contract/plans.ts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { loadProfile } from './profileApi.ts';

export type PlanState = { status: 'loading' } | { status: 'ready'; plan: PlanId } | { status: 'failed' };

interface ProfilePlanState {
  /** Whose plan `state` is; a different user's cached plan is never shown. */
  userId: string | null;
  state: PlanState;
}

/**
 * The one shared copy of the signed-in user's plan in force, for the profile badge. The plans feature
 * publishes every confirmed change here, so the badge follows without a reload.
 */
const useProfilePlanStore = create<ProfilePlanState>(() => ({ userId: null, state: { status: 'loading' } }));

const LOADING: PlanState = { status: 'loading' };
let latestRequest = 0;

/** Reads the profile row again; a cached plan of the same user stays on screen meanwhile. */
export async function refreshProfilePlan(userId: string): Promise<void> {
  const request = ++latestRequest;
  if (useProfilePlanStore.getState().userId !== userId) {
    useProfilePlanStore.setState({ userId, state: LOADING });
  }
  try {
    const profile = await loadProfile(userId);
    if (request === latestRequest) {
      useProfilePlanStore.setState({ userId, state: { status: 'ready', plan: profile.plan_type } });
    }
  } catch (error) {
    console.error(error);
    const current = useProfilePlanStore.getState();
    if (request === latestRequest && !(current.userId === userId && current.state.status === 'ready')) {
      useProfilePlanStore.setState({ userId, state: { status: 'failed' } });
    }
  }
}

/** A plan the server has confirmed (payment, plan change, or a fresh read by the plans page). */
export function publishProfilePlan(userId: string, plan: PlanId): void {
  latestRequest += 1; // an older read in flight must not overwrite this
  useProfilePlanStore.setState({ userId, state: { status: 'ready', plan } });
}

/** The plan of the user's profile row, for the profile badge; re-read whenever the badge appears. */
export function useProfilePlan(userId: string | null): PlanState {
  const state = useProfilePlanStore((s) => (userId && s.userId === userId ? s.state : LOADING));
  useEffect(() => {
    if (userId) void refreshProfilePlan(userId);
  }, [userId]);
  return state;
}
