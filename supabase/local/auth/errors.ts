import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

/** An error GoTrue answers with: an HTTP status, a machine-readable error code and a message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
  }
}

/** GoTrue's OAuth-style error (`{error, error_description}`, always 400). */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);

/** True when the client asked for the 2024-01-01 error format (supabase-js always does). */
export function wantsApiVersion2024(req: IncomingMessage): boolean {
  const value = req.headers[API_VERSION_HEADER];
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= API_VERSION_2024;
}

export function versionHeaders(req: IncomingMessage): Record<string, string> {
  return wantsApiVersion2024(req) ? { 'X-Supabase-Api-Version': API_VERSION_2024 } : {};
}

/**
 * Writes an error the way GoTrue does: `{code, message}` for API version 2024-01-01 clients,
 * otherwise the legacy `{code: status, error_code, msg}`; weak passwords add `weak_password.reasons`.
 */
export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const headers: Record<string, string> = versionHeaders(req);
  if (error instanceof OAuthError) {
    sendJson(res, 400, { error: error.error, error_description: error.description }, headers);
    return;
  }
  const e =
    error instanceof AuthError
      ? error
      : new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        );
  if (!(error instanceof AuthError)) console.error('[local auth] unexpected error:', error);
  const weak = e.weakPasswordReasons ? { weak_password: { reasons: e.weakPasswordReasons } } : {};
  if (!e.weakPasswordReasons || !wantsApiVersion2024(req)) headers['x-sb-error-code'] = e.code;
  const body = wantsApiVersion2024(req)
    ? { code: e.code, message: e.message, ...weak }
    : { code: e.status, error_code: e.code, msg: e.message, ...weak };
  sendJson(res, e.status, body, headers);
}
