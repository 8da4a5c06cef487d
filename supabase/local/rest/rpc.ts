import type { IncomingMessage } from 'node:http';
import { readBody } from '../http.ts';
import { asRole, type RequestRole } from './auth.ts';
import { PgrstError } from './errors.ts';
import { parseQuery } from './parse.ts';
import {
  capRows,
  parseJson,
  type RestContext,
  type RestResult,
  runAggregate,
  timed,
  wantsObject,
} from './respond.ts';
import type { Routine } from './schema.ts';
import { rpcStatement } from './sql.ts';

/** PGRST202 as PostgREST words it for a POST with a JSON body. */
function noRoutine(name: string, keys: string[]): PgrstError {
  const fn = `public.${name}`;
  const listed = keys.join(', ');
  const message = `Could not find the function ${fn}${keys.length ? `(${listed})` : ' without parameters'} in the schema cache`;
  const withParams = keys.length
    ? ` with parameter${keys.length > 1 ? 's' : ''} ${listed}`
    : ' without parameters';
  const details = `Searched for the function ${fn}${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`;
  return new PgrstError(404, 'PGRST202', message, details);
}

/** The overload whose parameter names cover the given arguments (missing ones must have defaults). */
function pick(candidates: Routine[], keys: string[]): Routine | undefined {
  return candidates.find(
    (r) =>
      keys.every((k) => r.params.some((p) => p.name === k)) &&
      r.params.every((p) => p.hasDefault || keys.includes(p.name)),
  );
}

/** POST /rpc/fn with named arguments in a JSON object (GET with them in the query string). */
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
  const q = capRows(parseQuery(url.searchParams, { rpc: true }), ctx.maxRows);
  let args: Record<string, unknown>;
  if (method === 'POST') {
    const body = parseJson(await readBody(req), true);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
    }
    args = body as Record<string, unknown>;
  } else {
    args = Object.fromEntries(q.rest);
  }
  const keys = Object.keys(args).sort();
  let routine = pick(await ctx.schema.routine(name), keys);
  if (!routine) {
    await ctx.schema.reload();
    routine = pick(await ctx.schema.routine(name), keys);
  }
  if (!routine) throw noRoutine(name, keys);
  const singular = wantsObject(req);
  const stmt = rpcStatement(routine, args, q);
  const kind = routine.returns;
  const out = await asRole(ctx.db, who, req, url.pathname, timed(ctx), async (tx) => {
    if (kind === 'void') {
      await tx.query(stmt.sql, stmt.params);
      return { body: null, n: 0 };
    }
    if (kind === 'scalar') {
      const row = (await tx.query<{ body: string | null }>(stmt.sql, stmt.params)).rows[0];
      return { body: row?.body ?? 'null', n: 1 };
    }
    const agg = await runAggregate(tx, stmt, singular);
    return kind === 'row' && !singular ? { body: agg.first, n: agg.n } : agg;
  });
  if (kind === 'void') return { status: 204, body: null };
  const type = singular
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
  return { status: 200, body: out.body, headers: { 'Content-Type': type } };
}
