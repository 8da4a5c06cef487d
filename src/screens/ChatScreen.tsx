import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ChatHeader } from '../features/chat/components/ChatHeader.tsx';
import { Composer } from '../features/chat/components/Composer.tsx';
import { EmptyState } from '../features/chat/components/EmptyState.tsx';
import { useChatStore } from '../features/chat/state/chatStore.ts';
import { preloadComposer } from '../features/chat/state/composerStore.ts';
import {
  chatDeleted,
  chatRenamed,
  openChat,
  pickSubject,
  restoreActiveChat,
  startNewChat,
} from '../features/chat/state/conversation.ts';
import { useUsageSync } from '../features/usage/useUsageSync.ts';
import { chatStrings } from '../lib/strings.ts';
import { whenIdle } from '../lib/whenIdle.ts';
import { preloadMarkdown } from '../ui/Markdown.tsx';

// The conversation (bubbles, copy, typing, stop notes) is not on the empty first screen (issue 20): a lazy
// chunk, fetched once the page is idle or as soon as a chat has messages.
const loadMessageList = () => import('../features/chat/components/MessageList.tsx');
const MessageList = lazy(() => loadMessageList().then((m) => ({ default: m.MessageList })));
const preloadMessageList = () => void loadMessageList().catch(() => undefined);

const preloadMarkdownWhenIdle = () => whenIdle(preloadMarkdown, 1000);

// Dialogs load on first use (and stay mounted so that closing them returns focus natively).
const HistoryPanel = lazy(() =>
  import('../features/history/components/HistoryPanel.tsx').then((m) => ({ default: m.HistoryPanel })),
);
const UpgradeOverlay = lazy(() =>
  import('../features/chat/components/UpgradeOverlay.tsx').then((m) => ({ default: m.UpgradeOverlay })),
);

/**
 * SPEC §2 chat screen (/ and /chat): composes the chat, history and usage features. The app shell hands
 * in its account menu for the header.
 */
export default function ChatScreen({ accountMenu }: { accountMenu: ReactNode }) {
  const chat = useChatStore((s) => s.chat);
  const messages = useChatStore((s) => s.messages);
  const phase = useChatStore((s) => s.phase);
  const typing = useChatStore((s) => s.typing);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [used, setUsed] = useState({ history: false, upgrade: false });
  useUsageSync();

  useEffect(() => {
    void restoreActiveChat();
    // The send flow and the photo pipeline are lazy chunks: fetch them once the page is idle.
    whenIdle(() => {
      preloadComposer();
      preloadMessageList();
    });
  }, []);

  const empty = messages.length === 0 && phase === 'idle';
  useEffect(() => {
    if (!empty) {
      preloadMessageList();
      preloadMarkdown();
    }
  }, [empty]);

  return (
    <div className="chat">
      <ChatHeader
        accountMenu={accountMenu}
        onNewChat={startNewChat}
        onOpenHistory={() => {
          setUsed((u) => ({ ...u, history: true }));
          setHistoryOpen(true);
        }}
        onUpgrade={() => {
          setUsed((u) => ({ ...u, upgrade: true }));
          setUpgradeOpen(true);
        }}
      />
      <main className="chat__main" id="main">
        {empty ? (
          <EmptyState onPick={(subject) => void pickSubject(subject)} />
        ) : (
          <>
            <h1 className="sr-only">{chat.title || chatStrings.conversationHeading}</h1>
            <Suspense fallback={null}>
              <MessageList key={chat.id} messages={messages} phase={phase} typing={typing} />
            </Suspense>
          </>
        )}
        <div className="chat__composer">
          <Composer />
        </div>
      </main>
      <Suspense fallback={null}>
        {used.history && (
          <HistoryPanel
            open={historyOpen}
            activeChatId={chat.id}
            onClose={() => setHistoryOpen(false)}
            onOpenChat={(id) => {
              setHistoryOpen(false);
              void openChat(id);
            }}
            onRenamed={chatRenamed}
            onDeleted={chatDeleted}
            // A past chat is likely to be opened next: its renderer loads once the list is shown and the
            // page is idle, so the list never waits for it, nor shares its first frames with it (on an
            // offline cold start its stylesheet and compile took the frame after the rows: issue 20).
            onListShown={preloadMarkdownWhenIdle}
          />
        )}
        {used.upgrade && <UpgradeOverlay open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />}
      </Suspense>
    </div>
  );
}
