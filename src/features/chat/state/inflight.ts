import { RequestGate } from '../logic/requestGate.ts';
import { useChatStore } from './chatStore.ts';
import { completeTyping } from './typingRunner.ts';

/** The one request in flight (SPEC §4 steps 7–8); the send flow begins tickets on it. */
export const gate = new RequestGate();

/** What Stop does to the question in flight once it shows (marks it stopped, gives back its count). */
let onStopQuestion: (() => void) | null = null;

/** Registers what Stop does to the shown question in flight; returns a release for when it is done. */
export function holdQuestion(onStop: () => void): () => void {
  onStopQuestion = onStop;
  return () => {
    if (onStopQuestion === onStop) onStopQuestion = null;
  };
}

/**
 * SPEC §4 step 7: stop invalidates the request in flight (its answer or error is discarded); during
 * typing it completes the text at once. A question already shown is marked stopped (issue 13).
 */
export function stopResponse(): void {
  const { phase, setPhase } = useChatStore.getState();
  if (phase === 'typing') {
    completeTyping();
    return;
  }
  if (phase === 'sending' || phase === 'thinking') {
    const stopped = onStopQuestion;
    onStopQuestion = null;
    gate.invalidate();
    setPhase('idle');
    stopped?.();
  }
}

/** Ends whatever is in flight before the conversation changes (new chat, another chat opened). */
export function abandonResponse(): void {
  onStopQuestion = null;
  gate.invalidate();
  completeTyping();
}
