import { typingSchedule, visibleLength } from '../logic/typing.ts';
import { useChatStore } from './chatStore.ts';

/** How often the typed text is redrawn: one frame. The schedule, not the timer, decides how much shows. */
const FRAME_MS = 16;

let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Types out an assistant message per SPEC §4 step 6 (time-based, so a slow or throttled tab catches up
 * instead of falling behind). More than 50 words: shown at once.
 */
export function typeOut(messageId: string, text: string): void {
  stopTimer();
  const store = useChatStore.getState();
  const schedule = typingSchedule(text);
  if (!schedule) {
    store.showAtOnce();
    return;
  }
  store.startTyping(messageId);
  const started = performance.now();
  const tick = () => {
    const shown = visibleLength(schedule, performance.now() - started);
    if (shown >= text.length) {
      timer = null;
      useChatStore.getState().finishTyping();
      return;
    }
    useChatStore.getState().showTyped(shown);
    timer = setTimeout(tick, FRAME_MS);
  };
  tick();
}

/** SPEC §4 step 7: stop during typing completes the text at once. */
export function completeTyping(): void {
  stopTimer();
  useChatStore.getState().finishTyping();
}

function stopTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}
