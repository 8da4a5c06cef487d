import { DEFAULT_LANGUAGE, type Language } from '@shared/contract/languages.ts';
import { solverStrings } from '../../lib/strings.ts';
import type { SolveRequest, SolverReply } from './solverProtocol.ts';

/** What the solver on this device made of a question. */
export type DeviceSolution =
  | { kind: 'solved'; markdown: string; answer: string }
  /** Recognised but refused (too long, too big, out of time): a message for the student. */
  | { kind: 'refused'; message: string }
  /** Not a question it recognises: the normal path goes on. */
  | { kind: 'unrecognised' }
  /** The worker could not start or load (no module workers, a failed chunk): the normal path goes on. */
  | { kind: 'unavailable' };

/** The time budget of one question (issue 15: about 1 s). */
export const SOLVE_BUDGET_MS = 1000;
/**
 * The page stops the worker this long after the budget: the solver checks its own budget between CAS
 * calls and answers "too hard" itself when it can; only a single CAS call that runs on is cut here.
 */
export const STOP_GRACE_MS = 250;
/** Loading the solver's chunk (not counted in the budget); a chunk that never arrives is unavailable. */
export const LOAD_TIMEOUT_MS = 15_000;

/** The subset of Worker the client uses (a test can pass its own). */
export interface SolverWorker {
  postMessage(message: SolveRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SolverReply>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
}

/** Starts a worker; null where there are no workers at all (then the normal path goes on, quietly). */
export type WorkerFactory = () => SolverWorker | null;

const startWorker: WorkerFactory = () =>
  typeof Worker === 'function'
    ? new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module', name: 'solver' })
    : null;

interface Running {
  worker: SolverWorker;
  /** Resolves true once the solver's code has loaded, false if it never does. */
  ready: Promise<boolean>;
  pending: Map<number, (reply: SolverReply & { type: 'result' }) => void>;
}

/**
 * The solver in a module worker, started on the first question (never on first paint) and kept warm
 * for the next. A question that overruns its budget has its worker terminated and is answered "too
 * hard"; the next question starts a fresh worker.
 */
export class DeviceSolver {
  private running: Running | null = null;
  private nextId = 1;

  constructor(
    private readonly factory: WorkerFactory = startWorker,
    private readonly budgetMs = SOLVE_BUDGET_MS,
  ) {}

  private start(): Running | null {
    if (this.running) return this.running;
    let worker: SolverWorker | null;
    try {
      worker = this.factory();
    } catch (error) {
      console.warn('The solver worker could not start', error);
      return null;
    }
    if (!worker) return null;
    const pending: Running['pending'] = new Map();
    let loaded: (ok: boolean) => void = () => {};
    const ready = new Promise<boolean>((resolve) => {
      loaded = resolve;
    });
    const loadTimer = setTimeout(() => loaded(false), LOAD_TIMEOUT_MS);
    worker.addEventListener('message', ({ data }) => {
      if (data.type === 'ready') {
        clearTimeout(loadTimer);
        loaded(true);
        return;
      }
      const settle = pending.get(data.id);
      pending.delete(data.id);
      settle?.(data);
    });
    worker.addEventListener('error', (event) => {
      console.warn('The solver worker failed', event.message);
      clearTimeout(loadTimer);
      loaded(false);
      this.stop(running);
    });
    const running: Running = { worker, ready, pending };
    this.running = running;
    return running;
  }

  /** Ends a worker; its unanswered questions get `unavailable` (the timed-out one is settled first). */
  private stop(running: Running): void {
    running.worker.terminate();
    if (this.running === running) this.running = null;
    for (const settle of running.pending.values()) settle({ type: 'result', id: 0, solved: false });
    running.pending.clear();
  }

  async solve(question: string, language: Language = DEFAULT_LANGUAGE): Promise<DeviceSolution> {
    const running = this.start();
    if (!running) return { kind: 'unavailable' };
    if (!(await running.ready)) {
      this.stop(running);
      return { kind: 'unavailable' };
    }
    if (this.running !== running) return { kind: 'unavailable' };
    const id = this.nextId++;
    return new Promise<DeviceSolution>((resolve) => {
      const timer = setTimeout(() => {
        running.pending.delete(id);
        resolve({ kind: 'refused', message: solverStrings.tooHard });
        this.stop(running);
      }, this.budgetMs + STOP_GRACE_MS);
      running.pending.set(id, (reply) => {
        clearTimeout(timer);
        if (reply.id !== id) resolve({ kind: 'unavailable' });
        else if (reply.solved && reply.markdown)
          resolve({ kind: 'solved', markdown: reply.markdown, answer: reply.answer ?? '' });
        else if (reply.message) resolve({ kind: 'refused', message: reply.message });
        else resolve({ kind: 'unrecognised' });
      });
      running.worker.postMessage({ id, question, timeLimitMs: this.budgetMs, language });
    });
  }

  /** Stops the worker (tests; a page that no longer needs it). */
  dispose(): void {
    if (this.running) this.stop(this.running);
  }
}

let shared: DeviceSolver | null = null;

/** The page's one solver (started on first use). */
export function solveOnDevice(
  question: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<DeviceSolution> {
  shared ??= new DeviceSolver();
  return shared.solve(question, language);
}
