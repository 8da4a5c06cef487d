/**
 * A loopback stand-in for OpenAI's chat-completions API (POST /v1/chat/completions), with the real
 * response and error shapes. Tests queue what the next calls answer; with nothing queued it answers
 * successfully. Start it on port 0 and pass `url` as AI_BASE_URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback-server.ts';

export type FakeAiReply =
  | { kind: 'answer'; content?: string; delayMs?: number }
  | { kind: 'empty'; delayMs?: number }
  | { kind: 'unauthorized' }
  | { kind: 'quota' }
  | { kind: 'rate_limit'; retryAfterSeconds?: number }
  | { kind: 'server_error' }
  | { kind: 'bad_request'; message?: string }
  | { kind: 'not_json' }
  /** Closes the connection without answering (a network failure). */
  | { kind: 'drop' };

export interface RecordedCompletion {
  authorization: string | undefined;
  /** Time spent inside this server for the call, from its arrival to the end of the answer (ms). */
  handledMs?: number;
  /** performance.now() when the call arrived. */
  arrived: number;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: unknown }>;
    max_tokens?: number;
    temperature?: number;
    [key: string]: unknown;
  };
}

export interface FakeOpenAI {
  /** Base URL including /v1, for AI_BASE_URL. */
  url: string;
  port: number;
  /** The key it accepts (anything else gets 401, like the real API). */
  apiKey: string;
  /** Every chat-completions request received, in order. */
  requests: RecordedCompletion[];
  /** What the next calls answer, one reply per call. */
  queue(...replies: FakeAiReply[]): void;
  /** Clears the queue and the recorded requests. */
  reset(): void;
  stop(): Promise<void>;
}

export interface FakeOpenAIOptions {
  port?: number;
  apiKey?: string;
  /** The default answer text (when nothing is queued); gets the request body. */
  answer?: (body: RecordedCompletion['body']) => string;
}

const ERRORS = {
  unauthorized: {
    status: 401,
    error: {
      message:
        'Incorrect API key provided: sk-***. You can find your API key at https://platform.openai.com/account/api-keys.',
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  },
  quota: {
    status: 429,
    error: {
      message: 'You exceeded your current quota, please check your plan and billing details.',
      type: 'insufficient_quota',
      param: null,
      code: 'insufficient_quota',
    },
  },
  rate_limit: {
    status: 429,
    error: {
      message: 'Rate limit reached for gpt-4.1-mini on requests per min (RPM): Limit 3, Used 3, Requested 1.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  },
  server_error: {
    status: 500,
    error: {
      message: 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
      param: null,
      code: null,
    },
  },
} as const;

function lastUserText(body: RecordedCompletion['body']): string {
  const last = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  if (Array.isArray(last.content)) {
    return last.content
      .map((p: { type?: string; text?: string }) => (p.type === 'text' ? (p.text ?? '') : '[image]'))
      .join(' ');
  }
  return '';
}

function completion(body: RecordedCompletion['body'], content: string) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2, 14)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'unknown',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: content.split(/\s+/).length, total_tokens: 0 },
    service_tier: 'default',
    system_fingerprint: null,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const apiKey = options.apiKey ?? 'sk-test-fake-openai-key';
  const answer = options.answer ?? ((body) => `Fake tutor answer to: ${lastUserText(body)}`);
  const pending: FakeAiReply[] = [];
  const requests: RecordedCompletion[] = [];

  const server = createServer(async (request, response) => {
    const arrived = performance.now();
    let recorded: RecordedCompletion | undefined;
    response.on('finish', () => {
      if (recorded) recorded.handledMs = performance.now() - arrived;
    });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      send(response, 404, {
        error: { message: `Unknown request URL: ${request.url}`, type: 'invalid_request_error' },
      });
      return;
    }
    const raw = await readBody(request);
    let body: RecordedCompletion['body'];
    try {
      body = JSON.parse(raw) as RecordedCompletion['body'];
    } catch {
      send(response, 400, {
        error: {
          message: 'We could not parse the JSON body of your request.',
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      });
      return;
    }
    const authorization = request.headers.authorization;
    recorded = { authorization, body, arrived };
    requests.push(recorded);
    const reply = pending.shift() ?? { kind: 'answer' };

    if (reply.kind === 'drop') {
      request.socket.destroy();
      return;
    }
    if (reply.kind === 'unauthorized' || authorization !== `Bearer ${apiKey}`) {
      const { status, error } = ERRORS.unauthorized;
      send(response, status, { error });
      return;
    }
    if (!Array.isArray(body.messages) || typeof body.model !== 'string') {
      send(response, 400, {
        error: {
          message: "Missing required parameter: 'messages'.",
          type: 'invalid_request_error',
          param: 'messages',
          code: 'missing_required_parameter',
        },
      });
      return;
    }
    switch (reply.kind) {
      case 'quota':
      case 'server_error':
        send(response, ERRORS[reply.kind].status, { error: ERRORS[reply.kind].error });
        return;
      case 'rate_limit':
        send(
          response,
          429,
          { error: ERRORS.rate_limit.error },
          {
            'retry-after': String(reply.retryAfterSeconds ?? 1),
            'x-ratelimit-remaining-requests': '0',
          },
        );
        return;
      case 'bad_request':
        send(response, 400, {
          error: {
            message: reply.message ?? 'Invalid image.',
            type: 'invalid_request_error',
            param: null,
            code: 'invalid_image_format',
          },
        });
        return;
      case 'not_json':
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<html><body>502 Bad Gateway</body></html>');
        return;
      case 'empty':
        if (reply.delayMs) await sleep(reply.delayMs);
        send(response, 200, completion(body, ''));
        return;
      case 'answer':
        if (reply.delayMs) await sleep(reply.delayMs);
        send(response, 200, completion(body, reply.content ?? answer(body)));
        return;
    }
  });
  const { port, stop } = await listenOnLoopback(server, options.port);

  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    apiKey,
    requests,
    queue: (...replies) => {
      pending.push(...replies);
    },
    reset: () => {
      pending.length = 0;
      requests.length = 0;
    },
    stop,
  };
}
