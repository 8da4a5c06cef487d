/**
 * The first Intl formatter a page builds loads ICU's locale data, on whichever thread asks first: 60–100 ms
 * at 4× CPU in Chromium (measured: .local probes, issue 20), the largest single cost between a tap on Chat
 * history and its rows on an offline start. That data is shared by the whole renderer process, so a
 * short-lived worker that asks first takes the cost off the main thread: the rows' first date then takes
 * about 1 ms. Without workers, the first formatter pays on the main thread, as before.
 */
export function warmUpIntl(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    // Same-origin module worker (bundled by Vite), which the CSP's `worker-src 'self'` allows.
    const worker = new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warm-up',
    });
    const done = () => worker.terminate();
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
    worker.postMessage(locale);
  } catch {
    // A browser that refuses the worker: nothing is lost but the head start.
  }
}
