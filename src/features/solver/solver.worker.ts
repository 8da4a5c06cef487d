// The step-by-step solver (issue 15) off the main thread: a same-origin module worker bundled by Vite,
// so `worker-src 'self'` allows it. Its chunk (nerdamer-prime and the topic modules) is loaded only
// when the chat first needs it, and the service worker precaches it for offline use.
import { loadStepText } from '@shared/solver/i18n/load.ts';
import { solve } from '@shared/solver/index.ts';
import type { SolveRequest, SolverReply } from './solverProtocol.ts';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<SolveRequest>) => void): void;
  postMessage(message: SolverReply): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('message', async ({ data }) => {
  // A Spanish or Arabic reader's step text is its own small chunk, loaded once (precached with the rest).
  await loadStepText(data.language).catch(() => undefined); // English steps if it cannot load
  const result = solve(data.question, { timeLimitMs: data.timeLimitMs, language: data.language });
  scope.postMessage(
    result.solved
      ? { type: 'result', id: data.id, solved: true, markdown: result.markdown, answer: result.answer }
      : {
          type: 'result',
          id: data.id,
          solved: false,
          ...(result.message !== undefined ? { message: result.message } : {}),
        },
  );
});

scope.postMessage({ type: 'ready' });
