import { useChatStore } from '../features/chat/state/chatStore.ts';
import { PERSIST_ASKED_KEY, requestPersistenceOnce } from '../features/install/storagePersistence.ts';
import { openAppDb } from '../lib/db.ts';

const hasQuestion = (messages: { role: string }[]): boolean => messages.some((m) => m.role === 'user');

/**
 * Asks for persistent storage once the student has something worth keeping: a chat already saved on
 * this device, or the first question of this visit (the chat is written to IndexedDB with it).
 */
export async function persistWhenChatsSaved(): Promise<void> {
  if (localStorage.getItem(PERSIST_ASKED_KEY)) return;
  const ask = () => void requestPersistenceOnce(navigator.storage, localStorage);
  if (hasQuestion(useChatStore.getState().messages)) return ask();
  let saved = 0;
  try {
    saved = await (await openAppDb()).count('chats');
  } catch {
    // No IndexedDB (private mode): nothing is saved, so there is nothing to keep.
    return;
  }
  if (saved > 0) return ask();
  const stop = useChatStore.subscribe((state) => {
    if (!hasQuestion(state.messages)) return;
    stop();
    ask();
  });
  // A question asked while the count was read.
  if (hasQuestion(useChatStore.getState().messages)) {
    stop();
    ask();
  }
}
