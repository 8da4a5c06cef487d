import { describe, expect, it } from 'vitest';
import { RequestGate } from '../../../../src/features/chat/logic/requestGate.ts';
import { holdFor, MIN_THINKING_MS } from '../../../../src/features/chat/logic/timing.ts';

describe('minimum thinking time (SPEC §4 step 5)', () => {
  it('holds an answer until 2 s after sending', () => {
    expect(MIN_THINKING_MS).toBe(2000);
    expect(holdFor(1000, 1000)).toBe(2000);
    expect(holdFor(1000, 2500)).toBe(500);
    expect(holdFor(1000, 3000)).toBe(0);
    expect(holdFor(1000, 9000)).toBe(0);
  });
});

describe('request invalidation (SPEC §4 steps 7–8)', () => {
  it('a newer request invalidates and aborts the older one', () => {
    const gate = new RequestGate();
    const older = gate.begin();
    expect(gate.isCurrent(older)).toBe(true);
    const newer = gate.begin();
    expect(gate.isCurrent(older)).toBe(false);
    expect(older.signal.aborted).toBe(true);
    expect(gate.isCurrent(newer)).toBe(true);
  });

  it('stop invalidates the current request', () => {
    const gate = new RequestGate();
    const ticket = gate.begin();
    gate.invalidate();
    expect(gate.isCurrent(ticket)).toBe(false);
    expect(ticket.signal.aborted).toBe(true);
  });

  it('a finished request stays current (its answer is shown) until something newer starts', () => {
    const gate = new RequestGate();
    const ticket = gate.begin();
    gate.finish(ticket);
    expect(gate.isCurrent(ticket)).toBe(true);
    expect(ticket.signal.aborted).toBe(false);
    gate.invalidate();
    expect(gate.isCurrent(ticket)).toBe(false);
  });
});
