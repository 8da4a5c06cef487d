import type { CompressOptions, CompressReply } from './compressProtocol.ts';

/** The worker could not run at all (no module workers, a blocked script): not a compression failure. */
class WorkerUnavailable extends Error {}

function compressInWorker(file: File, options: CompressOptions): Promise<Blob> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./compress.worker.ts', import.meta.url), {
        type: 'module',
        name: 'image-compression',
      });
    } catch (error) {
      reject(new WorkerUnavailable(String(error)));
      return;
    }
    worker.addEventListener('message', ({ data }: MessageEvent<CompressReply>) => {
      worker.terminate();
      if (data.ok) resolve(data.file);
      else reject(new Error(data.error));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new WorkerUnavailable(event.message || 'the compression worker failed to start'));
    });
    worker.postMessage({ file, options });
  });
}

/**
 * Scales and re-encodes a photo off the main thread (compress.worker.ts). Only where the worker cannot
 * start does it compress on the main thread, with a console warning so the fallback is never silent.
 */
export async function compressImage(file: File, options: CompressOptions): Promise<Blob> {
  if (typeof Worker === 'function') {
    try {
      return await compressInWorker(file, options);
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error;
      console.warn('The compression worker is unavailable; compressing on the main thread', error);
    }
  }
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, { ...options, useWebWorker: false });
}
