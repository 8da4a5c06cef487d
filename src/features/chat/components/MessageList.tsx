import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { chatStrings } from '../../../lib/strings.ts';
import type { VersionChoice } from '../logic/versions.ts';
import { ensureVersions, hasVersions, versionsModule } from '../logic/versionsCache.ts';
import type { ChatMessage, ChatPhase } from '../state/chatStore.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { ThinkingIndicator } from './ThinkingIndicator.tsx';
import { useStickToBottom } from './useStickToBottom.ts';

/** Older messages come in pages of this many as the reader scrolls up. */
export const PAGE_SIZE = 30;
/** Rendered in the first frame when a chat opens; the rest of the first page follows as a transition. */
export const FIRST_FRAME = 10;

interface MessageListProps {
  messages: ChatMessage[];
  phase: ChatPhase;
  typing: { id: string; shown: number } | null;
}

/**
 * The conversation. Long chats render only their newest messages (plus content-visibility for the
 * rest), so a 1,000-message chat opens as fast as a short one. Screen readers get a log: each new
 * message is announced once, complete — an answer joins the log when its typing ends, the typed-out
 * copy is hidden from them.
 * Keyed by chat id: opening another chat starts a fresh list.
 */
export function MessageList({ messages: stored, phase, typing }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Issue 18: one version of each regenerated or edited message shows; the student picks which.
  const [choice, setChoice] = useState<VersionChoice>({});
  const [, versionsLoaded] = useState(false);
  const versionsLogic = versionsModule();
  const shown = useMemo(
    () =>
      versionsLogic
        ? versionsLogic.shownConversation(stored, choice)
        : stored.map((message) => ({ message, version: null })),
    [stored, choice, versionsLogic],
  );
  // A chat with versions normally arrives with the logic loaded (conversation.ts); if not, load it now.
  useEffect(() => {
    if (!versionsLogic && hasVersions(stored)) void ensureVersions(stored).then(() => versionsLoaded(true));
  }, [stored, versionsLogic]);
  const messages = useMemo(() => shown.map((s) => s.message), [shown]);
  const versions = useMemo(() => new Map(shown.map((s) => [s.message.id, s.version])), [shown]);
  const lastAnswer = messages.at(-1)?.kind === 'answer' ? messages.at(-1)?.id : undefined;
  const lastQuestion = [...messages].reverse().find((m) => m.kind === 'question')?.id;
  const pickVersion = useCallback(
    (group: string, index: number) => setChoice((c) => ({ ...c, [group]: index })),
    [],
  );
  // A new message shows the newest conversation again (it continues it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message is stored
  useEffect(() => setChoice({}), [stored.length]);
  const tools = (m: ChatMessage) => ({
    version: versions.get(m.id) ?? null,
    last: m.id === lastAnswer || m.id === lastQuestion,
    onVersion: pickVersion,
  });
  // Messages from `logStart` on were there when the chat opened or came later; only later ones are
  // announced. Older pages go above the log so that loading them is not read out.
  const [logStart] = useState(() => Math.max(0, messages.length - FIRST_FRAME));
  const [first, setFirst] = useState(logStart);
  const typingMessage = typing ? messages.find((m) => m.id === typing.id) : undefined;
  const shownMessages = typingMessage ? messages.filter((m) => m !== typingMessage) : messages;

  const { scrollToBottom, followIfAtBottom, keepPositionWhile } = useStickToBottom(scrollRef);

  // A new message (or opening the chat) scrolls to the newest; typing follows only a reader at the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message is added
  useLayoutEffect(() => scrollToBottom(), [messages.length, scrollToBottom]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the typed text grows and on phase changes
  useLayoutEffect(() => followIfAtBottom(), [typing?.shown, phase, followIfAtBottom]);

  const showEarlier = useCallback(() => {
    if (first === 0) return;
    // A transition: React renders the older page in slices, so scrolling stays smooth meanwhile.
    keepPositionWhile(() => startTransition(() => setFirst((f) => Math.max(0, f - PAGE_SIZE))));
  }, [first, keepPositionWhile]);

  // The newest messages paint first; the rest of the first page is rendered right after, in slices.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the chat opens
  useEffect(() => {
    if (logStart > 0) {
      keepPositionWhile(() =>
        startTransition(() => setFirst(Math.max(0, logStart - (PAGE_SIZE - FIRST_FRAME)))),
      );
    }
  }, []);

  // Scrolling near the top loads the previous page by itself.
  const sentinelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    const root = scrollRef.current;
    if (!sentinel || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && showEarlier(),
      {
        root,
        rootMargin: '400px 0px 0px 0px',
      },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [showEarlier]);

  const earlier = shownMessages.slice(first, logStart);
  const logged = shownMessages.slice(logStart);

  return (
    <div className="chat__scroll" ref={scrollRef}>
      <div className="messages">
        {first > 0 && (
          <button type="button" ref={sentinelRef} className="messages__earlier" onClick={showEarlier}>
            {chatStrings.showEarlier}
          </button>
        )}
        {earlier.length > 0 && (
          <div className="messages__list">
            {earlier.map((m) => (
              <MessageBubble key={m.id} message={m} {...tools(m)} />
            ))}
          </div>
        )}
        <div className="messages__list" role="log" aria-label={chatStrings.messagesLabel}>
          {logged.map((m) => (
            <MessageBubble key={m.id} message={m} {...tools(m)} />
          ))}
        </div>
        {typingMessage && typing && (
          <div className="messages__list" aria-hidden="true">
            <MessageBubble message={typingMessage} shown={typing.shown} />
          </div>
        )}
        {phase === 'thinking' && <ThinkingIndicator />}
      </div>
    </div>
  );
}
