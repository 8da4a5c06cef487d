import { IMAGE_ONLY_INSTRUCTION } from '@shared/contract/chat.ts';
import type { StudentWork, TutorMode } from '@shared/contract/tutor.ts';
import { config } from '../../../lib/config.ts';
import { newId } from '../../../lib/ids.ts';
import { authSelectors, useAuthStore } from '../../auth/authStore.ts';
import { isOffline } from '../../offline/index.ts';
import { checkAndRecordUsage } from '../../usage/usageGate.ts';
import { useUsageStore } from '../../usage/usageStore.ts';
import { askTutor } from '../api/ask.ts';
import { queueQuestion } from '../api/queuedQuestion.ts';
import { toApiMessages } from '../logic/apiMessages.ts';
import { solverFirst } from '../logic/deviceSolve.ts';
import { DeliveryError } from '../logic/errors.ts';
import { chooseRoute, configProblem, routeInputs } from '../logic/route.ts';
import { holdFor } from '../logic/timing.ts';
import * as versions from '../logic/versions.ts';
import { provideVersions } from '../logic/versionsCache.ts';
import { composerMode } from '../tutor/modeStore.ts';
import { questionMeta, readTutorExtras } from '../tutor/tutorMeta.ts';
import { type ChatMessage, isBusy, useChatStore } from './chatStore.ts';
import { answerOnDevice } from './deviceAnswer.ts';
import { failureOutcome } from './failures.ts';
import { gate, holdQuestion, stopResponse } from './inflight.ts';
import { makeMessage } from './messages.ts';
import { addMessage, updateMessage } from './persist.ts';
import { typeOut } from './typingRunner.ts';

export interface Question {
  text: string;
  /** A prepared (compressed) image as a data URL. */
  image: string | null;
  /** Issue 17: how to answer; the composer's mode (Explain or Hint first) when absent. */
  mode?: TutorMode;
  /** Check my work's problem and attempt (mode check). */
  work?: StudentWork;
  /** Edit and re-ask (issue 18): the question this one replaces, with the answers after it. */
  replaces?: ChatMessage | null;
}

const { latestConversation, versionMeta } = versions;
// The conversation shown needs the versions logic once a question can be regenerated or edited.
provideVersions(versions);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (briefly) for the session to be known, so a signed-in user's question is not counted locally. */
async function signedIn(): Promise<boolean> {
  if (useAuthStore.getState().status === 'loading') {
    await new Promise<void>((resolve) => {
      const timeout = setTimeout(done, 5000);
      const unsubscribe = useAuthStore.subscribe((s) => s.status !== 'loading' && done());
      function done() {
        clearTimeout(timeout);
        unsubscribe();
        resolve();
      }
    });
  }
  return authSelectors.isSignedIn(useAuthStore.getState());
}

/** No answer came back at all: the question goes to the outbox instead of showing the network error. */
const isNetworkFailure = (error: unknown): boolean =>
  error instanceof DeliveryError && error.failure.kind === 'network';

/**
 * A signed-in user offline whose figures are not known yet (e.g. the app was started offline): the
 * question is admitted and queued; chat-with-ai checks the limit when it is sent (429 → the limit
 * message lands in the chat).
 */
const admitOffline = (): Awaited<ReturnType<typeof checkAndRecordUsage>> => ({
  allowed: true,
  anonymous: false,
  refund: () => {},
});

/** The last message is a limit notice: asking again at the limit adds nothing (issue 13). */
const endsWithLimitNotice = (): boolean => useChatStore.getState().messages.at(-1)?.limit !== undefined;

/**
 * SPEC §4 chat send flow (loaded on the first question, outside the first paint). Returns true when the question was taken (the composer then clears).
 * Enter or the button while busy acts as stop.
 */
export async function sendQuestion(question: Question): Promise<boolean> {
  if (isBusy(useChatStore.getState().phase)) {
    stopResponse();
    return false;
  }
  const text = question.text.trim();
  // 1. Nothing to send does nothing.
  if (!text && !question.image) return false;
  // The request id goes with the question, so that a Retry after Stop sends the same one.
  // The mode (and Check my work's work) goes with the question, so a Retry or the outbox resends them;
  // an edited question also names the question it replaces (issue 18).
  const meta = {
    ...questionMeta(question.mode ?? composerMode(), question.work),
    ...(question.replaces ? versionMeta(question.replaces) : {}),
  };
  const userMessage: ChatMessage = {
    ...makeMessage('user', 'question', text, question.image),
    requestId: newId(),
    ...(Object.keys(meta).length > 0 ? { meta } : {}),
  };
  return deliver(userMessage, false);
}

