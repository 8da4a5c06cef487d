/**
 * Input that reached the pre-rendered page before the app started (issue 20). index.html's inline
 * starter (scripts/inline-head.ts) fetches the app after the first frame and records, until then,
 * clicks on buttons and toggles, form submissions, Enter in a text box that sends on Enter, the
 * last value typed into each field, and files chosen in a file input; it held back their default action. The app takes the list just
 * before it takes over the page, and replays it once its handlers are attached, in order, so nothing
 * the student did in that moment is lost.
 */
export interface EarlyEvent {
  type: 'click' | 'input' | 'change' | 'keydown' | 'submit';
  target: Element;
  /** For input: the field's value after that input. */
  value?: string;
}

interface EarlyInputRecorder {
  events: EarlyEvent[];
  stop(): EarlyEvent[];
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputRecorder;
  }
}

/** Stops the recording and returns what it holds (nothing when the page had no starter, as in dev). */
export function takeEarlyInput(win: Window = window): EarlyEvent[] {
  const recorder = win.__earlyInput;
  if (!recorder) return [];
  delete win.__earlyInput;
  return recorder.stop();
}

/** Preact renders a state change in a microtask: the next event's handler must see the last one's state. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function replayOne(event: EarlyEvent): void {
  const { target } = event;
  switch (event.type) {
    case 'input':
      // Hydration set the controlled field back to its state; put the student's text back and tell the app.
      if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) {
        target.value = event.value ?? '';
        target.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return;
    case 'change':
      // A file input keeps its files through hydration (a file input's value cannot be set, only read).
      target.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    case 'click':
      if (target instanceof HTMLElement) target.click();
      return;
    case 'keydown':
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }),
      );
      return;
    case 'submit':
      if (target instanceof HTMLFormElement) target.requestSubmit();
      return;
  }
}

/**
 * Replays the recorded events on the elements the app now owns. Elements the app replaced (another
 * route or language renders from scratch) are skipped: what they showed is gone.
 */
export async function replayEarlyInput(events: readonly EarlyEvent[]): Promise<void> {
  for (const [i, event] of events.entries()) {
    if (!event.target.isConnected) continue;
    const next = events[i + 1];
    // Keystrokes in a row into one field: only the last value matters. Taps in a row on one control
    // (the student tapped again because nothing happened) count once.
    if (
      (event.type === 'input' || event.type === 'click') &&
      next?.type === event.type &&
      next.target === event.target
    )
      continue;
    try {
      replayOne(event);
    } catch (error) {
      // One event the page can no longer take must not drop the ones after it.
      console.error('could not replay early input', event.type, error);
    }
    await nextTask();
  }
}
