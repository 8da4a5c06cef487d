// The on-device solver in the chat (issue 15). The issue gives "Solved on this device", "Ask the tutor
// when online" and "too hard to solve on this device"; the rest is ours (docs/DECISIONS.md, issue 15).
export const solverStrings = {
  /** The mark on an answer the built-in solver computed in the browser. */
  solvedOnDevice: 'Solved on this device',
  /** Under such an answer: queues the question for the AI tutor (the offline outbox). */
  askTutor: 'Ask the tutor when online',
  /** The solver ran out of its time budget (the page stopped its worker). */
  tooHard: 'This one is too hard to solve on this device.',
} as const;
