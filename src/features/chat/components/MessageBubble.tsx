import { memo } from 'react';
import { chatStrings } from '../../../lib/strings.ts';
import { Markdown } from '../../../ui/Markdown.tsx';
import type { ChatMessage } from '../state/chatStore.ts';
import { CopyButton } from './CopyButton.tsx';

interface MessageBubbleProps {
  message: ChatMessage;
  /** While typing: how much of the text shows (the rest is not rendered yet). */
  shown?: number;
}

/** One message. Answers are markdown with math and a copy button; an image-only question shows the image only. */
export const MessageBubble = memo(function MessageBubble({ message, shown }: MessageBubbleProps) {
  const typing = shown !== undefined;
  const text = typing ? message.text.slice(0, shown) : message.text;
  const speaker = message.role === 'user' ? chatStrings.you : chatStrings.tutor;
  return (
    <div className={`message message--${message.role} message--${message.kind}`}>
      <span className="sr-only">{speaker}: </span>
      {message.image && (
        <img className="message__image" src={message.image} alt={chatStrings.sentPhotoAlt} decoding="async" />
      )}
      {message.kind === 'answer' || message.kind === 'greeting' ? (
        <Markdown text={text} />
      ) : (
        text && <p className="message__text">{text}</p>
      )}
      {message.kind === 'answer' && !typing && <CopyButton text={message.text} />}
    </div>
  );
});
