import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/lib/whenIdle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for an idle period, with the deadline given', () => {
    const queued: { run: () => void; options?: IdleRequestOptions }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => {
      queued.push({ run, options });
      return queued.length;
    });
    const run = vi.fn();
    whenIdle(run, 1000);
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    expect(queued.map((q) => q.options)).toEqual([{ timeout: 1000 }, undefined]);
    for (const q of queued) q.run();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('falls back to a timer where the browser has no idle callbacks, never later than the deadline', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const soon = vi.fn();
    const later = vi.fn();
    whenIdle(soon, 300);
    whenIdle(later);
    vi.advanceTimersByTime(299);
    expect(soon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(soon).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1199);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledOnce();
  });
});
