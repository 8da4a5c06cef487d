// A same-origin module worker (bundled by Vite), so `worker-src 'self'` allows it: the library's own
// worker comes from a blob: URL, which the policy blocks, and it would then compress on the main thread.
import imageCompression from 'browser-image-compression';
import type { CompressReply, CompressRequest } from './compressProtocol.ts';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<CompressRequest>) => void): void;
  postMessage(message: CompressReply): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('message', async ({ data }) => {
  try {
    // Inside a worker the library compresses in place (OffscreenCanvas); it never nests a worker.
    const file = await imageCompression(data.file, { ...data.options, useWebWorker: false });
    scope.postMessage({ ok: true, file });
  } catch (error) {
    scope.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
