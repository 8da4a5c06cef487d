import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { persistWhenChatsSaved } from '../../../src/app/persistWhenChatsSaved.ts';
import { useChatStore } from '../../../src/features/chat/state/chatStore.ts';
import { PERSIST_ASKED_KEY } from '../../../src/features/install/storagePersistence.ts';
import { clearLocalData, openAppDb } from '../../../src/lib/db.ts';

let persistCalls = 0;

/** Waits for the fire-and-forget request (a few microtasks and an IndexedDB round trip). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('persistent storage once chats are saved', () => {
  beforeEach(() => {
    persistCalls = 0;
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        persisted: async () => false,
        persist: async () => {
          persistCalls += 1;
          return true;
        },
      },
    });
    useChatStore.getState().clearConversation();
  });
  afterEach(async () => {
    await clearLocalData();
    useChatStore.getState().clearConversation();
  });

  it('waits for the first question, then asks once', async () => {
    await persistWhenChatsSaved();
    await settle();
    expect(persistCalls).toBe(0);

    const { chat, appendMessage } = useChatStore.getState();
    const question = {
      id: 'q1',
      chatId: chat.id,
      role: 'user' as const,
      kind: 'question' as const,
      text: 'What is a prime?',
      image: null,
      createdAt: Date.now(),
    };
    appendMessage(question);
    appendMessage({ ...question, id: 'q2' });
    await settle();
    expect(persistCalls).toBe(1);
    expect(localStorage.getItem(PERSIST_ASKED_KEY)).toBe('granted');

    // The next visit does not ask again.
    await persistWhenChatsSaved();
    await settle();
    expect(persistCalls).toBe(1);
  });

  it('asks at start-up when chats were saved on an earlier visit', async () => {
    const now = Date.now();
    await (await openAppDb()).put('chats', {
      id: 'c1',
      title: 'Primes',
      subject: null,
      createdAt: now,
      updatedAt: now,
    });
    await persistWhenChatsSaved();
    await settle();
    expect(persistCalls).toBe(1);
  });
});
