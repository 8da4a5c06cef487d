import type { IncomingMessage } from 'node:http';
import type { Statement } from '../db/inline.ts';
import type { Database, Queryable } from '../db/types.ts';
import type { JwtKeys } from '../keys.ts';
import { PgrstError } from './errors.ts';

/** Whose request this is, from the JWT (PostgREST sets the role and request.jwt.claims from it). */
export interface RequestRole {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * PostgREST's authentication: the bearer token the gateway passes on (the caller's session, else the
 * JWT of the apikey's role; see gateway.ts) must be a valid JWT, and its role claim picks the database role.
 */
export async function requestRole(req: IncomingMessage, jwt: JwtKeys): Promise<RequestRole> {
  const bearer = /^Bearer\s+(\S*)$/i.exec(req.headers.authorization ?? '')?.[1];
  const token = bearer ?? '';
  if (token === '') throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
  const check = await jwt.verify(token);
  if (!check.ok) {
    if (check.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
    const parts = token.split('.').length;
    throw jwtError(
      'PGRST301',
      parts !== 3 ? `Expected 3 parts in JWT; got ${parts}` : 'JWT cryptographic operation failed',
    );
  }
  const role = typeof check.claims.role === 'string' ? check.claims.role : 'anon';
  if (!API_ROLES.has(role)) {
    throw new PgrstError(401, '22023', `role "${role}" does not exist`, null, null, {
      'WWW-Authenticate': 'Bearer',
    });
  }
  return { role: role as RequestRole['role'], claims: check.claims };
}

function jwtError(code: string, message: string): PgrstError {
  return new PgrstError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/** The request's role, claims and request settings, for the rest of its transaction (`set_config` local). */
function roleStatement(
  who: RequestRole,
  req: IncomingMessage,
  path: string,
  timeoutMs: number | null,
): Statement {
  const sub = typeof who.claims.sub === 'string' ? who.claims.sub : '';
  const params = [
    who.role,
    JSON.stringify(who.claims),
    sub,
    req.method ?? 'GET',
    path,
    JSON.stringify(safeHeaders(req)),
  ];
  // Real PostgreSQL cancels a statement that runs too long (PGlite has no way to interrupt one). Set
  // in the same statement as the role and claims: one round trip fewer per request (issue 20).
  const timeout = timeoutMs === null ? '' : `set_config('statement_timeout', $7, true), `;
  if (timeoutMs !== null) params.push(`${timeoutMs}ms`);
  return {
    sql: `select ${timeout}set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
              set_config('request.method', $4, true), set_config('request.path', $5, true),
              set_config('request.headers', $6, true)`,
    params,
  };
}

/** Runs fn in one transaction as the request's role with its claims, so RLS applies as on Supabase. */
export function asRole<T>(
  db: Database,
  who: RequestRole,
  req: IncomingMessage,
  path: string,
  timeoutMs: number | null,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const role = roleStatement(who, req, path, timeoutMs);
    await tx.query(role.sql, role.params as unknown[]);
    return fn(tx);
  });
}

/**
 * Runs statements that need nothing read back between them as `asRole` does, in one round trip where
 * the database can (issue 20: on a real PostgreSQL a request was four: BEGIN, the role, the call,
 * COMMIT). Answers the last statement's rows.
 */
export async function asRoleInOneTrip(
  db: Database,
  who: RequestRole,
  req: IncomingMessage,
  path: string,
  timeoutMs: number | null,
  statements: readonly Statement[],
): Promise<Record<string, unknown>[]> {
  const role = roleStatement(who, req, path, timeoutMs);
  const batch = db.batch([role, ...statements]);
  if (batch) return (await batch).at(-1)?.rows ?? [];
  return asRole(db, who, req, path, timeoutMs, async (tx) => {
    let rows: Record<string, unknown>[] = [];
    for (const s of statements) rows = (await tx.query(s.sql, s.params as unknown[] | undefined)).rows;
    return rows;
  });
}

function safeHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === 'string' && k !== 'authorization' && k !== 'apikey' && k !== 'cookie') out[k] = v;
  }
  return out;
}
