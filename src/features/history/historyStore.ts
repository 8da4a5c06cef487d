import { create } from 'zustand';
import { onLocalDataCleared, type StoredChat } from '../../lib/db.ts';
import { onSyncedChanges } from './historyChanges.ts';
import { deleteChat, listChats, renameChat, searchChats } from './historyRepo.ts';
import { cleanTitle } from './titles.ts';

interface HistoryState {
  chats: StoredChat[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  query: string;
  /** Ids matching the query (title or any message); null when there is no query. */
  matches: Set<string> | null;
  load: () => Promise<void>;
  search: (query: string) => Promise<void>;
  rename: (chatId: string, input: string) => Promise<StoredChat | null>;
  remove: (chatId: string) => Promise<void>;
}

export const useHistoryStore = create<HistoryState>((set, get) => ({
  chats: [],
  status: 'idle',
  query: '',
  matches: null,
  load: async () => {
    set({ status: 'loading' });
    try {
      set({ chats: await listChats(), status: 'ready' });
      if (get().query) await get().search(get().query);
    } catch (error) {
      console.warn('Could not read the chat history', error);
      set({ status: 'error' });
    }
  },
  search: async (query) => {
    set({ query });
    if (!query.trim()) {
      set({ matches: null });
      return;
    }
    try {
      const matches = await searchChats(query);
      if (get().query === query) set({ matches });
    } catch {
      set({ status: 'error' });
    }
  },
  rename: async (chatId, input) => {
    const title = cleanTitle(input);
    if (!title) return null;
    const renamed = await renameChat(chatId, title);
    if (renamed) set((s) => ({ chats: s.chats.map((c) => (c.id === chatId ? renamed : c)) }));
    return renamed;
  },
  remove: async (chatId) => {
    await deleteChat(chatId);
    set((s) => ({ chats: s.chats.filter((c) => c.id !== chatId) }));
  },
}));

/** The chats to list: all, or those matching the search. */
export const visibleChats = (s: Pick<HistoryState, 'chats' | 'matches'>): StoredChat[] =>
  s.matches ? s.chats.filter((c) => s.matches?.has(c.id)) : s.chats;

onLocalDataCleared(() => useHistoryStore.setState({ chats: [], matches: null, query: '', status: 'idle' }));

// Another device's changes arrived through the account sync: a list already shown is read again.
onSyncedChanges(async () => {
  if (useHistoryStore.getState().status !== 'idle') await useHistoryStore.getState().load();
});
