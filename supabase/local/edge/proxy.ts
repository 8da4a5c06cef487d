import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { ForwardedRequest } from './worker.ts';

/**
 * Connections to the functions' Deno processes, kept open between requests. node:http rather than
 * fetch: under the question load (issue 20) undici's fetch was the gateway's largest cost after the
 * socket writes themselves (streams, abort signals, a second write per body).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function responseHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  return headers;
}

/** Sends one request to 127.0.0.1:port as it is (no redirects followed) and reads the whole answer. */
export function forward(port: number, request: ForwardedRequest): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  if (request.body) headers['content-length'] = String(request.body.byteLength);
  return new Promise<Response>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('error', reject);
        res.once('end', () => {
          const status = res.statusCode ?? 502;
          // A Response cannot carry a body with these statuses.
          const empty = status === 204 || status === 304 || request.method === 'HEAD';
          resolve(
            new Response(empty ? null : Buffer.concat(chunks), {
              status,
              statusText: res.statusMessage,
              headers: responseHeaders(res.headers),
            }),
          );
        });
      },
    );
    req.once('error', reject);
    req.end(request.body);
  });
}
