/** SPEC §4 step 5 / §9: an answer is held until at least 2 s after the question was sent. */
export const MIN_THINKING_MS = 2000;

/** How much longer to hold an answer that arrived at `now` for a question sent at `sentAt`. */
export const holdFor = (sentAt: number, now: number, minimum = MIN_THINKING_MS): number =>
  Math.max(0, sentAt + minimum - now);
