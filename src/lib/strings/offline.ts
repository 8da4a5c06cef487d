// Offline outbox (ARCHITECTURE "Offline model"). SPEC gives no wording for queued work: these are ours
// (docs/DECISIONS.md, "Offline outbox").
export const offlineStrings = {
  /** Under a question that waits in the outbox. */
  questionQueued: "Queued — will send when you're back online",
  /** Under a queued question while it is being sent. */
  questionSending: 'Sending...',
  /** Contact page: the message is saved on this device and goes out by itself. */
  contactQueued: "Your message is saved and will be sent when you're back online.",
  contactQueuedMany: (count: number) =>
    `${count} messages are saved and will be sent when you're back online.`,
} as const;
