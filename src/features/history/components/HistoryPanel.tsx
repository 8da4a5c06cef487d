import { useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import type { StoredChat } from '../../../lib/db.ts';
import { historyStrings } from '../../../lib/strings.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { notifyHistoryOpened } from '../historyChanges.ts';
import { useHistoryStore, visibleChats } from '../historyStore.ts';
import { HistoryRow, historyDateFormat } from './HistoryRow.tsx';

interface HistoryPanelProps {
  open: boolean;
  activeChatId: string;
  onClose: () => void;
  onOpenChat: (chatId: string) => void;
  onRenamed: (chat: StoredChat) => void;
  onDeleted: (chatId: string) => void;
  /** Once the list is on screen (what the student is likely to do next can load then, not before). */
  onListShown?: () => void;
}

/** The saved chats (IndexedDB, so it works offline): open, rename, delete, search by text. */
export function HistoryPanel({
  open,
  activeChatId,
  onClose,
  onOpenChat,
  onRenamed,
  onDeleted,
  onListShown,
}: HistoryPanelProps) {
  return (
    <Dialog open={open} title={historyStrings.title} onClose={onClose} className="dialog--sheet">
      <HistoryContent
        activeChatId={activeChatId}
        onOpenChat={onOpenChat}
        onRenamed={onRenamed}
        onDeleted={onDeleted}
        onListShown={onListShown}
      />
    </Dialog>
  );
}

function HistoryContent({
  activeChatId,
  onOpenChat,
  onRenamed,
  onDeleted,
  onListShown,
}: Omit<HistoryPanelProps, 'open' | 'onClose'>) {
  const { chats, matches, status, query, load, search, rename, remove } = useHistoryStore();
  const [input, setInput] = useState(query);
  const searchId = useId();
  const shown = useMemo(() => visibleChats({ chats, matches }), [chats, matches]);

  // In the commit, not a frame later (Preact runs passive effects after the next frame): the read from
  // IndexedDB starts as the dialog opens.
  useLayoutEffect(() => {
    void load();
    // A signed-in user's chats from their other devices arrive here too (the list reloads after it).
    notifyHistoryOpened();
  }, [load]);

  // The rows' date format is made while IndexedDB reads the list, not when the rows render.
  useEffect(() => {
    historyDateFormat();
  }, []);

  useEffect(() => {
    if (status === 'ready') onListShown?.();
  }, [status, onListShown]);

  useEffect(() => {
    const timer = setTimeout(() => void search(input), 150);
    return () => clearTimeout(timer);
  }, [input, search]);

  return (
    <div className="history">
      <label htmlFor={searchId} className="field__label">
        {historyStrings.search}
      </label>
      <input
        id={searchId}
        type="search"
        className="field__input"
        data-autofocus
        value={input}
        onChange={(e) => setInput(e.target.value)}
        autoComplete="off"
      />
      {status === 'error' && <p className="history__note">{historyStrings.unavailable}</p>}
      {status === 'ready' && shown.length === 0 && (
        <p className="history__note" role="status">
          {query.trim() ? historyStrings.noMatches : historyStrings.empty}
        </p>
      )}
      <ul className="history__list">
        {shown.map((chat) => (
          <HistoryRow
            key={chat.id}
            chat={chat}
            current={chat.id === activeChatId}
            onOpen={() => onOpenChat(chat.id)}
            onRename={async (title) => {
              const renamed = await rename(chat.id, title);
              if (renamed) onRenamed(renamed);
            }}
            onDelete={async () => {
              await remove(chat.id);
              onDeleted(chat.id);
            }}
          />
        ))}
      </ul>
    </div>
  );
}
