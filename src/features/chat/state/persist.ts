import type { StoredChat } from '../../../lib/db.ts';
import { currentChatOwner, saveMessage, titleFromQuestion } from '../../history/index.ts';
import { rememberActiveChat } from './activeChat.ts';
import { type ChatMessage, useChatStore } from './chatStore.ts';

/** The chat record after `message`: moved to the top, and named by its first question. */
function chatAfter(chat: StoredChat, messages: ChatMessage[], message: ChatMessage): StoredChat {
  const firstQuestion = message.kind === 'question' && !messages.some((m) => m.kind === 'question');
  return {
    ...chat,
    title: firstQuestion ? titleFromQuestion(message.text, message.image !== null) : chat.title,
    updatedAt: Math.max(chat.updatedAt, message.createdAt),
  };
}

/**
 * Writes a message (and its chat) to IndexedDB, then shows it. A failed write is noted, not fatal: the
 * conversation goes on and only the history misses it.
 */
export async function addMessage(message: ChatMessage): Promise<void> {
  const { chat, messages } = useChatStore.getState();
  if (message.chatId !== chat.id) return;
  let next = chatAfter(chat, messages, message);
  // A new chat's owner: who is signed in when it is first saved (kept on later saves by the repo).
  if (next.account === undefined) next = { ...next, account: currentChatOwner() };
  try {
    next = await saveMessage(message, next);
    rememberActiveChat(next.id);
  } catch (error) {
    console.warn('Could not save the message to this device', error);
    useChatStore.getState().markHistoryUnavailable();
  }
  const store = useChatStore.getState();
  store.updateChat(next);
  store.appendMessage(message);
}

/** Saves a changed message of the open chat (its chat record unchanged) and shows the change. */
export async function updateMessage(message: ChatMessage): Promise<void> {
  const { chat } = useChatStore.getState();
  if (message.chatId !== chat.id) return;
  useChatStore.getState().replaceMessage(message);
  try {
    await saveMessage(message, chat);
  } catch (error) {
    console.warn('Could not save the message to this device', error);
    useChatStore.getState().markHistoryUnavailable();
  }
}
