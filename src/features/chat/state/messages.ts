import { newId } from '../../../lib/ids.ts';
import { nextTimestamp } from '../logic/timestamps.ts';
import { type ChatMessage, useChatStore } from './chatStore.ts';

/** A new message of the open chat, stamped with a strictly increasing time. */
export function makeMessage(
  role: ChatMessage['role'],
  kind: ChatMessage['kind'],
  text: string,
  image: string | null = null,
): ChatMessage {
  return {
    id: newId(),
    chatId: useChatStore.getState().chat.id,
    role,
    kind,
    text,
    image,
    createdAt: nextTimestamp(),
  };
}
