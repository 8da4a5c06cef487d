import { chatStrings } from '../../../lib/strings.ts';
import { useBriefly } from '../../../ui/useBriefly.ts';
import { CheckIcon, CopyIcon } from './chatIcons.tsx';
import { writeAnswerToClipboard } from './writeClipboard.ts';

/** The Markdown → text and HTML conversion loads on the first copy (it brings its own parser). */
async function copyAnswer(markdown: string): Promise<void> {
  const { answerClipboard } = await import('../logic/answerClipboard.ts');
  await writeAnswerToClipboard(answerClipboard(markdown));
}

/** Copies an answer as plain text and as formatted HTML; says 'Copied' for two seconds. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useBriefly();
  return (
    <button
      type="button"
      className="copy-btn"
      onClick={() =>
        copyAnswer(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span>{copied ? chatStrings.copied : chatStrings.copyAnswer}</span>
    </button>
  );
}
