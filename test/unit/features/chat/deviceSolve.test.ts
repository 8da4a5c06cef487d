import { describe, expect, it } from 'vitest';
import {
  canAskTutor,
  deviceStep,
  isSolvedOnDevice,
  questionBefore,
  solverFirst,
} from '../../../../src/features/chat/logic/deviceSolve.ts';

describe('when the solver on this device answers (issue 15)', () => {
  const typed = { text: 'solve 2x + 3 = 11', image: false, mode: 'explain' as const, work: false };

  it('tries it first offline on any route, and in demo mode online; never for a photo or nothing typed', () => {
    expect(solverFirst({ ...typed, offline: true, route: 'backend' })).toBe(true);
    expect(solverFirst({ ...typed, offline: true, route: 'direct' })).toBe(true);
    expect(solverFirst({ ...typed, offline: false, route: 'demo' })).toBe(true);
    expect(solverFirst({ ...typed, offline: false, route: 'backend' })).toBe(false);
    expect(solverFirst({ ...typed, offline: false, route: 'direct' })).toBe(false);
    expect(solverFirst({ ...typed, image: true, offline: true, route: 'backend' })).toBe(false);
    expect(solverFirst({ ...typed, text: '  ', offline: true, route: 'demo' })).toBe(false);
  });

  it('answers only Explain questions: a hint-first question or a Check my work waits for the tutor', () => {
    expect(solverFirst({ ...typed, mode: 'hint', offline: true, route: 'backend' })).toBe(false);
    expect(solverFirst({ ...typed, mode: 'step', offline: true, route: 'backend' })).toBe(false);
    expect(solverFirst({ ...typed, work: true, offline: true, route: 'backend' })).toBe(false);
    expect(solverFirst({ ...typed, offline: true, route: 'backend' })).toBe(true);
  });

  it("regenerating: a tutor answer gets the solver's answer as its next version; the solver's own does not", () => {
    const tutorAnswer = { role: 'assistant', kind: 'answer' } as const;
    const deviceAnswer = { ...tutorAnswer, meta: { solvedOnDevice: true } };
    expect(solverFirst({ ...typed, offline: true, route: 'backend', replacing: tutorAnswer })).toBe(true);
    expect(solverFirst({ ...typed, offline: true, route: 'backend', replacing: deviceAnswer })).toBe(false);
    expect(solverFirst({ ...typed, offline: false, route: 'demo', replacing: deviceAnswer })).toBe(false);
    expect(deviceStep({ kind: 'solved' }, 'demo', true)).toBe('answer');
    // A refusal is no new answer: the old one stays and the regenerate goes on as before.
    expect(deviceStep({ kind: 'refused' }, 'demo', true)).toBe('normal');
  });

  it('answers what it solved; a refusal is shown only where no tutor can answer later; the rest goes on', () => {
    expect(deviceStep({ kind: 'solved' }, 'backend')).toBe('answer');
    expect(deviceStep({ kind: 'solved' }, 'demo')).toBe('answer');
    expect(deviceStep({ kind: 'refused' }, 'demo')).toBe('notice');
    expect(deviceStep({ kind: 'refused' }, 'backend')).toBe('normal'); // queued for the tutor
    expect(deviceStep({ kind: 'unrecognised' }, 'demo')).toBe('normal'); // the demo reply
    expect(deviceStep({ kind: 'unrecognised' }, 'backend')).toBe('normal'); // the outbox
    expect(deviceStep({ kind: 'unavailable' }, 'demo')).toBe('normal');
  });

  it('offers "Ask the tutor when online" only on the backend route', () => {
    expect(canAskTutor('backend')).toBe(true);
    expect(canAskTutor('demo')).toBe(false);
    expect(canAskTutor('direct')).toBe(false);
  });

  it('reads the mark from the message meta, defensively', () => {
    const answer = { role: 'assistant', kind: 'answer' } as const;
    expect(isSolvedOnDevice({ ...answer, meta: { solvedOnDevice: true } })).toBe(true);
    expect(isSolvedOnDevice({ ...answer, meta: JSON.parse('{"solvedOnDevice":"yes"}') })).toBe(false);
    expect(isSolvedOnDevice({ ...answer })).toBe(false);
    expect(isSolvedOnDevice({ role: 'user', kind: 'question', meta: { solvedOnDevice: true } })).toBe(false);
  });

  it('finds the question an answer replies to', () => {
    const messages = [
      { id: 'g', role: 'assistant', kind: 'greeting' },
      { id: 'q1', role: 'user', kind: 'question' },
      { id: 'a1', role: 'assistant', kind: 'answer' },
      { id: 'q2', role: 'user', kind: 'question' },
      { id: 'n', role: 'assistant', kind: 'notice' },
      { id: 'a2', role: 'assistant', kind: 'answer' },
    ] as const;
    expect(questionBefore([...messages], 'a1')?.id).toBe('q1');
    expect(questionBefore([...messages], 'a2')?.id).toBe('q2');
    expect(questionBefore([...messages], 'g')).toBeNull();
    expect(questionBefore([...messages], 'missing')).toBeNull();
  });
});
