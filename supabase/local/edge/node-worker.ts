import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BootError, type ForwardedRequest, type FunctionWorker } from './worker.ts';

type Handler = (req: Request) => Promise<Response>;
type HandlerFactory = (env: Record<string, string>) => Handler;

/**
 * A function's `handler.ts` imported into this Node process and built once with its environment. Only
 * for Node test suites that want speed (test/functions); `npm start` and the e2e tests use Deno.
 */
export class NodeWorker implements FunctionWorker {
  private handler: Promise<Handler> | null = null;

  constructor(
    private readonly dir: string,
    private readonly env: Record<string, string>,
  ) {}

  private async load(): Promise<Handler> {
    const file = join(this.dir, 'handler.ts');
    if (!existsSync(file)) throw new BootError(`${file} does not exist`);
    const mod = (await import(pathToFileURL(file).href)) as { createHandler?: HandlerFactory };
    if (typeof mod.createHandler !== 'function')
      throw new BootError('handler.ts does not export createHandler');
    return mod.createHandler({ ...this.env });
  }

  async fetch(request: ForwardedRequest): Promise<Response> {
    this.handler ??= this.load().catch((error: unknown) => {
      this.handler = null;
      throw error instanceof BootError ? error : new BootError(String(error));
    });
    const handler = await this.handler;
    return handler(
      new Request(`http://localhost${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      }),
    );
  }

  async stop(): Promise<void> {}
}
