import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db/types.ts';
import { asPgError } from '../db/types.ts';
import { BodyTooLargeError, readBody, send, sendJson } from '../http.ts';
import { asRole, type RequestRole, requestRole } from './auth.ts';
import { resolveCasts } from './casts.ts';
import { fromPgError, notImplemented, PgrstError, tableNotFound } from './errors.ts';
import { type Media, negotiate } from './media.ts';
import { parsePrefer, parseQuery, type QueryParts } from './parse.ts';
import { checkMaxAffected, checkStrict, type Preferences, preferenceApplied } from './prefer.ts';
import {
  applyRange,
  capRows,
  checkTimezone,
  contentRange,
  parseJson,
  type RestContext,
  type RestResult,
  rangeStatus,
  runAggregate,
  timed,
} from './respond.ts';
import { callRpc, plannedRows, rangeNotSatisfiable } from './rpc.ts';
import { API_SCHEMA, type Table } from './schema.ts';
import type { Statement } from './sql.ts';
import {
  countStatement,
  deleteStatement,
  insertStatement,
  plannedCountStatement,
  selectStatement,
  updateStatement,
} from './statements.ts';

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
  sendJson(res, e.status, e.body(), { 'Content-Type': 'application/json; charset=utf-8', ...e.headers });
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

async function tableRequest(
  ctx: RestContext,
  who: RequestRole,
  req: IncomingMessage,
  url: URL,
  name: string,
): Promise<RestResult> {
  const table = await ctx.schema.table(name);
  if (!table) throw tableNotFound(name);
  const method = req.method ?? 'GET';
  if (method === 'PUT')
    throw notImplemented('PUT (single-row upsert); use POST with Prefer: resolution=merge-duplicates');
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST' && method !== 'PATCH' && method !== 'DELETE')
    throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  const q = await resolveCasts(ctx.db, parseQuery(url.searchParams));
  const prefs = parsePrefer(String(req.headers.prefer ?? ''));
  const media = negotiate(req.headers.accept);
  await checkTimezone(ctx.db, prefs);
  checkStrict(prefs);
  if (method === 'GET' || method === 'HEAD') return readTable(ctx, who, req, url, table, q, prefs, media);
  return mutate(ctx, who, req, url, table, q, prefs, media);
}

async function readTable(
  ctx: RestContext,
  who: RequestRole,
  req: IncomingMessage,
  url: URL,
  table: Table,
  parsed: QueryParts,
  prefs: Preferences,
  media: Media,
): Promise<RestResult> {
  const q = capRows(applyRange(parsed, req), ctx.maxRows);
  const out = await asRole(ctx.db, who, req, url.pathname, timed(ctx), async (tx) => {
    await tx.query('set transaction read only');
    if (prefs.timezone) await tx.query(`select set_config('timezone', $1, true)`, [prefs.timezone]);
    const { body, n } = await runAggregate(tx, selectStatement(table, q, media), media.kind === 'object');
    return { body, n, total: await countRows(ctx, tx, table, q, prefs.count) };
  });
  const lower = q.offset ?? 0;
  const status = rangeStatus(lower, out.n, out.total);
  if (status === 416) throw rangeNotSatisfiable(lower, out.total ?? 0);
  return {
    status,
    body: out.body,
    headers: {
      'Content-Type': media.contentType,
      'Content-Range': contentRange(lower, out.n, out.total),
      ...preferenceApplied(prefs, ['count', 'handling', 'timezone']),
    },
  };
}

/**
 * count=exact counts; count=planned asks EXPLAIN; count=estimated counts up to max_rows and takes the
 * larger of that and the plan beyond it (PostgREST's resultSetWTotal in Query.hs).
 */
async function countRows(
  ctx: RestContext,
  tx: Queryable,
  table: Table,
  q: QueryParts,
  count: Preferences['count'],
): Promise<number | null> {
  if (count === null) return null;
  const planned = async () => {
    const stmt = plannedCountStatement(table, q);
    const row = (await tx.query<{ 'QUERY PLAN': unknown }>(stmt.sql, stmt.params)).rows[0];
    return plannedRows(row?.['QUERY PLAN']);
  };
  if (count === 'planned') return planned();
  const cap = count === 'estimated' && ctx.maxRows !== null ? ctx.maxRows + 1 : undefined;
  const stmt = countStatement(table, q, cap);
  const exact = (await tx.query<{ n: number }>(stmt.sql, stmt.params)).rows[0]?.n ?? 0;
  if (count === 'estimated' && ctx.maxRows !== null && exact > ctx.maxRows)
    return Math.max(exact, await planned());
  return exact;
}

