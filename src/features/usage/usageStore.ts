import type { Usage } from '@shared/contract/usage.ts';
import { create } from 'zustand';
import { usageStrings } from '../../lib/strings.ts';
import { useAuthStore } from '../auth/authStore.ts';
import {
  type AnonUsage,
  anonFigures,
  readAnonUsage,
  recordAnonQuestion,
  refundAnonQuestion,
  writeAnonUsage,
} from './anonymousUsage.ts';
import { recallUsage, rememberUsage } from './lastKnownUsage.ts';
import { fetchServerUsage } from './serverUsage.ts';

interface UsageState {
  /** Today's figures, or null until known. */
  usage: Usage | null;
  /** `usage` is a signed-in user's last known figures from an earlier visit, not yet confirmed. */
  lastKnown: boolean;
  /** Shows the user's last known figures (kept in this browser) while nothing newer is known. */
  showLastKnown: (userId: string) => void;
  /** Reads this browser's anonymous record (new UTC day → a fresh allowance). */
  loadAnonymous: () => Usage;
  /** Asks the server for a signed-in user's figures. */
  refreshFromServer: () => Promise<Usage>;
  /** Takes the server's figures from a chat answer (anonymous figures from the server are ignored). */
  applyServerUsage: (usage: Usage) => void;
  /** Counts one anonymous question before it is sent; throws when storage fails or the limit is reached. */
  recordAnonymous: () => Usage;
  /** Gives an anonymous question back when the AI could not answer it. */
  refundAnonymous: () => void;
  forget: () => void;
}

function storage(): Storage {
  try {
    if (globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // Access can throw (blocked cookies/storage).
  }
  throw new Error(usageStrings.storageUnavailable);
}

function updateAnon(change: (usage: AnonUsage) => AnonUsage): Usage {
  const store = storage();
  const next = change(readAnonUsage(store));
  writeAnonUsage(store, next);
  return anonFigures(next);
}

/** Keeps a signed-in user's figures from the server for the next (maybe offline) start. */
function remember(usage: Usage): void {
  const userId = useAuthStore.getState().user?.id;
  if (!userId || usage.plan === 'anonymous') return;
  try {
    rememberUsage(storage(), userId, usage);
  } catch {
    // No storage: nothing to keep.
  }
}

export const useUsageStore = create<UsageState>((set, get) => ({
  usage: null,
  lastKnown: false,
  showLastKnown: (userId) => {
    if (get().usage) return;
    try {
      const usage = recallUsage(storage(), userId);
      if (usage) set({ usage, lastKnown: true });
    } catch {
      // No storage: the badge waits for the server.
    }
  },
  loadAnonymous: () => {
    const usage = anonFigures(readAnonUsage(storage()));
    set({ usage, lastKnown: false });
    return usage;
  },
  refreshFromServer: async () => {
    const usage = await fetchServerUsage();
    set({ usage, lastKnown: false });
    remember(usage);
    return usage;
  },
  applyServerUsage: (usage) => {
    if (usage.plan === 'anonymous') return;
    set({ usage, lastKnown: false });
    remember(usage);
  },
  recordAnonymous: () => {
    const usage = updateAnon(recordAnonQuestion);
    set({ usage });
    return usage;
  },
  refundAnonymous: () => {
    try {
      set({ usage: updateAnon(refundAnonQuestion) });
    } catch {
      // Nothing was stored, so there is nothing to give back.
    }
  },
  forget: () => set({ usage: null, lastKnown: false }),
}));
