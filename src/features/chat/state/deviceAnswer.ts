import { useLanguageStore } from '../../../lib/i18n/language.ts';
import { solveOnDevice } from '../../solver/index.ts';
import { deviceStep } from '../logic/deviceSolve.ts';
import type { RequestTicket } from '../logic/requestGate.ts';
import type { AiRoute } from '../logic/route.ts';
import { type ChatMessage, useChatStore } from './chatStore.ts';
import { gate } from './inflight.ts';
import { makeMessage } from './messages.ts';
import { addMessage, updateMessage } from './persist.ts';

/**
 * Issue 15: the solver on this device answers a question it recognises, at once and without using a
 * daily question (no usage check, no count). Returns null when it does not (the send flow goes on as
 * before), false when the student stopped meanwhile (nothing was taken), true when it answered.
 * A regenerated answer's replacement is a version of it, as the tutor's would be.
 */
export async function answerOnDevice(
  userMessage: ChatMessage,
  shown: boolean,
  ticket: RequestTicket,
  route: AiRoute,
  /** Regenerate: the answer's version meta (the device answer becomes the next version). */
  versionOf?: ChatMessage['meta'],
): Promise<boolean | null> {
  // In the reader's language (issue 21): the steps' words change, the mathematics does not.
  const solution = await solveOnDevice(userMessage.text, useLanguageStore.getState().language);
  if (!gate.isCurrent(ticket)) return false;
  const step = deviceStep(solution, route, versionOf !== undefined);
  if (step === 'normal') return null;
  gate.finish(ticket);
  if (shown) await updateMessage(userMessage);
  else await addMessage(userMessage);
  const reply =
    solution.kind === 'solved'
      ? {
          ...makeMessage('assistant', 'answer', solution.markdown),
          meta: { ...versionOf, solvedOnDevice: true },
        }
      : makeMessage('assistant', 'notice', solution.kind === 'refused' ? solution.message : '');
  await addMessage(reply);
  useChatStore.getState().showAtOnce();
  return true;
}
