import { RequestGate } from '../logic/requestGate.ts';
import { useChatStore } from './chatStore.ts';
import { completeTyping } from './typingRunner.ts';

/** The one request in flight (SPEC §4 steps 7–8); the send flow begins tickets on it. */
export const gate = new RequestGate();

/**
 * SPEC §4 step 7: stop invalidates the request in flight (its answer or error is discarded); during
 * typing it completes the text at once.
 */
export function stopResponse(): void {
  const { phase, setPhase } = useChatStore.getState();
  if (phase === 'typing') {
    completeTyping();
    return;
  }
  if (phase === 'sending' || phase === 'thinking') {
    gate.invalidate();
    setPhase('idle');
  }
}

/** Ends whatever is in flight before the conversation changes (new chat, another chat opened). */
export function abandonResponse(): void {
  gate.invalidate();
  completeTyping();
}
