import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BodyTooLargeError, clientIp, headerMap, readBody, send, sendJson } from './http.ts';
import { DEMO_JWT, type JwtKeys } from './keys.ts';

type Handler = (req: Request) => Promise<Response>;
type HandlerFactory = (env: Record<string, string>) => Handler;

interface LoadedFunction {
  verifyJwt: boolean;
  handler: Handler | null; // null: the module failed to load (answers BOOT_ERROR)
}

/** Names of supabase/functions/<name>/handler.ts (folders starting with _ or . are shared code). */
export function discoverFunctions(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && !d.name.startsWith('.'))
    .filter((d) => existsSync(join(dir, d.name, 'handler.ts')))
    .map((d) => d.name)
    .sort();
}

/** KEY=value lines, `export` prefixes, quotes and # comments: enough for a .env file. */
export function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match?.[1]) continue;
    let value = match[2] ?? '';
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    env[match[1]] = value;
  }
  return env;
}

/**
 * The environment the handlers get: the repo's .env (SUPABASE_* names are reserved, as with the
 * Supabase CLI), then the functionsEnv option, then the server's own URL and keys.
 */
export function functionEnv(
  dotenvPath: string,
  extra: Record<string, string>,
  own: { SUPABASE_URL: string; SUPABASE_ANON_KEY: string; SUPABASE_SERVICE_ROLE_KEY: string },
): Record<string, string> {
  const fromFile = existsSync(dotenvPath) ? parseDotenv(readFileSync(dotenvPath, 'utf8')) : {};
  const allowed = Object.fromEntries(Object.entries(fromFile).filter(([k]) => !k.startsWith('SUPABASE_')));
  return { ...allowed, ...own, ...extra };
}

export class FunctionsHost {
  private readonly functions = new Map<string, LoadedFunction>();

  constructor(private readonly jwt: JwtKeys = DEMO_JWT) {}

  /** Imports every handler and builds it once with its environment. */
  async load(dir: string, env: Record<string, string>, verifyJwtConfig: Record<string, boolean>) {
    for (const name of discoverFunctions(dir)) {
      let handler: Handler | null = null;
      try {
        const mod = (await import(pathToFileURL(join(dir, name, 'handler.ts')).href)) as {
          createHandler?: HandlerFactory;
        };
        if (typeof mod.createHandler !== 'function')
          throw new Error('handler.ts does not export createHandler');
        handler = mod.createHandler({ ...env });
      } catch (error) {
        console.error(`[local functions] ${name} failed to load:`, error);
      }
      this.functions.set(name, { verifyJwt: verifyJwtConfig[name] ?? true, handler });
    }
  }

  names(): string[] {
    return [...this.functions.keys()];
  }

  /** /functions/v1/<name>[/more] — verify_jwt as the edge runtime does, then the handler. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    const name = path.split('/')[1] ?? '';
    const fn = this.functions.get(name);
    if (!fn) return send(res, 404, 'Function not found', { 'Content-Type': 'text/plain' });
    if (fn.verifyJwt) {
      const refusal = await jwtRefusal(req.headers.authorization, this.jwt);
      if (refusal) return sendJson(res, 401, { msg: refusal });
    }
    if (!fn.handler) {
      return sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
    }
    const headers = new Headers(headerMap(req));
    headers.set('x-forwarded-for', clientIp(req));
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    let requestBody: Uint8Array<ArrayBuffer> | undefined;
    try {
      requestBody = hasBody ? new Uint8Array(await readBody(req)) : undefined;
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' });
    }
    const request = new Request(`${url.protocol}//${url.host}${path}${url.search}`, {
      method: req.method,
      headers,
      body: requestBody,
    });
    let response: Response;
    try {
      response = await fn.handler(request);
    } catch (error) {
      console.error(`[local functions] ${name} threw:`, error);
      return sendJson(res, 500, {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
    }
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (key !== 'content-length' && key !== 'transfer-encoding') out[key] = value;
    });
    const body = req.method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
    send(res, response.status, body, out);
  }
}

/** The Supabase CLI's wording for a refused call to a function with verify_jwt on. */
async function jwtRefusal(authorization: string | undefined, jwt: JwtKeys): Promise<string | null> {
  if (!authorization) return 'Error: Missing authorization header';
  const [scheme, token] = authorization.split(' ');
  if (scheme !== 'Bearer' || !token) return "Error: Auth header is not 'Bearer {token}'";
  return (await jwt.verify(token)).ok ? null : 'Invalid JWT';
}
