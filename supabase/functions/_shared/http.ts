import type { ErrorBody, ErrorCode } from './contract/errors.ts';

/**
 * JSON answers, errors and CORS shared by every function. Every failure leaves as `{error, code}` with a
 * 4xx for anything the caller sent wrong; a 5xx only for our own or a provider's failure.
 */

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, stripe-signature',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** A failure with the status and JSON body it should be answered with. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    code: ErrorCode,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

export const badRequest = (message: string, code: ErrorCode = 'invalid_request'): HttpError =>
  new HttpError(400, message, code);

/** A JSON answer; give T (a contract type, e.g. `jsonResponse<ContactFormResponse>(…)`) to check its shape. */
export function jsonResponse<T = unknown>(
  body: T,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json', ...headers },
  });
}

export function errorResponse(error: HttpError): Response {
  return jsonResponse<ErrorBody>(
    { ...error.extra, error: error.message, code: error.code },
    error.status,
    error.headers,
  );
}

/** Configuration errors from SPEC §8: the function is deployed without the settings it needs. */
export const BACKEND_NOT_CONFIGURED = 'Backend not configured';
export const PAYMENT_NOT_CONFIGURED = 'Invalid payment provider configuration';

export const notConfigured = (message: string): HttpError => new HttpError(503, message, 'not_configured');

type Handler = (request: Request) => Promise<Response>;

/**
 * Wraps a function body: answers CORS preflight, allows only POST, turns HttpError into its JSON answer
 * and anything unexpected into a logged 500 (never a crash of the server).
 */
export function postOnly(name: string, body: Handler): Handler {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (request.method !== 'POST') {
      return errorResponse(
        new HttpError(405, 'Method not allowed', 'method_not_allowed', {}, { Allow: 'POST, OPTIONS' }),
      );
    }
    try {
      return await body(request);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      console.error(`[${name}] unexpected failure`, error);
      return errorResponse(new HttpError(500, 'Internal server error', 'internal'));
    }
  };
}
