// Loaded by Deno (`deno run --preload`) before a function's index.ts; never by Node. Like the edge
// runtime, it takes over Deno.serve: the function's server listens where DENO_SERVE_ADDRESS says (a free
// loopback port), the port is reported to the local backend on stderr, and the process ends when the
// backend's end of stdin closes, so a stopped or crashed backend leaves no function running.
export {};

interface ServeHandle {
  addr: { port?: number };
}
declare const Deno: {
  serve: (...args: unknown[]) => ServeHandle;
  stdin: { read(buffer: Uint8Array): Promise<number | null> };
  exit(code?: number): never;
};

/** The line the backend waits for (supabase/local/edge/deno-worker.ts). */
const READY_MARK = 'studymate-edge-listening';

const serve = Deno.serve;

function exitWithParent(): void {
  // Started only once the function serves: a pending read in a preload would hold the main module back.
  setTimeout(async () => {
    const buffer = new Uint8Array(256);
    while ((await Deno.stdin.read(buffer)) !== null) {
      // the backend never writes; EOF means it is gone
    }
    Deno.exit(0);
  }, 0);
}

Object.defineProperty(Deno, 'serve', {
  configurable: true,
  writable: true,
  value: (...args: unknown[]): ServeHandle => {
    const server = serve.apply(Deno, args);
    console.error(`${READY_MARK} ${server.addr.port ?? ''}`);
    exitWithParent();
    return server;
  },
});
