import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTimeout, withTimeout } from '../../../src/lib/abort.ts';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the work its answer when it comes in time', async () => {
    await expect(withTimeout(async () => 'ok', 1000)).resolves.toBe('ok');
  });

  it('aborts the signal and rejects with a TimeoutError at the deadline, even if the work ignores it', async () => {
    let seen: AbortSignal | undefined;
    const pending = withTimeout((signal) => {
      seen = signal;
      return new Promise<string>(() => undefined);
    }, 10_000);
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await outcome;
    expect(isTimeout(error)).toBe(true);
    expect(String((error as Error).message)).toBe('No answer within 10 s');
    expect(seen?.aborted).toBe(true);
  });

  it('aborts at once when the parent aborts (the page was left)', async () => {
    const parent = new AbortController();
    let seen: AbortSignal | undefined;
    const pending = withTimeout(
      (signal) => {
        seen = signal;
        return new Promise<string>(() => undefined);
      },
      10_000,
      parent.signal,
    ).catch((error: unknown) => error);
    parent.abort(new DOMException('left', 'AbortError'));
    expect(((await pending) as Error).name).toBe('AbortError');
    expect(seen?.aborted).toBe(true);
    const already = await withTimeout(async (signal) => signal.aborted, 10, parent.signal).catch(
      (error: unknown) => (error as Error).name,
    );
    expect(already).toBe('AbortError');
  });
});
