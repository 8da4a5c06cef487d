import { chatActionStrings } from '../../../lib/strings.ts';
import { useChatStore } from '../state/chatStore.ts';

/**
 * Under a question whose answer was stopped: 'Stopped', and a Retry while it is the last message
 * (it re-sends with the same request id, so the server does not count it twice).
 */
export function StoppedNote({ messageId }: { messageId: string }) {
  const canRetry = useChatStore((s) => s.phase === 'idle' && s.messages.at(-1)?.id === messageId);
  const retry = () => void import('../state/sendFlow.ts').then((m) => m.retryQuestion(messageId));
  return (
    <div className="message__stopped">
      <span>{chatActionStrings.stopped}</span>
      {canRetry && (
        <button
          type="button"
          className="message__retry"
          aria-label={chatActionStrings.retryLabel}
          onClick={retry}
        >
          {chatActionStrings.retry}
        </button>
      )}
    </div>
  );
}
