import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { DenoWorker } from './edge/deno-worker.ts';
import { NodeWorker } from './edge/node-worker.ts';
import { BootError, type FunctionWorker, HOP_BY_HOP, WorkerError } from './edge/worker.ts';
import { BodyTooLargeError, clientIp, headerMap, readBody, send, sendJson } from './http.ts';
import { DEMO_JWT, type JwtKeys } from './keys.ts';

export { functionEnv, parseDotenv, supabaseVariables } from './edge/env.ts';

/**
 * How functions run: `deno` (default; `npm start` and the e2e tests) runs each function's index.ts in
 * its own Deno process, as the edge runtime does; `node` imports handler.ts into this process (only for
 * Node test suites that call handlers directly and want speed).
 */
export type FunctionsRuntime = 'deno' | 'node';

interface LoadedFunction {
  verifyJwt: boolean;
  worker: FunctionWorker;
}

/** supabase/functions/<name>/ with an index.ts (folders starting with _ or . are shared code). */
export function discoverFunctions(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && !d.name.startsWith('.'))
    .filter((d) => existsSync(join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
}

/** The edge runtime's answers when a function fails (supabase/cli functions/serve/templates/main.ts). */
const BOOT_ERROR = { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' };
const WORKER_ERROR = { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' };

export class FunctionsHost {
  private readonly functions = new Map<string, LoadedFunction>();

  constructor(
    private readonly jwt: JwtKeys = DEMO_JWT,
    private readonly runtime: FunctionsRuntime = 'deno',
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  /** Registers every function with its environment; Deno workers start on their first request. */
  load(dir: string, env: Record<string, string>, verifyJwtConfig: Record<string, boolean>): void {
    for (const name of discoverFunctions(dir)) {
      const worker =
        this.runtime === 'deno'
          ? new DenoWorker(name, join(dir, name), { ...env }, this.log)
          : new NodeWorker(join(dir, name), { ...env });
      this.functions.set(name, { verifyJwt: verifyJwtConfig[name] ?? true, worker });
    }
  }

  names(): string[] {
    return [...this.functions.keys()];
  }

  /** Stops every function's process. */
  async stop(): Promise<void> {
    await Promise.allSettled([...this.functions.values()].map((f) => f.worker.stop()));
  }

  /** /functions/v1/<name>[/more] — verify_jwt as the edge runtime does, then the function. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    const name = path.split('/')[1] ?? '';
    const fn = this.functions.get(name);
    if (!fn) return send(res, 404, 'Function not found', { 'Content-Type': 'text/plain' });
    if (fn.verifyJwt && req.method !== 'OPTIONS') {
      const refusal = await jwtRefusal(req.headers.authorization, this.jwt);
      if (refusal) return sendJson(res, 401, { msg: refusal });
    }
    const headers = new Headers(headerMap(req));
    headers.set('x-forwarded-for', clientIp(req));
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    let body: Uint8Array<ArrayBuffer> | undefined;
    try {
      body = hasBody ? new Uint8Array(await readBody(req)) : undefined;
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' });
    }
    let response: Response;
    try {
      response = await fn.worker.fetch({
        method: req.method ?? 'GET',
        path: `${path}${url.search}`,
        headers,
        body,
      });
    } catch (error) {
      if (error instanceof BootError) {
        console.error(`[local functions] ${error.message}`);
        return sendJson(res, 503, BOOT_ERROR);
      }
      console.error(
        `[local functions] ${name} failed:`,
        error instanceof WorkerError ? error.message : error,
      );
      return sendJson(res, 500, WORKER_ERROR);
    }
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key) && key !== 'content-encoding') out[key] = value;
    });
    const answer = req.method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
    send(res, response.status, answer, out);
  }
}

/** The Supabase CLI's wording for a refused call to a function with verify_jwt on. */
async function jwtRefusal(authorization: string | undefined, jwt: JwtKeys): Promise<string | null> {
  if (!authorization) return 'Error: Missing authorization header';
  const [scheme, token] = authorization.split(' ');
  if (scheme !== 'Bearer' || !token) return "Error: Auth header is not 'Bearer {token}'";
  return (await jwt.verify(token)).ok ? null : 'Invalid JWT';
}
