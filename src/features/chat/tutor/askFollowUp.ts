import type { StudentWork, TutorMode } from '@shared/contract/tutor.ts';
import { useChatStore } from '../state/chatStore.ts';

export interface TutorQuestion {
  text: string;
  mode: TutorMode;
  work?: StudentWork;
  image?: string | null;
}

/**
 * Asks a question from a button (a hint button, a suggestion chip, Check my work) through SPEC's send
 * flow, like a typed one: one question counted. Only when idle: a press while an answer is on its way
 * would otherwise act as Stop, and a second press in the same moment is ignored.
 */
export async function askFollowUp(question: TutorQuestion): Promise<boolean> {
  if (useChatStore.getState().phase !== 'idle') return false;
  const { sendQuestion } = await import('../state/sendFlow.ts');
  // Another press got here first (sendQuestion leaves 'idle' before its first await).
  if (useChatStore.getState().phase !== 'idle') return false;
  return sendQuestion({ image: null, ...question });
}
