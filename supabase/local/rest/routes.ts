import type { IncomingMessage, ServerResponse } from 'node:http';
import { asPgError } from '../db/types.ts';
import { BodyTooLargeError, readBody, send, sendJson } from '../http.ts';
import { asRole, type RequestRole, requestRole } from './auth.ts';
import { resolveCasts } from './casts.ts';
import { fromPgError, PgrstError, tableNotFound } from './errors.ts';
import { parsePrefer, parseQuery, type QueryParts } from './parse.ts';
import {
  capRows,
  JSON_TYPE,
  OBJECT_TYPE,
  parseJson,
  type RestContext,
  type RestResult,
  runAggregate,
  timed,
  wantsObject,
} from './respond.ts';
import { callRpc } from './rpc.ts';
import { API_SCHEMA, type Table } from './schema.ts';
import {
  countStatement,
  deleteStatement,
  insertStatement,
  type Statement,
  selectStatement,
  updateStatement,
} from './sql.ts';

/** /rest/v1/* — tables and views of the public schema, and /rpc/<function>. */
export async function handleRest(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
) {
  let who: RequestRole | null = null;
  try {
    who = await requestRole(req, ctx.jwt);
    const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
    if (typeof profile === 'string' && profile !== API_SCHEMA) {
      throw new PgrstError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        `Only the following schemas are exposed: ${API_SCHEMA}`,
      );
    }
    const route = decodePath(path.replace(/^\/+/, '').replace(/\/+$/, ''));
    let result: RestResult;
    if (route === '') result = await openApi(ctx, url);
    else if (route.startsWith('rpc/')) result = await callRpc(ctx, who, req, url, route.slice(4));
    else if (route.includes('/'))
      throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
    else result = await tableRequest(ctx, who, req, url, route);
    const headers = { ...(result.headers ?? {}) };
    send(res, result.status, req.method === 'HEAD' ? null : result.body, headers);
  } catch (error) {
    sendRestError(res, error, who !== null && who.role !== 'anon');
  }
}

/** A %-escape that does not decode is the client's mistake (400), not a crash. */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new PgrstError(400, 'PGRST125', 'Invalid path specified in request URL');
  }
}

function sendRestError(res: ServerResponse, error: unknown, authed: boolean) {
  if (error instanceof BodyTooLargeError)
    return sendJson(res, 413, { code: 'PGRST102', message: error.message });
  const pg = asPgError(error);
  const e = error instanceof PgrstError ? error : pg ? fromPgError(pg, authed) : null;
  if (!e) {
    console.error('[local rest] unexpected error:', error);
    return sendJson(res, 500, { code: 'PGRSTX00', details: null, hint: null, message: 'Internal error' });
  }
  sendJson(res, e.status, e.body(), { 'Content-Type': JSON_TYPE, ...e.headers });
}

async function openApi(ctx: RestContext, url: URL): Promise<RestResult> {
  const names = await ctx.schema.tableNames();
  const doc = {
    swagger: '2.0',
    info: { title: 'StudyMate local REST API', version: 'local' },
    host: url.host,
    basePath: '/rest/v1',
    schemes: ['http'],
    consumes: ['application/json'],
    produces: ['application/json'],
    paths: Object.fromEntries([['/', {}], ...names.map((n) => [`/${n}`, {}])]),
  };
  return {
    status: 200,
    body: JSON.stringify(doc),
    headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
  };
}

function contentRange(lower: number, n: number, total: number | null): string {
  const upper = lower + n - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

async function tableRequest(
  ctx: RestContext,
  who: RequestRole,
  req: IncomingMessage,
  url: URL,
  name: string,
): Promise<RestResult> {
  const table = await ctx.schema.table(name);
  if (!table) throw tableNotFound(name);
  const q = await resolveCasts(ctx.db, parseQuery(url.searchParams));
  const prefs = parsePrefer(String(req.headers.prefer ?? ''));
  const singular = wantsObject(req);
  const type = singular ? OBJECT_TYPE : JSON_TYPE;
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') {
    const out = await asRole(ctx.db, who, req, url.pathname, timed(ctx), async (tx) => {
      const { body, n } = await runAggregate(tx, selectStatement(table, capRows(q, ctx.maxRows)), singular);
      const count = prefs.count ? countStatement(table, q) : null;
      const total = count ? ((await tx.query<{ n: number }>(count.sql, count.params)).rows[0]?.n ?? 0) : null;
      return { body, n, total };
    });
    const lower = q.offset ?? 0;
    let status = 200;
    if (out.total !== null && lower > out.total) status = 416;
    else if (out.total !== null && out.n < out.total) status = 206;
    return {
      status,
      body: out.body,
      headers: { 'Content-Type': type, 'Content-Range': contentRange(lower, out.n, out.total) },
    };
  }
  const returning = prefs.representation === 'full';
  if (method === 'POST' || method === 'PATCH' || method === 'DELETE') {
    return mutate(ctx, who, req, url, table, q, { returning, singular, type, prefs, method });
  }
  throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

async function mutate(
  ctx: RestContext,
  who: RequestRole,
  req: IncomingMessage,
  url: URL,
  table: Table,
  q: QueryParts,
  o: {
    returning: boolean;
    singular: boolean;
    type: string;
    prefs: ReturnType<typeof parsePrefer>;
    method: string;
  },
): Promise<RestResult> {
  let stmt: Statement;
  if (o.method === 'POST') {
    const body = parseJson(await readBody(req), false);
    const rows = Array.isArray(body) ? body : [body];
    if (rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
      throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
    }
    stmt = insertStatement(table, q, rows as Record<string, unknown>[], {
      returning: o.returning,
      missingDefault: o.prefs.missingDefault,
      resolution: o.prefs.resolution,
    });
  } else if (o.method === 'PATCH') {
    const body = parseJson(await readBody(req), false);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
    }
    stmt = updateStatement(table, q, body as Record<string, unknown>, o.returning);
  } else {
    stmt = deleteStatement(table, q, o.returning);
  }
  const out = await asRole(ctx.db, who, req, url.pathname, timed(ctx), async (tx) => {
    if (o.returning) return runAggregate(tx, stmt, o.singular);
    const r = await tx.query(stmt.sql, stmt.params);
    return { body: null, n: r.affectedRows };
  });
  const total = o.prefs.count ? out.n : null;
  const headers: Record<string, string> =
    o.method === 'PATCH'
      ? { 'Content-Range': contentRange(0, out.n, total) }
      : { 'Content-Range': `*/${total ?? '*'}` };
  if (o.returning) headers['Content-Type'] = o.type;
  if (o.method === 'POST') return { status: 201, body: o.returning ? out.body : null, headers };
  return o.returning ? { status: 200, body: out.body, headers } : { status: 204, body: null, headers };
}
