/** One request as the gateway forwards it to a function: the path is `/<name>/…` plus the query. */
export interface ForwardedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: Uint8Array<ArrayBuffer> | undefined;
}

/** Runs one edge function and answers requests for it. */
export interface FunctionWorker {
  fetch(request: ForwardedRequest): Promise<Response>;
  stop(): Promise<void>;
}

/** The function could not start (the edge runtime's BOOT_ERROR, 503). */
export class BootError extends Error {}

/** The function died while answering (the edge runtime's WORKER_ERROR, 500). */
export class WorkerError extends Error {}

/** Headers that belong to one connection, not to the request or answer being forwarded. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
  'te',
  'trailer',
  'proxy-connection',
]);
