// Chat field fixes (issue 13): limit actions, stopped questions, last-known usage. SPEC leaves these to us.
export const chatActionStrings = {
  /** Under a limit message: the actions it names (SPEC §8 limit texts). */
  signUp: 'Sign up',
  upgrade: 'Upgrade',
  limitActionsLabel: 'What you can do',
  /** Under a question whose answer was stopped. */
  stopped: 'Stopped',
  retry: 'Retry',
  retryLabel: 'Retry this question',
  /** The usage badge showing figures from an earlier visit until the server answers. */
  lastKnown: 'last known',
  lastKnownTitle: 'Last known figures; they update when the server answers.',
  lastKnownLabel: (text: string) => `Questions today: ${text} (last known)`,
} as const;
