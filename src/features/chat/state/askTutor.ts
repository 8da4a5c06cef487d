import { IMAGE_ONLY_INSTRUCTION } from '@shared/contract/chat.ts';
import { newId } from '../../../lib/ids.ts';
import { authSelectors, useAuthStore } from '../../auth/authStore.ts';
import { isOffline } from '../../offline/index.ts';
import { checkAndRecordUsage } from '../../usage/usageGate.ts';
import { useUsageStore } from '../../usage/usageStore.ts';
import { queueQuestion } from '../api/queuedQuestion.ts';
import { toApiMessages } from '../logic/apiMessages.ts';
import { isSolvedOnDevice, questionBefore } from '../logic/deviceSolve.ts';
import { useChatStore } from './chatStore.ts';
import { makeMessage } from './messages.ts';
import { addMessage, updateMessage } from './persist.ts';

/**
 * "Ask the tutor when online" under an answer solved on this device (issue 15): the question goes to
 * the outbox as a question asked offline does today — with its own request id, counted like any
 * question (a visitor's now on this device, a signed-in user's by the server when it is sent) — and
 * the tutor's answer lands in this chat. The button then goes (meta.tutorAsked; the account keeps the
 * meta as first pushed, so it reaches other devices only if the answer had not been synced yet).
 */
export async function askTutorLater(answerId: string): Promise<boolean> {
  const { chat, messages } = useChatStore.getState();
  const answer = messages.find((m) => m.id === answerId);
  const question = questionBefore(messages, answerId);
  if (!answer || !question || !isSolvedOnDevice(answer) || answer.meta?.tutorAsked) return false;
  const signedIn = authSelectors.isSignedIn(useAuthStore.getState());
  const figures = useUsageStore.getState().usage;
  // As in the send flow: a signed-in user offline without figures is admitted; the server decides.
  const usage =
    signedIn && isOffline() && (!figures || figures.plan === 'anonymous')
      ? { allowed: true as const, refund: () => {} }
      : await checkAndRecordUsage(signedIn);
  if (!usage.allowed) {
    await addMessage({
      ...makeMessage('assistant', 'notice', usage.message),
      ...(usage.limit ? { limit: usage.limit } : {}),
    });
    return false;
  }
  const upTo = messages.slice(0, messages.indexOf(question) + 1);
  const queued = await queueQuestion({
    chatId: chat.id,
    questionId: question.id,
    answerId: newId(),
    requestId: question.requestId ?? newId(),
    messages: toApiMessages(upTo, IMAGE_ONLY_INSTRUCTION),
    subject: chat.subject,
    userId: signedIn ? (useAuthStore.getState().user?.id ?? null) : null,
  });
  if (!queued) {
    usage.refund();
    return false;
  }
  await updateMessage({ ...answer, meta: { ...answer.meta, tutorAsked: true } });
  return true;
}
