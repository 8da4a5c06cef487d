/** SPEC §4 route rule 4: with no backend and no direct AI, a canned demo reply with a study tip. */
const replies = [
  "I'm running in demo mode, so I can't reach the AI tutor right now — but here's how I'd approach it: break the problem into smaller steps, write down what you know, and decide what you need to find.",
  'Demo mode is on, so this is a sample answer. A good first move on any homework question is to restate it in your own words; it often shows which idea the question is really testing.',
  'This is a demo reply (no AI service is connected). Try working one example by hand first — patterns you spot there usually carry over to the general case.',
];

const tips = [
  'Study tip: short, spaced sessions beat one long cram — try 25 minutes on, 5 minutes off.',
  'Study tip: explain the idea out loud as if teaching a friend; gaps in understanding show up fast.',
  'Study tip: after solving a problem, check the answer by plugging it back into the question.',
  'Study tip: mix different kinds of problems in one session — it trains you to pick the right method.',
];

export function demoReply(random: () => number = Math.random): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length) % items.length] as T;
  return `${pick(replies)}\n\n${pick(tips)}`;
}