/**
 * Regenerate (issue 18): the last answer asked for again, as a new question to the tutor (a new request
 * id: it counts as a question). The new answer is a version of the old one, which stays stored.
 */
export async function regenerateAnswer(answerId: string): Promise<boolean> {
  const { messages, phase } = useChatStore.getState();
  if (isBusy(phase)) return false;
  const shown = latestConversation(messages);
  const answer = shown.at(-1);
  const question = shown.at(-2);
  if (answer?.id !== answerId || answer.kind !== 'answer' || question?.kind !== 'question') return false;
  return deliver({ ...question, requestId: newId() }, true, answer);
}

/**
 * Retry of a stopped question (issue 13): the same message and the same request id, so the server
 * admits it without counting it a second time. Only the chat's last message can be retried.
 */
export async function retryQuestion(messageId: string): Promise<boolean> {
  const { messages, phase } = useChatStore.getState();
  const question = messages.at(-1);
  if (isBusy(phase) || !question || question.id !== messageId || question.delivery !== 'stopped')
    return false;
  const { delivery: _stopped, ...resent } = question;
  return deliver({ ...resent, requestId: question.requestId ?? newId() }, true);
}

/**
 * Steps 2–8 for a question; `shown` when it is already in the conversation (a retry, a regenerate);
 * `replacing` the answer a regenerate replaces (the tutor does not see it; the new answer is its version).
 */