/** The rows of a POST body: JSON (an object or an array of objects with the same keys), or a form. */
async function insertRows(req: IncomingMessage, q: QueryParts): Promise<Record<string, unknown>[]> {
  const type = String(req.headers['content-type'] ?? 'application/json')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  const raw = await readBody(req);
  if (type === 'application/x-www-form-urlencoded')
    return [Object.fromEntries(new URLSearchParams(raw.toString('utf8')))];
  if (type === 'text/csv') throw notImplemented('CSV request bodies');
  if (type !== 'application/json' && type !== '')
    throw new PgrstError(400, 'PGRST102', `Content-Type not acceptable: ${type}`);
  const body = parseJson(raw, false);
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  // Without ?columns= every object must have the same keys (PostgREST's payloadAttributes).
  const objects = rows as Record<string, unknown>[];
  const keys = (o: Record<string, unknown>) => Object.keys(o).sort().join('\u0000');
  if (!q.columns && objects.length > 1 && objects.some((o) => keys(o) !== keys(objects[0] ?? {}))) {
    throw new PgrstError(400, 'PGRST102', 'All object keys must match');
  }
  return objects;
}

async function mutate(
  ctx: RestContext,
  who: RequestRole,
  req: IncomingMessage,
  url: URL,
  table: Table,
  q: QueryParts,
  prefs: Preferences,
  media: Media,
): Promise<RestResult> {
  const method = req.method ?? 'POST';
  const returning = prefs.representation === 'full';
  const opts = { returning, media };
  let stmt: Statement;
  if (method === 'POST') {
    stmt = insertStatement(table, q, await insertRows(req, q), {
      ...opts,
      missingDefault: prefs.missingDefault,
      resolution: prefs.resolution,
    });
  } else if (method === 'PATCH') {
    const body = parseJson(await readBody(req), false);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
    }
    stmt = updateStatement(table, q, body as Record<string, unknown>, opts);
  } else {
    stmt = deleteStatement(table, q, opts);
  }
  const out = await asRole(ctx.db, who, req, url.pathname, timed(ctx), async (tx) => {
    if (prefs.timezone) await tx.query(`select set_config('timezone', $1, true)`, [prefs.timezone]);
    const result = await runAggregate(tx, stmt, returning && media.kind === 'object');
    if (method !== 'POST') checkMaxAffected(prefs, result.n); // throws: the transaction rolls back
    return result;
  });
  const counted = prefs.count === 'exact' || prefs.count === 'estimated';
  const total = counted ? out.n : null;
  const body = returning ? out.body : null;
  const typeHeader: Record<string, string> = returning ? { 'Content-Type': media.contentType } : {};
  if (method === 'POST') {
    // Response.hs: an upsert that inserted nothing (every row merged) is 200, anything else 201.
    const upsert = prefs.resolution === 'merge-duplicates' && (q.onConflict ?? table.primaryKey).length > 0;
    const status = upsert && out.inserted <= 0 ? 200 : 201;
    const applied = preferenceApplied(
      { ...prefs, resolution: upsert || prefs.resolution === 'ignore-duplicates' ? prefs.resolution : null },
      ['resolution', 'missing', 'representation', 'count', 'handling', 'timezone'],
    );
    return { status, body, headers: { 'Content-Range': `*/${total ?? '*'}`, ...typeHeader, ...applied } };
  }
  const applied = preferenceApplied(
    prefs,
    method === 'PATCH'
      ? ['missing', 'representation', 'count', 'handling', 'timezone', 'maxAffected']
      : ['representation', 'count', 'handling', 'timezone', 'maxAffected'],
  );
  const range = method === 'PATCH' ? contentRange(0, out.n, total) : `*/${total ?? '*'}`;
  return {
    status: returning ? 200 : 204,
    body,
    headers: { 'Content-Range': range, ...typeHeader, ...applied },
  };
}
