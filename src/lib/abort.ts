/** The reason a deadline gives when it passes (a DOMException named 'TimeoutError', as fetch uses). */
export const timeoutError = (ms: number): DOMException =>
  new DOMException(`No answer within ${Math.round(ms / 1000)} s`, 'TimeoutError');

export const isTimeout = (error: unknown): boolean =>
  error instanceof DOMException ? error.name === 'TimeoutError' : (error as Error)?.name === 'TimeoutError';

export const isAbort = (error: unknown): boolean => (error as Error)?.name === 'AbortError';

/**
 * Runs `work` with a signal that aborts after `ms` or when `parent` aborts, and settles then even if the
 * work ignores its signal: with the timeout error, or with the parent's reason.
 */
export async function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
  parent?: AbortSignal,
): Promise<T> {
  if (parent?.aborted) throw parent.reason;
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent?.reason);
  const ended = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  parent?.addEventListener('abort', onParentAbort, { once: true });
  const timer = setTimeout(() => controller.abort(timeoutError(ms)), ms);
  ended.catch(() => undefined); // settled by the race below, or never looked at
  try {
    return await Promise.race([work(controller.signal), ended]);
  } finally {
    clearTimeout(timer);
    parent?.removeEventListener('abort', onParentAbort);
  }
}
