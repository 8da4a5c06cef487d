import { lazy, memo, Suspense } from 'react';
import { chatStrings, offlineStrings } from '../../../lib/strings.ts';
import { Markdown } from '../../../ui/Markdown.tsx';
import { queuedStatusOf, useOutboxUi } from '../../offline/index.ts';
import './queued.css';
import { isSolvedOnDevice } from '../logic/deviceSolve.ts';
import type { VersionInfo } from '../logic/versions.ts';
import type { ChatMessage } from '../state/chatStore.ts';
import { TutorAnswerExtras } from '../tutor/TutorAnswerExtras.tsx';
import { CopyButton } from './CopyButton.tsx';
import { LimitActions } from './LimitActions.tsx';
import { MessagePhoto, MessageToolsSlot } from './MessageToolsSlot.tsx';
import { StoppedNote } from './StoppedNote.tsx';

// Issue 15: only answers solved on this device have it, so it is not on the first paint.
const DeviceSolvedNote = lazy(() => import('./DeviceSolvedNote.tsx'));

interface MessageBubbleProps {
  message: ChatMessage;
  /** While typing: how much of the text shows (the rest is not rendered yet). */
  shown?: number;
  /** Issue 18: the versions of a regenerated or edited message, and which one shows. */
  version?: VersionInfo | null;
  /** The conversation's last question or last answer (regenerate, edit and re-ask). */
  last?: boolean;
  onVersion?: (group: string, index: number) => void;
}

/** One message. Answers are markdown with math and a copy button; an image-only question shows the image only. */
export const MessageBubble = memo(function MessageBubble({
  message,
  shown,
  version = null,
  last = false,
  onVersion,
}: MessageBubbleProps) {
  const typing = shown !== undefined;
  const text = typing ? message.text.slice(0, shown) : message.text;
  const speaker = message.role === 'user' ? chatStrings.you : chatStrings.tutor;
  // A question waiting in the offline outbox says so under its text.
  const queued = useOutboxUi(queuedStatusOf(message.id));
  return (
    <div
      className={`message message--${message.role} message--${message.kind}${queued ? ' message--queued' : ''}${message.image && !text ? ' message--photo' : ''}`}
    >
      <span className="sr-only">{speaker}: </span>
      {message.image && <MessagePhoto src={message.image} alt={chatStrings.sentPhotoAlt} />}
      {message.kind === 'answer' || message.kind === 'greeting' ? (
        <Markdown text={text} />
      ) : (
        text && (
          <p className="message__text" dir="auto">
            {text}
          </p>
        )
      )}
      {message.kind === 'answer' && !typing && <CopyButton text={message.text} />}
      {!typing && <MessageToolsSlot message={message} version={version} last={last} onVersion={onVersion} />}
      {isSolvedOnDevice(message) && (
        <Suspense fallback={null}>
          <DeviceSolvedNote message={message} />
        </Suspense>
      )}
      {message.kind === 'answer' && !typing && <TutorAnswerExtras message={message} />}
      {message.limit && <LimitActions plan={message.limit} />}
      {message.delivery === 'stopped' && !queued && <StoppedNote messageId={message.id} />}
      {queued && (
        <p className="message__queued">
          {queued === 'sending' ? offlineStrings.questionSending : offlineStrings.questionQueued}
        </p>
      )}
    </div>
  );
});
