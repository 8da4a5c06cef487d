import type { AskResult } from './types.ts';

/** SPEC §4 route rule 4: no backend and no direct AI → a canned reply with a study tip. */
export async function askDemo(): Promise<AskResult> {
  const { demoReply } = await import('../demoReplies.ts');
  return { text: demoReply(), usage: null };
}
