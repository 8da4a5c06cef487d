import { Suspense, useRef } from 'react';
import { composerToolStrings } from '../../../lib/strings.ts';
import type { VersionInfo } from '../logic/versions.ts';
import type { ChatMessage } from '../state/chatStore.ts';
import { useComposerStore } from '../state/composerStore.ts';
import { lazyTool, loadTools } from './toolsEntry.ts';

// Issue 18: the tools around a message load on first use, outside the chat's first paint.
const MessageTools = lazyTool('MessageTools');

interface SlotProps {
  message: ChatMessage;
  version: VersionInfo | null;
  last: boolean;
  onVersion?: (group: string, index: number) => void;
}

/** Answers get share/listen (and regenerate when last); a question its versions and, when last, edit. */
export function MessageToolsSlot({ message, version, last, onVersion }: SlotProps) {
  const wanted = message.kind === 'answer' || (message.kind === 'question' && (last || version !== null));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MessageTools
        message={message}
        version={version}
        last={last}
        onVersion={onVersion}
        onEdit={() => useComposerStore.getState().startEdit(message)}
      />
    </Suspense>
  );
}

/**
 * A photo in the conversation. A transparent button over it opens it full screen with zoom (a lazy
 * chunk); the image stays an image for screen readers (a button's content would not be).
 */
export function MessagePhoto({ src, alt }: { src: string; alt: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <span className="message__photo">
      <img className="message__image" src={src} alt={alt} decoding="async" />
      <button
        ref={ref}
        type="button"
        className="message__photo-open"
        aria-label={composerToolStrings.zoomLabel}
        onClick={() => void loadTools().then((m) => m.openZoom(src, alt, ref.current))}
      />
    </span>
  );
}
