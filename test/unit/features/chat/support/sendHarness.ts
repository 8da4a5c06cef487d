import { afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '../../../../../src/features/auth/authStore.ts';
import { useChatStore } from '../../../../../src/features/chat/state/chatStore.ts';
import { startNewChat } from '../../../../../src/features/chat/state/conversation.ts';
import { completeTyping } from '../../../../../src/features/chat/state/typingRunner.ts';
import { useUsageStore } from '../../../../../src/features/usage/usageStore.ts';
import { clearLocalData } from '../../../../../src/lib/db.ts';

/**
 * The send flow's unit-test setup: a signed-out visitor, a new chat and fake timers for the 2-second hold
 * and the typing (no backend and no AI key in unit tests, so the demo route answers: SPEC §4 rule 4);
 * afterwards the typing is finished and the usage figures and local data are reset.
 */
export function setUpSendFlow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    useAuthStore.getState().setSignedOut();
    startNewChat();
  });
  afterEach(async () => {
    completeTyping();
    vi.useRealTimers();
    localStorage.clear();
    useUsageStore.setState({ usage: null, lastKnown: false });
    await clearLocalData();
  });
}

export const chatState = () => useChatStore.getState();
export const messageKinds = () => chatState().messages.map((m) => m.kind);

// IndexedDB (fake-indexeddb) runs on setImmediate, which the fake timers leave alone.
const realSetTimeout = globalThis.setTimeout;
/** Lets the faked timers and IndexedDB finish the work that is due now. */
export async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
  await new Promise((resolve) => realSetTimeout(resolve, 1));
}
