/**
 * Runs `run` once the page is idle (requestIdleCallback), so speculative work (a preload, a
 * registration) never takes a frame the student is waiting for; with `timeoutMs`, at the latest then.
 * Where the browser has no idle callbacks (Safari), after a 1.5 s timer, or `timeoutMs` if shorter.
 */
export function whenIdle(run: () => void, timeoutMs?: number): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => run(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  } else {
    setTimeout(run, Math.min(timeoutMs ?? 1500, 1500));
  }
}
