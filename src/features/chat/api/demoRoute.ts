import { useLanguageStore } from '../../../lib/i18n/language.ts';
import type { AskRequest, AskResult } from './types.ts';

/** SPEC §4 route rule 4: no backend and no direct AI → a canned reply with a study tip. */
export async function askDemo(request?: Pick<AskRequest, 'language'>): Promise<AskResult> {
  const { demoReply } = await import('../demoReplies.ts');
  const language = request?.language ?? useLanguageStore.getState().language;
  return { text: demoReply(Math.random, language), usage: null };
}
