import { chatStrings } from '../../../lib/strings.ts';

/** SPEC §2 'Thinking' with animated dots; announced once as a status. */
export function ThinkingIndicator() {
  return (
    <div className="message message--assistant message--thinking" role="status">
      <span>{chatStrings.thinking}</span>
      <span className="dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </div>
  );
}
