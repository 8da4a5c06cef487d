import { BROWSER_DEMO_REPLIES, BROWSER_STUDY_TIPS } from '@shared/contract/demo.ts';
import { DEFAULT_LANGUAGE, type Language } from '@shared/contract/languages.ts';

/**
 * SPEC §4 route rule 4: with no backend and no direct AI, a canned demo reply with a study tip, in the
 * student's language (issue 21; the text lives in the contract, English by default).
 */
export function demoReply(random: () => number = Math.random, language: Language = DEFAULT_LANGUAGE): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length) % items.length] as T;
  return `${pick(BROWSER_DEMO_REPLIES[language])}\n\n${pick(BROWSER_STUDY_TIPS[language])}`;
}
