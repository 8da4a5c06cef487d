import type { Language } from '@shared/contract/languages.ts';
import type { StudentWork, TutorMode } from '@shared/contract/tutor.ts';
import type { Usage } from '@shared/contract/usage.ts';
import type { MessageMeta } from '../../../lib/db.ts';
import type { ApiMessage } from '../logic/apiMessages.ts';

export interface AskRequest {
  messages: ApiMessage[];
  /** Client UUID: the server counts a retried request once. */
  requestId: string;
  subject: string | null;
  /** Aborted when the user stops or a newer question replaces this one. */
  signal: AbortSignal;
  /** How to answer (issue 17; backend route only): explain when absent. */
  mode?: TutorMode;
  /** Check my work's typed problem and attempt (mode check). */
  work?: StudentWork;
  /** The language to answer in (issue 21): the app's current language when absent. */
  language?: Language;
}

export interface AskResult {
  text: string;
  /** The server's figures after this question (backend route only). */
  usage: Usage | null;
  /** The answer's extras to keep with it (issues 16/17: its check, mode, suggestions, verdict). */
  meta?: MessageMeta;
}

/** How long a question may take before SPEC §8's timeout message (the server's own AI timeout is 60 s). */
export const ASK_TIMEOUT_MS = 90_000;

/** A signal that fires on the caller's abort or after `ms`; `timedOut()` tells which. */
export function withTimeout(signal: AbortSignal, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const onAbort = () => controller.abort();
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}

/** Thrown when the user stopped: the send flow discards it silently. */
export class AskAborted extends Error {
  constructor() {
    super('aborted');
    this.name = 'AskAborted';
  }
}
