import type { Subject } from '@shared/contract/subjects.ts';
import { onLocalDataCleared, type StoredChat } from '../../../lib/db.ts';
import { useLanguageStore } from '../../../lib/i18n/language.ts';
import { subjectStrings } from '../../../lib/strings.ts';
import { loadChat, onSyncedChanges } from '../../history/index.ts';
import { nextTimestamp } from '../logic/timestamps.ts';
import { ensureVersions } from '../logic/versionsCache.ts';
import { recallActiveChat, rememberActiveChat as rememberActive } from './activeChat.ts';
import { useChatStore } from './chatStore.ts';
import { abandonResponse } from './inflight.ts';
import { makeMessage } from './messages.ts';
import { addMessage } from './persist.ts';
import { typeOut } from './typingRunner.ts';

/** SPEC §2 new-chat button: clears the conversation; the old chat stays in the history. */
export function startNewChat(): void {
  abandonResponse();
  useChatStore.getState().clearConversation();
  rememberActive(null);
}

/** Opens a chat from the history (works offline: IndexedDB only). */
export async function openChat(chatId: string): Promise<boolean> {
  const found = await loadChat(chatId);
  if (!found) return false;
  await ensureVersions(found.messages);
  abandonResponse();
  useChatStore.getState().openConversation(found.chat, found.messages);
  rememberActive(chatId);
  return true;
}

/** After a reload, reopens the chat this tab had open. */
export async function restoreActiveChat(): Promise<void> {
  const chatId = recallActiveChat();
  const { messages } = useChatStore.getState();
  if (!chatId || messages.length > 0) return;
  try {
    if (!(await openChat(chatId))) rememberActive(null);
  } catch (error) {
    console.warn('Could not reopen the last chat', error);
  }
}

/** SPEC §1: a subject chip starts a tutor session with its greeting, typed out. */
export async function pickSubject(subject: Subject): Promise<void> {
  if (useChatStore.getState().phase !== 'idle') return;
  const { greetings } = await import('../greetings.ts');
  const { chat, updateChat, phase } = useChatStore.getState();
  if (phase !== 'idle') return;
  // Issue 21: the greeting and the chat's title in the reader's language (the subject id stays English).
  const language = useLanguageStore.getState().language;
  updateChat({ ...chat, subject, title: subjectStrings[subject], updatedAt: nextTimestamp() });
  const greeting = makeMessage('assistant', 'greeting', greetings[language][subject]);
  await addMessage(greeting);
  typeOut(greeting.id, greeting.text);
}

/** Keeps the open chat's record in step with a rename made in the history list. */
export function chatRenamed(chat: StoredChat): void {
  useChatStore.getState().updateChat(chat);
}

/** The open chat was deleted from the history: start a new one. */
export function chatDeleted(chatId: string): void {
  if (useChatStore.getState().chat.id === chatId) startNewChat();
}

/**
 * The account sync changed chats on this device: the open one shows its new messages and title (when
 * nothing is in flight), or closes when another device deleted it.
 */
export async function syncedChatsChanged(
  changed: readonly string[],
  removed: readonly string[],
): Promise<void> {
  const { chat, phase } = useChatStore.getState();
  if (removed.includes(chat.id)) {
    chatDeleted(chat.id);
    return;
  }
  if (!changed.includes(chat.id) || phase !== 'idle') return;
  const found = await loadChat(chat.id);
  if (found) await ensureVersions(found.messages);
  const now = useChatStore.getState();
  if (!found || now.chat.id !== chat.id || now.phase !== 'idle') return;
  now.openConversation(found.chat, found.messages);
}

// Sign-out wipes IndexedDB (clearLocalData); the open conversation goes with it.
onLocalDataCleared(() => startNewChat());

// The account sync (started by the app) brought changes from the user's other devices.
onSyncedChanges(({ changed, removed }) => syncedChatsChanged(changed, removed));
