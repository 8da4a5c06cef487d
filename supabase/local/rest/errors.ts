import type { PgErrorFields } from '../db/types.ts';

/** An error PostgREST answers with: `{code, message, details, hint}` and an HTTP status. */
export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string) =>
  new PgrstError(400, 'PGRST100', message, details);

/**
 * What PostgREST does and this backend does not: PostgREST's own code for it (PGRST127 "Feature not
 * implemented", 400), with details naming the feature, so it never passes silently.
 */
export const notImplemented = (feature: string, given?: string) =>
  new PgrstError(
    400,
    'PGRST127',
    'Feature not implemented',
    `The local backend does not support ${feature}; Supabase does${given ? ` (request: ${given})` : ''}.`,
    'See docs/INTERFACES.md, "What the local backend refuses".',
  );

export const tableNotFound = (name: string) =>
  new PgrstError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);

export const columnNotFound = (table: string, column: string) =>
  new PgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

/** A column named in select/filters/order that the table lacks (PostgREST lets PostgreSQL say so). */
export const undefinedColumn = (table: string, column: string) =>
  new PgrstError(400, '42703', `column ${table}.${column} does not exist`);

export const singularityError = (rows: number) =>
  new PgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

/** PostgREST's mapSQLtoHTTP: the status for a PostgreSQL error code. `authed` = a non-anon role. */
export function statusForPgCode(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42P01': 404,
    '42P17': 500,
    '42883': 404,
    P0001: 400,
    '53400': 500,
    '57P01': 503,
  };
  if (code === '42501') return authed ? 403 : 401;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (exact[code] !== undefined) return exact[code];
  const prefixes: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  const match = prefixes.find(([prefix]) => code.startsWith(prefix));
  if (match) return match[1];
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status < 600 ? status : 500;
  }
  return 400;
}

export function fromPgError(error: PgErrorFields, authed: boolean): PgrstError {
  const code = error.code ?? 'PGRSTX00';
  const status = statusForPgCode(code, error.message, authed);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new PgrstError(status, code, error.message, error.detail ?? null, error.hint ?? null, headers);
}
