import { create } from 'zustand';
import type { StoredChat, StoredMessage } from '../../../lib/db.ts';
import { newId } from '../../../lib/ids.ts';
import { historyStrings } from '../../../lib/strings.ts';

/**
 * idle → sending (usage and configuration checks) → thinking (waiting for the answer) → typing → idle.
 * The send button is the stop button in every phase but idle.
 */
export type ChatPhase = 'idle' | 'sending' | 'thinking' | 'typing';

export type ChatMessage = StoredMessage;

interface ChatState {
  /** The open chat; it is written to IndexedDB with its first message. */
  chat: StoredChat;
  messages: ChatMessage[];
  phase: ChatPhase;
  /** The answer being typed out and how many characters (UTF-16) of it show. */
  typing: { id: string; shown: number } | null;
  /** IndexedDB refused a write (private mode, quota): chatting goes on, history may be incomplete. */
  historyUnavailable: boolean;

  appendMessage: (message: ChatMessage) => void;
  /** Replaces a message of the open chat (same id), e.g. a question marked stopped. */
  replaceMessage: (message: ChatMessage) => void;
  setPhase: (phase: ChatPhase) => void;
  startTyping: (id: string) => void;
  showTyped: (shown: number) => void;
  finishTyping: () => void;
  /** An answer shown whole (no typing): the exchange is over. */
  showAtOnce: () => void;
  updateChat: (chat: StoredChat) => void;
  openConversation: (chat: StoredChat, messages: ChatMessage[]) => void;
  clearConversation: () => void;
  markHistoryUnavailable: () => void;
}

export const blankChat = (now = Date.now()): StoredChat => ({
  id: newId(),
  title: historyStrings.untitled,
  subject: null,
  createdAt: now,
  updatedAt: now,
});

export const useChatStore = create<ChatState>((set) => ({
  chat: blankChat(),
  messages: [],
  phase: 'idle',
  typing: null,
  historyUnavailable: false,

  appendMessage: (message) =>
    set((s) => (message.chatId === s.chat.id ? { messages: [...s.messages, message] } : {})),
  replaceMessage: (message) =>
    set((s) => ({ messages: s.messages.map((m) => (m.id === message.id ? message : m)) })),
  setPhase: (phase) => set({ phase }),
  startTyping: (id) => set({ phase: 'typing', typing: { id, shown: 0 } }),
  showTyped: (shown) => set((s) => (s.typing ? { typing: { ...s.typing, shown } } : {})),
  finishTyping: () => set((s) => ({ typing: null, phase: s.phase === 'typing' ? 'idle' : s.phase })),
  showAtOnce: () => set({ typing: null, phase: 'idle' }),
  updateChat: (chat) => set((s) => (chat.id === s.chat.id ? { chat } : {})),
  openConversation: (chat, messages) => set({ chat, messages, phase: 'idle', typing: null }),
  clearConversation: () => set({ chat: blankChat(), messages: [], phase: 'idle', typing: null }),
  markHistoryUnavailable: () => set({ historyUnavailable: true }),
}));

export const isBusy = (phase: ChatPhase): boolean => phase !== 'idle';
