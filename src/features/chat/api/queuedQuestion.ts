import { isTutorMode, type StudentWork, type TutorMode } from '@shared/contract/tutor.ts';
import { type MessageMeta, openAppDb, type StoredChat, type StoredMessage } from '../../../lib/db.ts';
import { useAuthStore } from '../../auth/authStore.ts';
import { loadChat, saveMessage } from '../../history/index.ts';
import { type DeliveryResult, errorText, loadOutbox, type OutboxHandler } from '../../offline/index.ts';
import { useUsageStore } from '../../usage/usageStore.ts';
import type { ApiMessage } from '../logic/apiMessages.ts';
import { DeliveryError } from '../logic/errors.ts';
import { nextTimestamp } from '../logic/timestamps.ts';
import { useChatStore } from '../state/chatStore.ts';
import { failureOutcome } from '../state/failures.ts';
import { askBackend } from './backendRoute.ts';

/**
 * A question waiting in the outbox (asked offline, or its request got no answer). The outbox item's id
 * is `requestId`: chat-with-ai's reservation is idempotent on it, so a retry after a lost answer is
 * not counted again. The reply is written under `answerId`, so it lands once, in the chat it was asked
 * in, whichever chat is open by then.
 */
export interface QueuedQuestion {
  chatId: string;
  /** The question's message id (its bubble shows the queued state). */
  questionId: string;
  answerId: string;
  requestId: string;
  /** The conversation as it was when the question was asked, this question last. */
  messages: ApiMessage[];
  subject: string | null;
  /** Who asked: a signed-in user's id, or null for a visitor (whose question was counted locally). */
  userId: string | null;
  /** Issue 17: the mode and Check my work's work it was asked with (absent: explain). */
  mode?: TutorMode;
  work?: StudentWork;
}

export function parseQueuedQuestion(payload: unknown): QueuedQuestion | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  const ids = [p.chatId, p.questionId, p.answerId, p.requestId];
  if (ids.some((v) => typeof v !== 'string') || !Array.isArray(p.messages)) return null;
  if (p.subject !== null && typeof p.subject !== 'string') return null;
  if (p.userId !== null && typeof p.userId !== 'string') return null;
  return p as unknown as QueuedQuestion;
}

const validWork = (w: unknown): w is StudentWork =>
  typeof w === 'object' &&
  w !== null &&
  typeof (w as StudentWork).problem === 'string' &&
  typeof (w as StudentWork).attempt === 'string';

/** Writes the answer (or notice) into the question's chat, and shows it if that chat is open. */
async function writeReply(
  q: QueuedQuestion,
  kind: 'answer' | 'notice',
  text: string,
  meta?: MessageMeta,
): Promise<void> {
  const open = useChatStore.getState();
  const chat: StoredChat | null =
    open.chat.id === q.chatId ? open.chat : ((await loadChat(q.chatId))?.chat ?? null);
  if (!chat) return; // the chat was deleted meanwhile: its answer goes with it
  const message: StoredMessage = {
    id: q.answerId,
    chatId: q.chatId,
    role: 'assistant',
    kind,
    text,
    image: null,
    createdAt: nextTimestamp(),
    ...(meta ? { meta } : {}),
  };
  const next = { ...chat, updatedAt: Math.max(chat.updatedAt, message.createdAt) };
  try {
    await saveMessage(message, next);
  } catch (error) {
    console.warn('Could not save the answer to this device', error);
  }
  const store = useChatStore.getState();
  if (store.chat.id === q.chatId && !store.messages.some((m) => m.id === message.id)) {
    store.updateChat(next);
    store.appendMessage(message);
  }
}

async function alreadyAnswered(answerId: string): Promise<boolean> {
  try {
    return (await (await openAppDb()).get('messages', answerId)) !== undefined;
  } catch {
    return false;
  }
}

export const questionOutboxHandler: OutboxHandler = {
  ref: (item) => parseQueuedQuestion(item.payload)?.questionId ?? item.id,

  async deliver(item): Promise<DeliveryResult> {
    const q = parseQueuedQuestion(item.payload);
    if (!q) return { kind: 'done' };
    // Answered before the item could be removed (the tab closed in between): nothing more to do.
    if (await alreadyAnswered(q.answerId)) return { kind: 'done' };
    const auth = useAuthStore.getState();
    if (auth.status === 'loading') return { kind: 'hold' };
    const current = auth.status === 'signedIn' ? (auth.user?.id ?? null) : null;
    // Another account's question is not sent with this session (sign-out wipes the outbox anyway).
    if (q.userId !== null && q.userId !== current) return { kind: 'hold' };
    try {
      // supabase-js attaches the session token current now, not the one from when it was queued.
      const result = await askBackend({
        messages: q.messages,
        requestId: q.requestId,
        subject: q.subject,
        signal: new AbortController().signal,
        ...(isTutorMode(q.mode) ? { mode: q.mode } : {}),
        ...(validWork(q.work) ? { work: q.work } : {}),
      });
      if (result.usage && current) useUsageStore.getState().applyServerUsage(result.usage);
      await writeReply(q, 'answer', result.text, result.meta);
      return { kind: 'done' };
    } catch (error) {
      if (error instanceof DeliveryError && ['network', 'timeout'].includes(error.failure.kind)) {
        return { kind: 'retry', error: errorText(error) };
      }
      const outcome = failureOutcome('backend', error, q.userId === null);
      if (outcome) {
        if (outcome.refund && q.userId === null) useUsageStore.getState().refundAnonymous();
        await writeReply(q, 'notice', outcome.text);
      }
      return { kind: 'done' };
    }
  },
};

/**
 * Puts a question in the outbox; false when it could not be stored (the caller shows the error
 * instead). `failure`: the request already went out and got no answer (retried after a backoff wait).
 */
export async function queueQuestion(q: QueuedQuestion, failure: string | null = null): Promise<boolean> {
  const attempts = failure === null ? 0 : 1;
  try {
    const outbox = await loadOutbox();
    outbox.registerHandler('chat', questionOutboxHandler);
    await outbox.enqueue(
      { id: q.requestId, kind: 'chat', payload: q, createdAt: Date.now(), attempts, lastError: failure },
      q.questionId,
    );
    return true;
  } catch (error) {
    console.warn('Could not queue the question', error);
    return false;
  }
}
