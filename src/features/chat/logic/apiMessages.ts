import { CHAT_SEND_LIMITS, type ChatMessage, type ContentPart } from '@shared/contract/chat.ts';
import type { StoredMessage } from '../../../lib/db.ts';

/** SPEC §3 chat message as the AI (and chat-with-ai) reads it. */
export type ApiMessage = ChatMessage;

type HistoryMessage = Pick<StoredMessage, 'role' | 'kind' | 'text' | 'image'>;

/**
 * The recent conversation as the AI sees it: questions, answers and greetings (not the app's own
 * notices), newest last. Photos go with the newest questions only, within the size caps; an older photo
 * is mentioned in words so the conversation still reads sensibly.
 */
export function toApiMessages(history: readonly HistoryMessage[], imageOnlyText?: string): ApiMessage[] {
  const relevant = history.filter((m) => m.kind !== 'notice').slice(-CHAT_SEND_LIMITS.messages);
  let images = 0;
  let imageChars = 0;
  let textChars = 0;
  const out: ApiMessage[] = [];
  for (let i = relevant.length - 1; i >= 0; i--) {
    const message = relevant[i] as HistoryMessage;
    textChars += message.text.length;
    if (textChars > CHAT_SEND_LIMITS.textChars && out.length > 0) break;
    let image = message.role === 'user' ? message.image : null;
    if (image) {
      const fits =
        images < CHAT_SEND_LIMITS.images &&
        (imageChars + image.length <= CHAT_SEND_LIMITS.imageChars || images === 0);
      if (fits) {
        images += 1;
        imageChars += image.length;
      } else image = null;
    }
    out.push(toApiMessage(message, image, imageOnlyText));
  }
  // The conversation must start with a question: drop leading greetings/answers.
  out.reverse();
  while (out.length > 1 && out[0]?.role !== 'user') out.shift();
  return out;
}

function toApiMessage(message: HistoryMessage, image: string | null, imageOnlyText?: string): ApiMessage {
  const text = message.text.trim();
  if (message.role === 'assistant') return { role: 'assistant', content: text };
  if (image) {
    const parts: ContentPart[] = [];
    const words = text || imageOnlyText;
    if (words) parts.push({ type: 'text', text: words });
    parts.push({ type: 'image_url', image_url: { url: image } });
    return { role: 'user', content: parts };
  }
  return { role: 'user', content: text || (message.image ? '[photo sent earlier]' : '') };
}
