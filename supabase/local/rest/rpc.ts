import type { IncomingMessage } from 'node:http';
import type { Statement } from '../db/inline.ts';
import { readBody } from '../http.ts';
import { asRole, asRoleInOneTrip, type RequestRole } from './auth.ts';
import { resolveCasts } from './casts.ts';
import { notImplemented, PgrstError, singularityError } from './errors.ts';
import { negotiate } from './media.ts';
import { parseQuery } from './parse.ts';
import { checkMaxAffected, checkStrict, parsePrefer, preferenceApplied } from './prefer.ts';
import {
  applyRange,
  capRows,
  checkTimezone,
  contentRange,
  parseJson,
  type RestContext,
  type RestResult,
  rangeStatus,
  timed,
} from './respond.ts';
import { resolveRoutine } from './routine.ts';
import { rpcStatement } from './rpc-sql.ts';

/**
 * /rpc/<function>: POST with arguments as a JSON object (or one unnamed json/jsonb parameter taking the
 * whole body), GET/HEAD with them in the query string. The result is a relation like a table's: select,
 * filters, order, limit/offset/Range, count and max_rows apply to it, as in PostgREST
 * (https://docs.postgrest.org/en/v13/references/api/functions.html).
 */
export async function callRpc(
  ctx: RestContext,
  who: RequestRole,
  req: IncomingMessage,
  url: URL,
  name: string,
): Promise<RestResult> {
  const method = req.method ?? 'GET';
  if (method !== 'POST' && method !== 'GET' && method !== 'HEAD') {
    throw new PgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
  const read = method !== 'POST';
  const prefs = parsePrefer(String(req.headers.prefer ?? ''));
  const media = negotiate(req.headers.accept);
  const parsed = parseQuery(url.searchParams, { rpc: true });
  const { args, raw, body } = read
    ? { args: Object.fromEntries(parsed.rest), raw: null, body: null }
    : await readArguments(req);
  const routine = await resolveRoutine(ctx.schema, name, Object.keys(args ?? {}), body);
  await checkTimezone(ctx.db, prefs);
  checkStrict(prefs);
  if (
    prefs.handling === 'strict' &&
    prefs.maxAffected !== null &&
    routine.fn.returns !== 'set' &&
    routine.fn.returns !== 'set-scalar'
  ) {
    throw new PgrstError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const q = capRows(applyRange(await resolveCasts(ctx.db, parsed), req), ctx.maxRows);
  const stmt = rpcStatement(routine, args ?? {}, raw, q, media, prefs.count);
  const settings: Statement[] = [
    ...(read || !routine.fn.volatile ? [{ sql: 'set transaction read only' }] : []),
    ...(prefs.timezone ? [{ sql: `select set_config('timezone', $1, true)`, params: [prefs.timezone] }] : []),
  ];
  // Nothing to read back before the end (no planned count, no check that must roll back): one trip.
  const oneTrip =
    prefs.count !== 'planned' &&
    prefs.count !== 'estimated' &&
    !(prefs.handling === 'strict' && prefs.maxAffected !== null) &&
    !(media.kind === 'object' && routine.fn.returns !== 'void');
  if (oneTrip) {
    const rows = await asRoleInOneTrip(ctx.db, who, req, url.pathname, timed(ctx), [...settings, stmt]);
    const row = rows[0] as { body: string | null; n: number; total: number | null } | undefined;
    return rpcResult(routine, media, prefs, q.offset ?? 0, {
      body: row?.body ?? null,
      n: row?.n ?? 0,
      total: row?.total ?? null,
    });
  }
  const out = await asRole(ctx.db, who, req, url.pathname, timed(ctx), async (tx) => {
    for (const s of settings) await tx.query(s.sql, s.params as unknown[] | undefined);
    const row = (
      await tx.query<{ body: string | null; n: number; total: number | null }>(stmt.sql, stmt.params)
    ).rows[0];
    const result = { body: row?.body ?? null, n: row?.n ?? 0, total: row?.total ?? null };
    if (
      prefs.count === 'planned' ||
      (prefs.count === 'estimated' && ctx.maxRows !== null && (result.total ?? 0) > ctx.maxRows)
    ) {
      const plan = (await tx.query<{ 'QUERY PLAN': unknown }>(stmt.plannedSql, stmt.plannedParams)).rows[0];
      const planned = plannedRows(plan?.['QUERY PLAN']);
      result.total = prefs.count === 'planned' ? planned : Math.max(result.total ?? 0, planned);
    }
    if (media.kind === 'object' && routine.fn.returns !== 'void' && result.n !== 1)
      throw singularityError(result.n);
    checkMaxAffected(prefs, result.n);
    return result;
  });
  return rpcResult(routine, media, prefs, q.offset ?? 0, out);
}

/** The response for a call's result: 204 for void, else the body with its Content-Range. */
function rpcResult(
  routine: Awaited<ReturnType<typeof resolveRoutine>>,
  media: ReturnType<typeof negotiate>,
  prefs: ReturnType<typeof parsePrefer>,
  lower: number,
  out: { body: string | null; n: number; total: number | null },
): RestResult {
  const applied = preferenceApplied(prefs, ['count', 'handling', 'timezone', 'maxAffected']);
  const range = { 'Content-Range': contentRange(lower, out.n, out.total), ...applied };
  if (routine.fn.returns === 'void') return { status: 204, body: null, headers: range };
  const status = rangeStatus(lower, out.n, out.total);
  if (status === 416) throw rangeNotSatisfiable(lower, out.total ?? 0);
  return { status, body: out.body, headers: { 'Content-Type': media.contentType, ...range } };
}

/**
 * A POST's arguments: a JSON object of named arguments (an array or a scalar can only go whole to one
 * unnamed json/jsonb parameter), or form fields; other bodies are refused.
 */
async function readArguments(req: IncomingMessage): Promise<{
  args: Record<string, unknown> | null;
  raw: string | null;
  body: 'json' | 'form';
}> {
  const type = String(req.headers['content-type'] ?? 'application/json')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  const text = (await readBody(req)).toString('utf8');
  if (type === 'application/x-www-form-urlencoded')
    return { args: Object.fromEntries(new URLSearchParams(text)), raw: null, body: 'form' };
  if (type !== 'application/json' && type !== '')
    throw notImplemented(`calling functions with a ${type} body`);
  const parsed = parseJson(Buffer.from(text), true);
  if (typeof parsed !== 'object' || parsed === null)
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  const args = Array.isArray(parsed) ? null : (parsed as Record<string, unknown>);
  return { args, raw: text.trim() === '' ? '{}' : text, body: 'json' };
}

/** "Plan Rows" of the top node of EXPLAIN (FORMAT JSON), as PostgREST reads it for count=planned. */
export function plannedRows(plan: unknown): number {
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan;
  const top = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: number } }) : undefined;
  return Math.round(top?.Plan?.['Plan Rows'] ?? 0);
}

export function rangeNotSatisfiable(offset: number, total: number): PgrstError {
  return new PgrstError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );
}
