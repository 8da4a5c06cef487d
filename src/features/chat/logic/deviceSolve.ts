import type { TutorMode } from '@shared/contract/tutor.ts';
import type { StoredMessage } from '../../../lib/db.ts';
import type { AiRoute } from './route.ts';

/**
 * Issue 15: when the built-in solver answers in the browser. Offline (any route), or on SPEC §4's demo
 * route (no backend, no direct AI), a typed question goes to the solver first; a photo question does
 * not (the solver reads text only). Only in Explain: a full worked solution would spoil a hint-first
 * question or a Check my work, so those wait for the tutor as before (issue 17).
 */
export function solverFirst(input: {
  offline: boolean;
  route: AiRoute;
  text: string;
  image: boolean;
  mode: TutorMode;
  work: boolean;
  /** Regenerate (issue 18): the answer being replaced, when there is one. */
  replacing?: Pick<StoredMessage, 'role' | 'kind' | 'meta'>;
}): boolean {
  if (input.image || input.text.trim() === '') return false;
  if (input.mode !== 'explain' || input.work) return false;
  // The solver is deterministic: asked again, it would give the answer it gave, so regenerating one of
  // its own answers goes to the tutor (or says it can't be reached). A tutor's answer regenerated
  // offline gets the solver's worked answer as its next version.
  if (input.replacing && isSolvedOnDevice(input.replacing)) return false;
  return input.offline || input.route === 'demo';
}

/** What the send flow does with the solver's verdict. */
export type DeviceStep =
  /** Show the worked answer, marked "Solved on this device"; no daily question is used. */
  | 'answer'
  /** Show the solver's refusal (too big, too hard) as a notice; no daily question is used. */
  | 'notice'
  /** Carry on as before: the outbox while offline, the demo reply in demo mode. */
  | 'normal';

export function deviceStep(
  solution: { kind: 'solved' | 'refused' | 'unrecognised' | 'unavailable' },
  route: AiRoute,
  regenerating = false,
): DeviceStep {
  if (solution.kind === 'solved') return 'answer';
  // A regenerate keeps the old answer unless a new answer replaces it: a refusal is not an answer.
  if (regenerating) return 'normal';
  // Offline with a tutor to ask, a refused question waits in the outbox like any other: the tutor
  // answers it later. With no tutor (demo mode), the refusal is the most useful reply there is.
  if (solution.kind === 'refused' && route === 'demo') return 'notice';
  return 'normal';
}

/** "Ask the tutor when online" only where there is a tutor: the backend route's outbox. */
export const canAskTutor = (route: AiRoute): boolean => route === 'backend';

export const isSolvedOnDevice = (message: Pick<StoredMessage, 'role' | 'kind' | 'meta'>): boolean =>
  message.role === 'assistant' && message.kind === 'answer' && message.meta?.solvedOnDevice === true;

/** The question an answer replies to: the nearest user question before it. */
export function questionBefore<T extends Pick<StoredMessage, 'id' | 'role' | 'kind'>>(
  messages: T[],
  answerId: string,
): T | null {
  const at = messages.findIndex((m) => m.id === answerId);
  for (let i = at - 1; i >= 0; i--) {
    const m = messages[i];
    if (m?.role === 'user' && m.kind === 'question') return m;
  }
  return null;
}