async function deliver(userMessage: ChatMessage, shown: boolean, replacing?: ChatMessage): Promise<boolean> {
  const requestId = userMessage.requestId ?? newId();
  const { mode = 'explain', work } = readTutorExtras(userMessage.meta);
  const tutor = { ...(mode !== 'explain' ? { mode } : {}), ...(work ? { work } : {}) };
  const ticket = gate.begin();
  const store = useChatStore.getState();
  store.setPhase('sending');
  const notice = async (line: string, limit?: ChatMessage['limit']) => {
    if (shown) await updateMessage(userMessage);
    else await addMessage(userMessage);
    await addMessage({ ...makeMessage('assistant', 'notice', line), ...(limit ? { limit } : {}) });
    if (gate.isCurrent(ticket)) useChatStore.getState().setPhase('idle');
  };

  const route = chooseRoute(routeInputs(config));
  // Issue 15: offline or in demo mode, the solver on this device answers what it recognises, free.
  const image = userMessage.image !== null;
  if (
    solverFirst({
      offline: isOffline(),
      route,
      text: userMessage.text,
      image,
      mode,
      work: work !== undefined,
      ...(replacing ? { replacing } : {}),
    })
  ) {
    const versionOf = replacing ? versionMeta(replacing) : undefined;
    const answered = await answerOnDevice(userMessage, shown, ticket, route, versionOf);
    if (answered !== null) return answered;
  }

  // 2. Usage is checked and recorded before sending.
  const isSignedIn = await signedIn();
  const known = useUsageStore.getState().usage;
  const figuresUnknown = !known || known.plan === 'anonymous';
  const usage =
    isSignedIn && isOffline() && figuresUnknown ? admitOffline() : await checkAndRecordUsage(isSignedIn);
  // Stopped before the question showed: it is not taken (the composer keeps it), nothing was counted.
  if (!gate.isCurrent(ticket)) {
    if (usage.allowed) usage.refund();
    return false;
  }
  if (!usage.allowed) {
    // Asking again at the limit: the limit message is already the last one, nothing is added.
    if (usage.limit && endsWithLimitNotice()) {
      gate.invalidate();
      useChatStore.getState().setPhase('idle');
      return false;
    }
    await notice(usage.message, usage.limit);
    return true;
  }
  // 3. The configuration is validated.
  const problem = configProblem(route, config);
  if (problem) {
    usage.refund();
    await notice(problem);
    return true;
  }
  // 4. The message is appended (written to IndexedDB first) and 'thinking' shows.
  if (shown) await updateMessage(userMessage);
  else await addMessage(userMessage);
  if (!gate.isCurrent(ticket)) {
    // Stopped while it was being written: it shows, marked stopped (a no-op if another chat opened).
    usage.refund();
    if (!replacing) await updateMessage({ ...userMessage, delivery: 'stopped' });
    return true;
  }
  // Stop from here on leaves the question marked 'Stopped' with a Retry, and gives a visitor's count back.
  let stopped = false;
  const release = holdQuestion(() => {
    stopped = true;
    usage.refund();
    // A stopped regenerate leaves the old answer as it was (its question is not marked stopped).
    if (!replacing) void updateMessage({ ...userMessage, delivery: 'stopped' });
  });
  useChatStore.getState().setPhase('thinking');
  const sentAt = Date.now();
  const chat = useChatStore.getState().chat;
  const conversation = latestConversation(useChatStore.getState().messages);
  const upTo = conversation.findIndex((m) => m.id === userMessage.id);
  const messages = toApiMessages(
    upTo >= 0 ? conversation.slice(0, upTo + 1) : conversation,
    IMAGE_ONLY_INSTRUCTION,
  );
  // Offline, or no answer came back: the question waits in the outbox with its requestId (the server
  // counts it once however often it is retried) and its answer lands in this chat later. Only the
  // backend route queues: demo answers need no network, the direct route is a developer tool.
  const queue = async (failure: string | null): Promise<boolean> => {
    // A regenerate is not queued: the old answer is there; asking again online is the student's call.
    if (route !== 'backend' || replacing || !gate.isCurrent(ticket)) return false;
    const queued = await queueQuestion(
      {
        chatId: chat.id,
        questionId: userMessage.id,
        answerId: newId(),
        requestId,
        messages,
        subject: chat.subject,
        userId: isSignedIn ? (useAuthStore.getState().user?.id ?? null) : null,
        ...tutor,
      },
      failure,
    );
    if (!queued) return false;
    if (gate.isCurrent(ticket)) {
      release();
      gate.finish(ticket);
      useChatStore.getState().setPhase('idle');
    }
    return true;
  };
  if (isOffline() && (await queue(null))) return true;
  let reply: {
    kind: 'answer' | 'notice';
    text: string;
    limit?: ChatMessage['limit'];
    meta?: ChatMessage['meta'];
  };
  try {
    const result = await askTutor(route, {
      messages,
      requestId,
      subject: chat.subject,
      signal: ticket.signal,
      ...tutor,
    });
    if (result.usage) useUsageStore.getState().applyServerUsage(result.usage);
    reply = { kind: 'answer', text: result.text, ...(result.meta ? { meta: result.meta } : {}) };
  } catch (error) {
    if (isNetworkFailure(error) && (await queue('network'))) return true;
    const outcome = failureOutcome(route, error, usage.anonymous);
    if (!outcome) return true; // stopped: the question says so (holdQuestion above)
    if (outcome.refund && !stopped) usage.refund();
    reply = { kind: 'notice', text: outcome.text, limit: outcome.limit };
  }
  // 5. Held until at least 2 s after sending; 8. a stopped or replaced request is discarded.
  await sleep(holdFor(sentAt, Date.now()));
  if (!gate.isCurrent(ticket)) return true;
  release();
  gate.finish(ticket);
  const answer: ChatMessage = {
    ...makeMessage('assistant', reply.kind, reply.text),
    ...(reply.limit ? { limit: reply.limit } : {}),
    ...(reply.meta || (replacing && reply.kind === 'answer')
      ? { meta: { ...reply.meta, ...(replacing && reply.kind === 'answer' ? versionMeta(replacing) : {}) } }
      : {}),
  };
  await addMessage(answer);
  // Stopped during that write: the answer stays, shown in full.
  if (useChatStore.getState().phase !== 'thinking') return true;
  // 6. Typed out, or shown at once.
  if (reply.kind === 'answer') typeOut(answer.id, answer.text);
  else useChatStore.getState().setPhase('idle');
  return true;
}
