import { writeAnswerToClipboard } from '../writeClipboard.ts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** A data URL as a File (no fetch: the page's CSP does not let it read data: URLs). */
function photoFile(dataUrl: string): File | null {
  const match = /^data:(image\/[a-z+]+);base64,(.*)$/.exec(dataUrl);
  if (!match) return null;
  const [, type = 'image/jpeg', base64 = ''] = match;
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], type === 'image/png' ? 'homework.png' : 'homework.jpg', { type });
}

/**
 * Share (issue 18): an answer through the Web Share API (its text, plus the question's photo where the
 * device can share files), or copied where there is no Web Share. Nothing is stored for sharing.
 */
export async function shareAnswer(
  markdown: string,
  photo: string | null,
  title: string,
): Promise<ShareOutcome> {
  const { answerClipboard } = await import('../../logic/answerClipboard.ts');
  const copy = answerClipboard(markdown);
  if (typeof navigator.share === 'function') {
    const file = photo ? photoFile(photo) : null;
    const withFile = file && navigator.canShare?.({ files: [file] }) ? { files: [file] } : {};
    try {
      await navigator.share({ title, text: copy.plain, ...withFile });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user activation, a policy): copying still gets the answer out.
    }
  }
  await writeAnswerToClipboard(copy);
  return 'copied';
}
