// The time budget of one `solve` call. nerdamer is synchronous and cannot be interrupted, so the
// budget is checked before every call into it (cas.ts) and before each topic: a question stops at
// most one CAS call after its budget is spent. (Cutting a single long call short needs a worker.)
import { Refusal } from './types.ts';

export const TOO_HARD = 'This one is too hard to solve on this device.';

let deadline = Number.POSITIVE_INFINITY;

export function startBudget(ms: number): void {
  deadline = Date.now() + ms;
}

export function endBudget(): void {
  deadline = Number.POSITIVE_INFINITY;
}

export function checkBudget(): void {
  if (Date.now() > deadline) throw new Refusal('too-hard', TOO_HARD);
}

/** In a `catch` that falls back to something else: a refusal (time, size) must still stop the solve. */
export function passRefusal(e: unknown): void {
  if (e instanceof Refusal) throw e;
}
