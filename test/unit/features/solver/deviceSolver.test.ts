import { describe, expect, it } from 'vitest';
import type { SolverWorker } from '../../../../src/features/solver/deviceSolver.ts';
import { DeviceSolver } from '../../../../src/features/solver/deviceSolver.ts';
import type { SolveRequest, SolverReply } from '../../../../src/features/solver/solverProtocol.ts';
import { solverStrings } from '../../../../src/lib/strings.ts';
import { loadStepText } from '../../../../supabase/functions/_shared/solver/i18n/load.ts';
import { solve } from '../../../../supabase/functions/_shared/solver/index.ts';

type Listener = (event: { data: SolverReply; message?: string }) => void;

/**
 * A Worker stand-in (jsdom has none) that does what solver.worker.ts does, in this thread: it says
 * ready, then answers each question with the real solver. `hang` never answers; `broken` fails to load.
 */
class StandInWorker {
  terminated = false;
  private readonly listeners: Record<string, Listener[]> = { message: [], error: [] };
  constructor(private readonly mode: 'solve' | 'hang' | 'broken' = 'solve') {
    setTimeout(() => {
      if (mode === 'broken') this.emit('error', { data: { type: 'ready' }, message: 'chunk failed' });
      else this.emit('message', { data: { type: 'ready' } });
    }, 0);
  }
  addEventListener(type: 'message' | 'error', listener: Listener): void {
    this.listeners[type]?.push(listener);
  }
  postMessage(request: SolveRequest): void {
    if (this.mode !== 'solve') return;
    const result = solve(request.question, { timeLimitMs: request.timeLimitMs, language: request.language });
    const data: SolverReply = result.solved
      ? { type: 'result', id: request.id, solved: true, markdown: result.markdown, answer: result.answer }
      : {
          type: 'result',
          id: request.id,
          solved: false,
          ...(result.message ? { message: result.message } : {}),
        };
    setTimeout(() => this.emit('message', { data }), 0);
  }
  terminate(): void {
    this.terminated = true;
  }
  private emit(type: string, event: { data: SolverReply; message?: string }): void {
    if (this.terminated) return;
    for (const listener of this.listeners[type] ?? []) listener(event);
  }
}

function solverWith(...modes: ('solve' | 'hang' | 'broken')[]) {
  const started: StandInWorker[] = [];
  const solver = new DeviceSolver(() => {
    const worker = new StandInWorker(modes[started.length] ?? 'solve');
    started.push(worker);
    return worker as unknown as SolverWorker;
  }, 100);
  return { solver, started };
}

describe('the solver on this device (DeviceSolver)', () => {
  it('answers a recognised question with its Markdown and result, and keeps the worker for the next', async () => {
    const { solver, started } = solverWith('solve');
    const first = await solver.solve('solve 2x + 3 = 11');
    expect(first).toMatchObject({ kind: 'solved', answer: 'x = 4' });
    expect(first.kind === 'solved' && first.markdown).toContain('## ');
    expect(await solver.solve('Who was the first president of the United States?')).toEqual({
      kind: 'unrecognised',
    });
    expect(started).toHaveLength(1);
    solver.dispose();
    expect(started[0]?.terminated).toBe(true);
  });

  it("asks in the reader's language (issue 21): Spanish words, the same mathematics", async () => {
    await loadStepText('es'); // what solver.worker.ts does before solving
    const { solver } = solverWith('solve');
    const english = await solver.solve('solve 2x + 3 = 11');
    const spanish = await solver.solve('solve 2x + 3 = 11', 'es');
    expect(spanish).toMatchObject({ kind: 'solved', answer: 'x = 4' });
    const md = (r: typeof spanish) => (r.kind === 'solved' ? r.markdown : '');
    expect(md(spanish)).not.toBe(md(english));
    expect(md(spanish)).toContain('**Respuesta:**');
    solver.dispose();
  });

  it("passes on the solver's refusal of an absurd size", async () => {
    const { solver } = solverWith('solve');
    const result = await solver.solve('2^99999999');
    expect(result.kind).toBe('refused');
    solver.dispose();
  });

  it('stops a worker that overruns the budget ("too hard"), and starts a fresh one for the next question', async () => {
    const { solver, started } = solverWith('hang', 'solve');
    const startedAt = Date.now();
    expect(await solver.solve('solve x^5 + x + 1 = 0')).toEqual({
      kind: 'refused',
      message: solverStrings.tooHard,
    });
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(started[0]?.terminated).toBe(true);
    expect(await solver.solve('solve 2x + 3 = 11')).toMatchObject({ kind: 'solved' });
    expect(started).toHaveLength(2);
    solver.dispose();
  });

  it('is unavailable (the normal path goes on) when the worker cannot start or load', async () => {
    const { solver } = solverWith('broken');
    expect(await solver.solve('solve 2x + 3 = 11')).toEqual({ kind: 'unavailable' });
    const throwing = new DeviceSolver(() => {
      throw new Error('module workers are not supported');
    });
    expect(await throwing.solve('solve 2x + 3 = 11')).toEqual({ kind: 'unavailable' });
    // jsdom, like a browser without workers, has no Worker: the default factory gives up quietly.
    expect(await new DeviceSolver().solve('solve 2x + 3 = 11')).toEqual({ kind: 'unavailable' });
  });
});
