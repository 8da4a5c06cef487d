import {
  type AnswerCheck,
  isTutorMode,
  type StudentWork,
  SUGGESTION_LIMITS,
  type TutorMode,
  WORK_LIMITS,
  type WorkVerdict,
} from '@shared/contract/tutor.ts';
import type { MessageMeta } from '../../../lib/db.ts';

/**
 * What issues 16 and 17 keep in a message's meta (synced with it):
 * - `check` on an answer: the solver's check of its result (verified or disputed; unchecked is not kept);
 * - `tutor` on a question: the mode it was asked in and Check my work's typed work (so a Retry resends
 *   them); on an answer: the mode it was answered in, its suggestions and the verdict on the student's work.
 * Meta from another device or an older version may lack or garble them: everything is read defensively.
 */
export interface TutorExtras {
  mode?: TutorMode;
  work?: StudentWork;
  check?: Exclude<AnswerCheck, { status: 'unchecked' }>;
  suggestions?: string[];
  workVerdict?: WorkVerdict;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max ? v : null;

const CHECK_CHARS = 400;

/** A verified or disputed check with readable fields; anything else is none. */
export function readCheck(value: unknown): TutorExtras['check'] {
  if (!isRecord(value)) return undefined;
  const problem = text(value.problem, CHECK_CHARS);
  const result = text(value.result, CHECK_CHARS);
  if (problem === null || result === null) return undefined;
  if (value.status === 'verified') return { status: 'verified', problem, result };
  const solverResult = text(value.solverResult, CHECK_CHARS);
  if (value.status === 'disputed' && solverResult !== null)
    return { status: 'disputed', problem, result, solverResult };
  return undefined;
}

/** At most three non-empty suggestions of at most 80 characters, de-duplicated. */
export function readSuggestions(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of value) {
    const s = typeof item === 'string' ? item.trim() : '';
    if (!s || s.length > SUGGESTION_LIMITS.chars || seen.has(s.toLowerCase())) continue;
    seen.add(s.toLowerCase());
    out.push(s);
    if (out.length === SUGGESTION_LIMITS.count) break;
  }
  return out.length > 0 ? out : undefined;
}

const readVerdict = (v: unknown): WorkVerdict | undefined =>
  v === 'correct' || v === 'incorrect' || v === 'undecided' ? v : undefined;

function readWork(v: unknown): StudentWork | undefined {
  if (!isRecord(v)) return undefined;
  const problem = typeof v.problem === 'string' ? v.problem.slice(0, WORK_LIMITS.problemChars) : '';
  const attempt = typeof v.attempt === 'string' ? v.attempt.slice(0, WORK_LIMITS.attemptChars) : '';
  return problem || attempt ? { problem, attempt } : undefined;
}

/** Issue 16/17 extras of a message (an empty object when it has none). */
export function readTutorExtras(meta: MessageMeta | undefined): TutorExtras {
  if (!meta) return {};
  const out: TutorExtras = {};
  const check = readCheck(meta.check);
  if (check) out.check = check;
  const tutor = meta.tutor;
  if (isRecord(tutor)) {
    if (isTutorMode(tutor.mode)) out.mode = tutor.mode;
    const work = readWork(tutor.work);
    if (work) out.work = work;
    const suggestions = readSuggestions(tutor.suggestions);
    if (suggestions) out.suggestions = suggestions;
    const verdict = readVerdict(tutor.workVerdict);
    if (verdict) out.workVerdict = verdict;
  }
  return out;
}

/** A question's meta: its mode and work; none for a plain Explain question (SPEC's message unchanged). */
export function questionMeta(mode: TutorMode, work?: StudentWork): MessageMeta | undefined {
  if (mode === 'explain' && !work) return undefined;
  return { tutor: work ? { mode, work: { ...work } } : { mode } };
}

/**
 * An answer's meta from chat-with-ai's response (ChatWithAiResponse's check, suggestions, workVerdict), checked before it is trusted: the check (verified or
 * disputed), and the mode with suggestions and verdict. None for a demo answer (no tutor behind it).
 */
export function answerMeta(
  response: { [K in 'check' | 'suggestions' | 'workVerdict' | 'demo']?: unknown },
  mode: TutorMode,
): MessageMeta | undefined {
  if (response.demo === true) return undefined;
  const meta: MessageMeta = {};
  const check = readCheck(response.check);
  if (check) meta.check = { ...check };
  const tutor: Record<string, string | string[]> = { mode };
  const suggestions = readSuggestions(response.suggestions);
  if (suggestions) tutor.suggestions = suggestions;
  const verdict = readVerdict(response.workVerdict);
  if (verdict) tutor.workVerdict = verdict;
  if (mode !== 'explain' || Object.keys(tutor).length > 1) meta.tutor = tutor;
  return Object.keys(meta).length > 0 ? meta : undefined;
}

/** Answers that are a hint or a next step get the three hint buttons (issue 17). */
export const isHintAnswer = (extras: TutorExtras): boolean =>
  extras.mode === 'hint' || extras.mode === 'step';
