import type { AnswerClipboard } from '../logic/answerClipboard.ts';

/**
 * Puts an answer on the clipboard as text/plain and text/html. Where the browser has no ClipboardItem
 * (or refuses it), a copy event carries both types; plain text alone is the last resort.
 */
export async function writeAnswerToClipboard({ plain, html }: AnswerClipboard): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([plain], { type: 'text/plain' }),
          'text/html': new Blob([html], { type: 'text/html' }),
        }),
      ]);
      return;
    } catch {
      // Refused (permissions, an older engine): the copy event below still carries both types.
    }
  }
  if (copyWithEvent(plain, html)) return;
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(plain);
    return;
  }
  throw new Error('clipboard unavailable');
}

/** The copy command with both types set by a one-off copy listener (works on http:// pages too). */
function copyWithEvent(plain: string, html: string): boolean {
  let written = false;
  const onCopy = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/plain', plain);
    event.clipboardData.setData('text/html', html);
    event.preventDefault();
    written = true;
  };
  document.addEventListener('copy', onCopy);
  try {
    document.execCommand('copy');
  } catch {
    // No copy command at all.
  } finally {
    document.removeEventListener('copy', onCopy);
  }
  return written;
}
